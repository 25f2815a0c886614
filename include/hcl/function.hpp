// hcl::function — the function-call model of the information model
// ("Functions and Function Calls"; docs/functions.md).
//
// A function is defined by positional parameters, an optional variadic
// parameter, a result-type callback and an implementation callback.
// function::call() applies the specification's call semantics — argument
// mapping, type matching, null rejection, dynamic arguments forcing a dynamic
// result, unknown arguments forcing an unknown result — before the
// implementation ever sees the arguments, so implementations only deal with
// the cases their parameters declare they accept.
//
// Errors are data: a failed call returns a call_error saying whether the
// arguments do not fit the parameters or the call itself failed, and which
// argument is at fault. Exceptions thrown by callbacks never leave call().
#pragma once

#include <hcl/config.hpp>
#include <hcl/detail/name_less.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/expression.hpp>
#include <hcl/result.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

HCL_BEGIN_NAMESPACE

class eval_context;

struct expression_closure;  // below

// One parameter of a function. `type` is a type specification: an argument
// fits when its type matches it (hcl::type_matches), so the dynamic
// pseudo-type anywhere inside accepts any type there.
struct parameter {
    std::string name{};  // for documentation and messages
    hcl::type type{};
    bool allow_null = false;     // else a null argument is an invalid argument
    bool allow_unknown = false;  // else an unknown argument makes the result unknown
    bool allow_dynamic = false;  // else a dynamic-typed argument makes the result dynamic
    bool allow_marked = false;   // reserved for marked values (not modelled yet)
    // The argument arrives unevaluated, as an expression closure value (see
    // below), instead of as its value; the syntax's evaluator builds the
    // closure. `type` should then be expression_closure_type() (or the
    // type decode_expression produces). This is how
    // `try` and `can` see their arguments' errors (reference-behaviour §7.5).
    bool receives_expression = false;
    std::string description{};
    // For a parameter receiving its argument unevaluated: turns the
    // argument's expression into the value the function sees, reporting
    // problems as diagnostics of the call itself (the reference's
    // "customdecode" extension; `convert`'s type argument is read this way).
    // Empty: the function sees the expression closure. See
    // argument_from_expression() below.
    std::function<value(const expression_closure&, diagnostics&)> decode_expression{};
};

// An argument passed unevaluated: the argument's expression and the context
// the caller would have evaluated it in. The context pointer is only valid
// during the call, so implementations must not keep closures beyond it.
struct expression_closure {
    hcl::expression expr;
    const eval_context* context = nullptr;  // nullptr: literal-only mode

    // Evaluates the expression as the caller would have.
    value evaluate(diagnostics& diags) const;
};

// The capsule type of expression closure values (one type for the process).
const hcl::type& expression_closure_type();
// A value of expression_closure_type() carrying `closure`.
value expression_closure_value(expression_closure closure);
// The closure inside `v`; nullptr when `v` is not a known closure value.
const expression_closure* expression_closure_from_value(const value& v);
// A parameter receiving its argument as an expression closure.
parameter expression_parameter(std::string name, std::string description = {});
// The value a syntax's evaluator passes for an argument whose parameter
// receives expressions: the parameter's decode_expression result, or the
// closure itself. On decoding errors the diagnostics are in `diags` and the
// result is the dynamic value. Evaluators call this; functions need not.
value argument_from_expression(const parameter& p, expression_closure closure, diagnostics& diags);

// Why a call failed. The native-syntax evaluator reports the first three
// kinds as problems with the arguments ("Not enough function arguments",
// "Too many function arguments", "Invalid function argument") and `failed`
// as "Error in function call".
enum class call_error_kind : std::uint8_t {
    not_enough_arguments,  // the missing parameter is parameters()[number of arguments]
    too_many_arguments,    // `argument` is the first argument without a parameter
    invalid_argument,      // `argument` is the argument at fault
    failed,                // the function could not produce a result
};

struct call_error {
    call_error_kind kind = call_error_kind::failed;
    std::string message;
    // Index into the call's arguments of the argument at fault, when one is.
    std::optional<std::size_t> argument;
    // Where inside that argument's value, when known.
    value_path path;

    // "message", or ".a[0]: message" when there is a path.
    std::string to_string() const;
    // The same problem as a plain hcl::failure (loses kind and argument).
    hcl::failure to_failure() const;
};

