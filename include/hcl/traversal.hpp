// hcl::traversal — a variable reference and the steps taken into its value:
// `var.attr["key"][0]` (docs/getting-started.md).
//
// An absolute traversal starts with a root step naming a variable; a relative
// one starts from a value given by the caller. Traversals are what static
// analysis sees of references (expression::variables()) and what the
// evaluator applies to values.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/source.hpp>
#include <hcl/value.hpp>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

HCL_BEGIN_NAMESPACE

class eval_context;

struct traverse_root {
    std::string name;
    source_range range;
};
struct traverse_attribute {
    std::string name;
    source_range range;
};
struct traverse_index {
    value key;
    source_range range;
};
// `[*]`: a wildcard step of a traversal pattern
// (native::parse_traversal_pattern). Applying it applies the steps after it
// to every element, with the splat expression's rules: a non-sequence is a
// one-element tuple (none when null), a tuple gives a tuple, a list or set
// a list.
struct traverse_splat {
    source_range range;
};

using traversal_step = std::variant<traverse_root, traverse_attribute, traverse_index, traverse_splat>;

source_range step_range(const traversal_step& step);

class traversal {
public:
    traversal() = default;
    explicit traversal(std::vector<traversal_step> steps) : steps_(std::move(steps)) {}

    const std::vector<traversal_step>& steps() const noexcept { return steps_; }
    std::vector<traversal_step>& steps() noexcept { return steps_; }
    bool empty() const noexcept { return steps_.empty(); }
    std::size_t size() const noexcept { return steps_.size(); }

    // Relative when it does not start with a root step.
    bool is_relative() const noexcept;
    // The root variable's name; empty for a relative traversal.
    std::string_view root_name() const noexcept;
    // From the first step's start to the last step's end.
    source_range range() const;

    // The root alone, and the remaining steps as a relative traversal.
    std::pair<traversal, traversal> split_root() const;

    // `var.a["b"][0]`-style text (the source form of the steps).
    std::string to_string() const;

    friend bool operator==(const traversal&, const traversal&);

private:
    std::vector<traversal_step> steps_;
};

// Looks the root up in `ctx` (nullptr: literal-only mode, no variables) and
// applies the remaining steps. Errors ("Variables not allowed", "Unknown
// variable" with a suggestion, and those of the steps) go to `diags`; the
// result is then the dynamic value.
value traverse_absolute(const traversal& t, const eval_context* ctx, diagnostics& diags);
// Applies every step (none may be a root) to `from`.
value traverse_relative(const traversal& t, const value& from, diagnostics& diags);

// One step's worth of the reference's rules for `coll[key]` and `v.name`,
// reporting failures as diagnostics at `range`; the dynamic value on error.
value index_value(const value& collection, const value& key, const source_range& range, diagnostics& diags);
value attribute_value(const value& v, std::string_view name, const source_range& range, diagnostics& diags);

HCL_END_NAMESPACE
