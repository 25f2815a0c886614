// hcl::expression — an unevaluated expression from any syntax (docs/getting-started.md).
//
// expression is a cheap, copyable handle. It keeps the parsed file it came
// from alive, so it can be stored (e.g. in a decoded struct) and evaluated
// later, possibly several times with different contexts. Syntaxes implement
// expression_node; applications normally only use the handle.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/source.hpp>
#include <hcl/traversal.hpp>
#include <hcl/value.hpp>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

class eval_context;
class expression;

// What static analysis sees of a function call: `name(arg, ...)`.
struct static_call;
// One `key = value` item of an object constructor; keys are expressions too.
struct key_value_pair;

// What expression_node::evaluate_elements did.
enum class elements_result : unsigned char { declined, elements, whole };

// The interface every syntax's expression nodes implement.
class expression_node {
public:
    virtual ~expression_node() = default;

    // Evaluates in `ctx` (nullptr = literal-only mode), appending problems to
    // `diags`. On error the result is a placeholder (usually the dynamic value).
    virtual value evaluate(const eval_context* ctx, diagnostics& diags) const = 0;
    // Appends every absolute traversal the expression references.
    virtual void collect_variables(std::vector<traversal>& out) const = 0;
    virtual source_range range() const = 0;
    // The part of the expression a diagnostic about its value points at.
    virtual source_range start_range() const = 0;

    // Static analysis (information model, "Static Analysis"). Each returns
    // nothing when the expression is not of that shape.
    virtual std::optional<std::vector<expression>> static_list() const;
    virtual std::optional<std::vector<key_value_pair>> static_map() const;
    virtual std::optional<static_call> static_function_call() const;
    virtual std::optional<traversal> static_traversal() const;
    // For wrapper nodes (parentheses in some syntaxes, application wrappers):
    // the wrapped expression; nullptr otherwise.
    virtual const expression_node* unwrap() const { return nullptr; }
    // The expression as native-syntax text that means the same, when the
    // syntax can give it (the native syntax: exactly its source text; the
    // JSON syntax: for values whose strings need no escaping); empty
    // otherwise. The encoder writes expression members with it.
    virtual std::string native_source() const { return {}; }

    // For consumers that take a sequence apart anyway (the decoder filling a
    // std::vector): when this expression builds a tuple from parts the
    // syntax can hand over one by one (a tuple constructor, a `for`
    // expression), evaluates them and appends their values to `out`, in
    // order, with exactly the values and diagnostics evaluate() would give,
    // but without the tuple around them. What it did:
    //   declined  not such an expression; nothing evaluated, `out` untouched
    //   elements  `out` received the tuple's elements
    //   whole     the value turned out not to be such a tuple (a `for` over
    //             a null or unknown collection): `out` received the value
    //             evaluate() gives, as its one new entry
    virtual elements_result evaluate_elements(const eval_context* ctx, diagnostics& diags,
                                              std::vector<value>& out) const {
        (void)ctx, (void)diags, (void)out;
        return elements_result::declined;
    }
    // Likewise for an object constructor whose attribute names the syntax
    // knows without evaluating anything (bare names): appends the attributes
    // the object would have, as value::attributes() lists them (sorted by
    // name, the last of a repeated name), and returns true. Otherwise
    // returns false and does nothing.
    virtual bool evaluate_attributes(const eval_context* ctx, diagnostics& diags,
                                     std::vector<value_attribute>& out) const {
        (void)ctx, (void)diags, (void)out;
        return false;
    }
};

class expression {
public:
    expression() = default;  // empty handle: evaluates to null
    explicit expression(std::shared_ptr<const expression_node> node) noexcept : node_(std::move(node)) {}

    // An expression that always yields `v` (like a literal at `range`).
    static expression constant(value v, source_range range = {});

    explicit operator bool() const noexcept { return node_ != nullptr; }
    const expression_node* node() const noexcept { return node_.get(); }
    const std::shared_ptr<const expression_node>& shared_node() const noexcept { return node_; }

    value evaluate(const eval_context& ctx, diagnostics& diags) const;
    // Literal-only mode: no variables, no functions.
    value evaluate(diagnostics& diags) const;
    std::vector<traversal> variables() const;
    source_range range() const;
    source_range start_range() const;

private:
    std::shared_ptr<const expression_node> node_;
};

struct static_call {
    std::string name;
    source_range name_range;
    std::vector<expression> arguments;
    source_range arguments_range;
    bool expand_final = false;  // `f(a, b...)`
};

struct key_value_pair {
    expression key;
    expression value;
};

// The static-analysis helpers of the information model. On mismatch they
// report "Invalid expression" at the expression's range.
std::optional<std::vector<expression>> static_list(const expression& e, diagnostics& diags);
std::optional<std::vector<key_value_pair>> static_map(const expression& e, diagnostics& diags);
std::optional<static_call> static_function_call(const expression& e, diagnostics& diags);
std::optional<traversal> absolute_traversal(const expression& e, diagnostics& diags);
// As absolute_traversal, with the root turned into an attribute step.
std::optional<traversal> relative_traversal(const expression& e, diagnostics& diags);
// The single identifier an expression consists of (`string`, `any`), or "".
std::string keyword(const expression& e);
// Follows unwrap() until a node that wraps nothing.
const expression_node* unwrap_expression(const expression& e) noexcept;

HCL_END_NAMESPACE