// Helpers for callbacks: an error about one argument, and a general one.
call_error argument_error(std::size_t index, std::string message, value_path path = {});
call_error call_failed(std::string message);

// A value of T or the call_error explaining why there is none. Callbacks may
// return a T, a call_error, a plain hcl::failure (becomes `failed`) or an
// hcl::result<T> (its failure becomes `failed`), so value-level operations
// can be returned directly.
template <class T>
class call_result {
public:
    call_result(T v) : data_(std::in_place_index<0>, std::move(v)) {}  // NOLINT: implicit by design
    call_result(call_error e) : data_(std::in_place_index<1>, std::move(e)) {}  // NOLINT
    call_result(const hcl::failure& f)                                          // NOLINT
        : data_(std::in_place_index<1>,
                call_error{call_error_kind::failed, f.message, std::nullopt, f.path}) {}
    call_result(hcl::result<T> r)  // NOLINT
        : call_result(r.has_value() ? call_result(std::move(r).value()) : call_result(r.error())) {}

    bool has_value() const noexcept { return data_.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    const T& value() const& {
        check();
        return std::get<0>(data_);
    }
    T&& value() && {
        check();
        return std::get<0>(std::move(data_));
    }
    const T& operator*() const& { return value(); }
    T&& operator*() && { return std::move(*this).value(); }
    const T* operator->() const { return &value(); }

    const call_error& error() const& {
        if (has_value())
            throw std::logic_error("hcl::call_result: no error in a successful result");
        return std::get<1>(data_);
    }

private:
    void check() const {
        if (!has_value())
            throw std::logic_error("hcl::call_result: " + std::get<1>(data_).to_string());
    }
    std::variant<T, call_error> data_;
};

// Decides the result type from the arguments. It sees arguments that passed
// the parameter checks; some may be unknown even where the parameter does
// not allow unknowns, so it must only inspect known values.
using result_type_callback = std::function<call_result<hcl::type>(std::span<const value> args)>;
// Computes the result. Runs only when every argument passed the checks and
// no argument is unknown unless its parameter allows it. Its value must
// match `result_type` (the value the result-type callback returned).
using implementation_callback =
    std::function<call_result<value>(std::span<const value> args, const hcl::type& result_type)>;

// A result-type callback for functions whose result type never varies.
result_type_callback static_result_type(hcl::type t);

struct function_spec {
    std::string description{};
    std::vector<parameter> parameters;
    std::optional<parameter> variadic;
    result_type_callback result_type;
    implementation_callback implementation;
};

class function {
public:
    // Throws std::invalid_argument when a callback is missing (a programming
    // error in the caller's code, never a consequence of input).
    explicit function(function_spec spec);

    std::string_view description() const noexcept { return spec_->description; }
    std::span<const parameter> parameters() const noexcept { return spec_->parameters; }
    // The variadic parameter, or nullptr when the function has none.
    const parameter* variadic() const noexcept {
        return spec_->variadic ? &*spec_->variadic : nullptr;
    }
    // The parameter the argument at `index` maps to; nullptr when none does.
    const parameter* parameter_for(std::size_t index) const noexcept;

    // The result type a call with these arguments would have, after the same
    // argument checks as call(); the dynamic pseudo-type when an argument of
    // the dynamic pseudo-type forces it.
    call_result<hcl::type> return_type(std::span<const value> args) const;
    call_result<hcl::type> return_type(std::initializer_list<value> args) const {
        return return_type(std::span<const value>(args.begin(), args.size()));
    }
    // As return_type() for unknown arguments of the given types.
    call_result<hcl::type> return_type_for_types(std::span<const hcl::type> types) const;

    // Calls the function with the specification's semantics.
    call_result<value> call(std::span<const value> args) const;
    call_result<value> call(std::initializer_list<value> args) const {
        return call(std::span<const value>(args.begin(), args.size()));
    }

private:
    std::shared_ptr<const function_spec> spec_;
};

// The functions available to expressions, by name (namespaced names such as
// "provider::fn" are plain keys). Ordered (as by std::less<>), so suggestions
// and listings are deterministic; heterogeneous lookup takes a
// std::string_view; detail::name_less makes the lookup of every call cheap.
using function_table = std::map<std::string, function, detail::name_less>;

HCL_END_NAMESPACE
