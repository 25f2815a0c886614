// The static types of native-syntax expressions (docs/pcl.md): what PCL's
// binder computes before anything is evaluated.
//
//     hcl::pcl::scope s(hcl::pcl::standard_functions());
//     s.define("bucket", hcl::pcl::parse_type("output(object({arn = string}))").type);
//     hcl::diagnostics diags;
//     auto parsed = hcl::native::parse_expression("upper(bucket.arn)", "main.pp");
//     hcl::pcl::type t = hcl::pcl::type_of(parsed.expression, s, diags);  // output(string)
//
// Rules (docs/pcl.md): whole-number literals are int, other numbers number,
// null is none; templates are strings; tuple and object constructors give
// tuple and object types (a key that is not a literal gives a map);
// arithmetic on ints stays int except division, else number; comparisons
// and logic give bool; a conditional unifies its branches; `for` gives a
// list or a map (of lists, when grouping); a splat over a list gives a list,
// over a tuple a tuple; traversals use the traversal rules of
// <hcl/pcl/traverse.hpp>; a call checks its arguments against the
// function's signature and gives its result type.
// Eventual propagation: an operand (or argument, condition, collection)
// whose type is an output makes the whole expression an output of its
// result; a promise likewise a promise (an output wins over a promise).
//
// Each type error is a diagnostic with the range of the part at fault, and
// the part's type is then the dynamic pseudo-type, so one error does not
// cascade. Unsafe conversions are allowed silently here; body checking
// reports them.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/pcl/type.hpp>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE

class expression;

namespace pcl {

struct signature_parameter {
    std::string name;
    pcl::type type;
};

// A function's parameters and result. The result is computed from the
// argument types (each already checked against its parameter), so generic
// functions can say `element(list(T), int) -> T`.
struct function_signature {
    std::vector<signature_parameter> parameters;
    std::optional<signature_parameter> variadic;
    std::function<type(std::span<const type> arguments)> result;

    // A signature whose result does not depend on the arguments.
    static function_signature fixed(std::vector<signature_parameter> parameters, type result,
                                    std::optional<signature_parameter> variadic = std::nullopt);
};

// Names and their types, and functions and their signatures. A scope may
// have a parent that lookups fall back to (nested scopes: a `for`
// expression's variables shadow the outer ones).
class scope {
public:
    scope() = default;
    explicit scope(std::shared_ptr<const scope> parent) noexcept : parent_(std::move(parent)) {}

    void define(std::string name, type t);
    void define_function(std::string name, function_signature f);
    // This scope's entry, else the parent's; nullptr when none has one.
    const type* lookup(std::string_view name) const;
    const function_signature* lookup_function(std::string_view name) const;
    // Every variable name visible here (for suggestions), sorted.
    std::vector<std::string> names() const;

private:
    std::shared_ptr<const scope> parent_;
    std::map<std::string, type, std::less<>> variables_;
    std::map<std::string, function_signature, std::less<>> functions_;
};

// The standard library's functions (hcl::stdlib, docs/stdlib.md) with PCL
// signatures, as a scope to use as a parent.
std::shared_ptr<const scope> standard_functions();

// The static type of `expr`. Expressions of the native syntax are typed
// node by node; others (JSON syntax) by their value when it is constant,
// else dynamic.
type type_of(const expression& expr, const scope& s, diagnostics& diags);

}  // namespace pcl
HCL_END_NAMESPACE
