// The parts of completion (src/lsp/completion*.cpp): what each is given,
// and the list they add to.
#pragma once

#include "lsp/analysis.hpp"
#include "lsp/cursor_context.hpp"

#include <hcl/config.hpp>
#include <hcl/function.hpp>
#include <hcl/lsp/completion.hpp>

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {

// One completion request.
struct completion_request {
    const workspace& ws;
    const document& doc;
    const document_analysis& analysis;
    const cursor_context& ctx;
};

// The items of one request, in the order they are added (sort_text keeps
// it), each with the edit that replaces the typed part of the word.
class completion_builder {
public:
    explicit completion_builder(const completion_request& request);

    completion_item& add(std::string label, completion_kind kind, std::string insert_text,
                         bool snippet = false);
    // An item that inserts its label.
    completion_item& add(std::string label, completion_kind kind) {
        std::string text = label;
        return add(std::move(label), kind, std::move(text));
    }
    completion_list take();

private:
    lsp::range range_;
    completion_list list_;
};

// The parts; each adds what it finds for the context.
void add_body_items(const completion_request& request, completion_builder& out);
void add_label_values(const completion_request& request, completion_builder& out);
void add_quoted_values(const completion_request& request, completion_builder& out);
void add_expression_items(const completion_request& request, completion_builder& out);
// After `root.`: the names declared by the documents (`local.`, `var.`);
// false when the traversal's root is neither.
bool add_declared_names(const completion_request& request, completion_builder& out);
// The roots `local` and `var` where the documents declare such names.
void add_declaration_roots(const completion_request& request, completion_builder& out);
// The attributes of `v` (an object's or a known map's) after walking the
// attribute names `steps` into it.
void add_value_attributes(completion_builder& out, const value& v,
                          std::span<const std::string_view> steps);

// "format(format string, args... any) string": the call's form with each
// parameter's name and type (a variadic one as `name... type`), then the
// result's type where the parameters' types decide it. Completion,
// signature help and hover all show this one form.
// `parameter_ranges`, when given, receives each parameter's [begin, end) in
// the label.
std::string signature_label(
    std::string_view name, const hcl::function& f,
    std::vector<std::pair<std::size_t, std::size_t>>* parameter_ranges = nullptr);

// The text inside snippet placeholders must not hold `$`, `}` or `\` unescaped.
std::string snippet_escape(std::string_view text);

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
