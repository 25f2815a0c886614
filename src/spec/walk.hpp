// What decoding, static analysis and source ranges share: the names specs
// resolve to, the specs that read one body, the schema a spec reads a body
// with, and a transform's evaluation context.
#pragma once

#include <hcl/eval_context.hpp>
#include <hcl/schema.hpp>
#include <hcl/spec.hpp>

#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

// The attribute or block type a spec names: its own name, else the name
// of the object member it is (or is wrapped in, through default_ and
// transform).
inline const std::string& name_or(const std::string& own, const std::string& implied) {
    return own.empty() ? implied : own;
}

// The name a spec outside any object member has to go on: none.
inline const std::string no_name;

// Calls f(child, implied name) for each spec reading the same body as `s`
// (not for `s` itself): an object's members, named by their keys, an
// array's elements, both sides of a default_, a transform's nested spec,
// these two with the name `s` has. Block specs have none: their nested
// spec reads the blocks' bodies.
template <class F>
void for_each_same_body_child(const spec& s, const std::string& implied, F&& f) {
    if (const auto* o = s.get_if<object>()) {
        for (const auto& [name, member] : o->members) f(member, name);
    } else if (const auto* a = s.get_if<array>()) {
        for (const auto& e : a->elements) f(e, no_name);
    } else if (const auto* d = s.get_if<default_>()) {
        f(d->primary, implied);
        f(d->fallback, implied);
    } else if (const auto* t = s.get_if<transform>()) {
        f(t->nested, implied);
    }
}

// The body schema `s` reads one body with (implied_schema()), `implied`
// naming an unnamed attr/block_* spec at its root. Items several specs name
// appear once: an attribute is required if any of them requires it; a block
// type takes the labels of the last spec naming it (as the reference's
// schema lookup does). Marked valid when it is.
body_schema schema_of(const spec& s, const std::string& implied);

// The largest label index a label spec may have.
inline constexpr std::size_t max_label_index = 255;

// The names of the labels the label specs reading the same body as
// `nested` expect (the block's labels after any block_map keys): one per
// index up to the largest, "missingNN" where no spec names an index.
std::vector<std::string> label_names(const spec& nested);

// The type a transform's result has when `nested` is unknown of its
// implied type (the reference's static answer).
hcl::type transform_result_type(const transform& t);

// The context a transform's result is evaluated in, below a child that
// binds `nested`: the transform's functions and no variables.
eval_context transform_context(const transform& t);

}  // namespace spec::detail
HCL_END_NAMESPACE
