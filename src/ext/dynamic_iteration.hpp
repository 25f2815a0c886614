// Dynamic-block iterations and the wrappers that give generated blocks
// their iterators (internal to hcl::ext's dynamic blocks).
#pragma once

#include <hcl/body.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/value.hpp>

#include <memory>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace ext::detail {

// One element of a dynamic block's for_each, seen as the iterator
// `name` = {key, value}, inside the iterations of the dynamic blocks
// around it (`outer`). A nearer iterator hides an outer one of the same name.
struct iteration {
    std::string name;
    value object;
    std::shared_ptr<const iteration> outer;

    // Whether `root` names this iterator or one it is nested in.
    bool binds(std::string_view root) const noexcept;
};

// A new innermost iteration.
std::shared_ptr<const iteration> nest(std::shared_ptr<const iteration> outer, std::string name, value key,
                                      value element);

// A child of `base` (null: of nothing, as literal-only mode plus the
// iterators) binding every iterator of `it`; `base` must outlive it.
eval_context iteration_scope(const iteration& it, const eval_context* base);

// `e`, evaluated with the iterators of `it` bound in a child of whatever
// context it is given; its variables() leave those iterators out.
expression with_iterators(expression e, std::shared_ptr<const iteration> it);

// A body standing for the blocks of an unknown for_each: `shape` tells
// which attributes and blocks there are (and where), every attribute's
// value is unknown, and so are those of every block inside.
body unknown_body(body shape);

}  // namespace ext::detail
HCL_END_NAMESPACE
