// Schema processing for native-syntax bodies (reference-behaviour §1.2).
//
// The syntax tree is immutable once parsed, so what partial_content leaves
// behind is not a copy of the body but a view of it: the original body plus
// the names of the attributes and block types already taken. Every query
// goes through one set of functions taking (body, hidden names), so a fresh
// body is just a view with nothing hidden.
#include "native/ast.hpp"

#include "conversion/conversion_detail.hpp"
#include "model/name_suggestion.hpp"

#include <set>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

namespace {

using name_set = std::set<std::string, std::less<>>;

// What an earlier partial_content took from a body.
struct hidden_items {
    name_set attributes;
    name_set block_types;
};

attribute to_attribute(const body_impl& b, const attribute_node& a) {
    attribute out;
    out.name = std::string(a.name);
    if (a.value) out.expression = hcl::expression(b.file->share<expression_node>(a.value));
    out.range = b.file->range(a.span);
    out.name_range = b.file->range(a.name_span);
    return out;
}

block to_block(const body_impl& b, const block_node& n) {
    block out;
    out.type = std::string(n.type);
    out.labels.assign(n.labels.begin(), n.labels.end());
    out.body_node = b.file->share<body_node>(n.body);
    out.type_range = b.file->range(n.type_span);
    for (const auto& s : n.label_spans) out.label_ranges.push_back(b.file->range(s));
    // The definition is the header: type through the last label.
    const byte_span last = n.label_spans.empty() ? n.type_span : n.label_spans.back();
    out.def_range = b.file->range(byte_span::between(n.type_span, last));
    return out;
}

std::string join(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i) out += ", ";
        out += names[i];
    }
    return out;
}

// A schema that breaks body_schema's rules is the application's mistake;
// report it rather than guessing which of two definitions was meant.
bool reject_bad_schema(const body_impl& b, const body_schema& schema, diagnostics& diags) {
    auto problem = schema.problem();
    if (!problem) return false;
    diags.add_error("Invalid schema", "The schema used to read this body is invalid: " + *problem + ".",
                    b.missing_item_range());
    return true;
}

// The schema's items, skipping what `hidden` says was already taken.
// `now_hidden` receives `hidden` plus what this call took.
body_content extract(const body_impl& b, const hidden_items& hidden, const body_schema& schema,
                     hidden_items& now_hidden, diagnostics& diags) {
    body_content out;
    out.missing_item_range = b.missing_item_range();
    now_hidden = hidden;

    for (const auto& want : schema.attributes) {
        const attribute_node* a = b.find_attribute(want.name);
        if (!a || hidden.attributes.count(want.name)) {
            if (want.required) {
                diags.add_error("Missing required argument",
                                "The argument " + detail::quote(want.name) +
                                    " is required, but no definition was found.",
                                out.missing_item_range);
            }
            continue;
        }
        now_hidden.attributes.emplace(want.name);
        out.attributes.insert_or_assign(want.name, to_attribute(b, *a));
    }

    for (const auto& n : b.blocks) {
        if (hidden.block_types.count(n.type)) continue;
        const block_header_schema* want = nullptr;
        for (const auto& s : schema.blocks) {
            if (s.type == n.type) {
                want = &s;
                break;
            }
        }
        if (!want) continue;

        const std::size_t expected = want->label_names.size();
        const std::string type(n.type);
        const source_range header = b.file->range(byte_span::between(n.type_span, n.open_brace));
        if (n.labels.size() > expected) {
            auto& d = diags.add_error(
                "Extraneous label for " + type,
                expected == 0 ? "No labels are expected for " + type + " blocks."
                              : "Only " + std::to_string(expected) + " labels (" + join(want->label_names) +
                                    ") are expected for " + type + " blocks.",
                b.file->range(n.label_spans[expected]));
            d.context = header;
            continue;
        }
        if (n.labels.size() < expected) {
            auto& d = diags.add_error("Missing " + want->label_names[n.labels.size()] + " for " + type,
                                      "All " + type + " blocks must have " + std::to_string(expected) +
                                          " labels (" + join(want->label_names) + ").",
                                      b.file->range(n.open_brace));
            d.context = header;
            continue;
        }
        out.blocks.push_back(to_block(b, n));
    }

    // Block types are hidden only now: several blocks of one type are all
    // taken by the same call.
    for (const auto& s : schema.blocks) now_hidden.block_types.insert(s.type);
    return out;
}

