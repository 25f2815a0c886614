// Helpers for the native parser's unit tests: parse, then look at the tree.
#pragma once

#include "native/ast.hpp"

#include <hcl/native/parse.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace native_parser_test {

using namespace hcl::native;

// "LINE:COLUMN: Summary" for every diagnostic, the oracle's format.
inline std::vector<std::string> summaries(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        std::string s;
        if (d.subject) s = std::to_string(d.subject->start.line) + ":" + std::to_string(d.subject->start.column) + ": ";
        out.push_back(s + d.summary);
    }
    return out;
}

struct parsed_config {
    hcl::parse_result result;
    const native_file& file() const { return static_cast<const native_file&>(*result.file); }
    const body_impl& root() const { return *file().root; }
    std::vector<std::string> errors() const { return summaries(result.diagnostics); }
    // The value of top-level attribute `name` (nullptr when absent).
    const expr* attr(std::string_view name) const {
        for (const auto& a : root().attributes) {
            if (a.name(file().source()) == name) return a.value;
        }
        return nullptr;
    }
    std::string text(byte_span s) const { return std::string(file().source().substr(s.begin, s.end - s.begin)); }
    std::string text(const expr* e) const { return text(e->span); }
    std::string name(const attribute_node& a) const { return text(a.name_span); }
    std::string type(const block_node& b) const { return text(b.type_span); }
    std::string label(const block_node& b, std::size_t i) const { return std::string(b.labels()[i].text); }
};

inline parsed_config config(std::string source) { return parsed_config{parse_config(std::move(source), "t.hcl")}; }

struct parsed_expression {
    expression_parse_result result;
    const expr* root() const { return static_cast<const expr*>(result.expression.node()); }
    std::vector<std::string> errors() const { return summaries(result.diagnostics); }
};

inline parsed_expression expression(std::string source) {
    return parsed_expression{parse_expression(std::move(source), "t.hcl")};
}
inline parsed_expression template_text(std::string source) {
    return parsed_expression{parse_template(std::move(source), "t.hcl")};
}

template <class Node>
const Node& as(const expr* e) {
    return *static_cast<const Node*>(e);
}

// "line:column" of a range's start.
inline std::string start_of(const hcl::source_range& r) {
    return std::to_string(r.start.line) + ":" + std::to_string(r.start.column);
}
inline std::string end_of(const hcl::source_range& r) {
    return std::to_string(r.end.line) + ":" + std::to_string(r.end.column);
}

// The string value of a literal node (a template's literal part or a
// quoted string of literal text only).
inline std::string literal_string(const expr* e) {
    if (e->kind == expr_kind::quoted_string) return std::string(as<quoted_string_expr>(e).text());
    return std::string(as<literal_expr>(e).val().as_string());
}

}  // namespace native_parser_test