body_content exhaustive(const body_impl& b, const hidden_items& hidden, const body_schema& schema,
                        diagnostics& diags) {
    if (reject_bad_schema(b, schema, diags)) {
        body_content out;
        out.missing_item_range = b.missing_item_range();
        return out;
    }
    hidden_items taken;
    body_content out = extract(b, hidden, schema, taken, diags);

    // Leftover attributes, in source order (the reference walks a hash map,
    // so any order matches it).
    for (const auto& a : b.attributes) {
        if (taken.attributes.count(a.name)) continue;
        std::vector<std::string_view> unset;
        for (const auto& s : schema.attributes) {
            if (!out.attributes.count(s.name)) unset.push_back(s.name);
        }
        std::string hint;
        if (auto s = detail::suggest_name(a.name, std::span<const std::string_view>(unset)); !s.empty()) {
            hint = " Did you mean " + detail::quote(s) + "?";
        } else {
            for (const auto& s : schema.blocks) {
                if (s.type == a.name) {
                    hint = " Did you mean to define a block of type " + detail::quote(a.name) + "?";
                    break;
                }
            }
        }
        diags.add_error("Unsupported argument",
                        "An argument named " + detail::quote(a.name) + " is not expected here." + hint,
                        b.file->range(a.name_span));
    }

    for (const auto& n : b.blocks) {
        if (taken.block_types.count(n.type)) continue;
        std::vector<std::string_view> types;
        for (const auto& s : schema.blocks) types.push_back(s.type);
        std::string hint;
        if (auto s = detail::suggest_name(n.type, std::span<const std::string_view>(types)); !s.empty()) {
            hint = " Did you mean " + detail::quote(s) + "?";
        } else {
            for (const auto& s : schema.attributes) {
                if (s.name == n.type) {
                    hint = " Did you mean to define argument " + detail::quote(n.type) +
                           "? If so, use the equals sign to assign it a value.";
                    break;
                }
            }
        }
        diags.add_error("Unsupported block type",
                        "Blocks of type " + detail::quote(n.type) + " are not expected here." + hint,
                        b.file->range(n.type_span));
    }
    return out;
}

attribute_map all_attributes(const body_impl& b, const hidden_items& hidden, diagnostics& diags) {
    // Like the reference, any block is an error here, even one of a type an
    // earlier partial_content took; the first one stands for all.
    if (!b.blocks.empty()) {
        const auto& first = b.blocks.front();
        diags.add_error("Unexpected " + detail::quote(first.type) + " block", "Blocks are not allowed here.",
                        b.file->range(first.type_span));
    }
    attribute_map out;
    for (const auto& a : b.attributes) {
        if (hidden.attributes.count(a.name)) continue;
        out.insert_or_assign(std::string(a.name), to_attribute(b, a));
    }
    return out;
}

// The remainder of a body after partial_content: the same body with some
// items hidden. It keeps the file alive through `body_`.
class body_remainder final : public body_node {
public:
    body_remainder(std::shared_ptr<const body_impl> b, hidden_items hidden)
        : body_(std::move(b)), hidden_(std::move(hidden)) {}

    body_content content(const body_schema& schema, diagnostics& diags) const override {
        return exhaustive(*body_, hidden_, schema, diags);
    }
    body_content partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                 diagnostics& diags) const override {
        return partial(body_, hidden_, schema, remain, diags);
    }
    attribute_map just_attributes(diagnostics& diags) const override {
        return all_attributes(*body_, hidden_, diags);
    }
    source_range missing_item_range() const override { return body_->missing_item_range(); }

    static body_content partial(const std::shared_ptr<const body_impl>& b, const hidden_items& hidden,
                                const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                diagnostics& diags) {
        if (reject_bad_schema(*b, schema, diags)) {
            remain = std::make_shared<body_remainder>(b, hidden);
            body_content out;
            out.missing_item_range = b->missing_item_range();
            return out;
        }
        hidden_items taken;
        body_content out = extract(*b, hidden, schema, taken, diags);
        remain = std::make_shared<body_remainder>(b, std::move(taken));
        return out;
    }

private:
    std::shared_ptr<const body_impl> body_;
    hidden_items hidden_;
};

const hidden_items& nothing_hidden() {
    static const hidden_items none;
    return none;
}

}  // namespace

body_content body_impl::content(const body_schema& schema, diagnostics& diags) const {
    return exhaustive(*this, nothing_hidden(), schema, diags);
}

body_content body_impl::partial_content(const body_schema& schema, std::shared_ptr<const body_node>& remain,
                                        diagnostics& diags) const {
    return body_remainder::partial(file->share(this), nothing_hidden(), schema, remain, diags);
}

attribute_map body_impl::just_attributes(diagnostics& diags) const {
    return all_attributes(*this, nothing_hidden(), diags);
}

source_range body_impl::missing_item_range() const {
    // Zero width at the start of the body: a block body's `{`, a file's
    // first token.
    return file->range(byte_span{span.begin, span.begin});
}

const attribute_node* body_impl::find_attribute(std::string_view name) const noexcept {
    for (const auto& a : attributes) {
        if (a.name == name) return &a;
    }
    return nullptr;
}

}  // namespace native
HCL_END_NAMESPACE
