#include "cli/dec_output.hpp"

#include "cli/go_json.hpp"

#include <hcl/value_json.hpp>

#include <algorithm>
#include <variant>

namespace hcl_cli {

namespace {

void append_position(std::string& out, const hcl::source_position& p) {
    out += "{\"line\":" + std::to_string(p.line) + ",\"column\":" + std::to_string(p.column) +
           ",\"byte\":" + std::to_string(p.byte) + "}";
}

void append_range(std::string& out, const hcl::source_range& r) {
    out += "{\"filename\":";
    append_json_string(out, r.filename.str());
    out += ",\"start\":";
    append_position(out, r.start);
    out += ",\"end\":";
    append_position(out, r.end);
    out += '}';
}

}  // namespace

std::string diagnostics_json(const hcl::diagnostics& diags) {
    if (diags.empty()) return {};
    std::string out = "{\"diagnostics\":[";
    for (std::size_t i = 0; i < diags.size(); ++i) {
        const auto& d = diags[i];
        if (i) out += ',';
        out += "{\"severity\":";
        append_json_string(out, hcl::to_string(d.severity));
        out += ",\"summary\":";
        append_json_string(out, d.summary);
        if (!d.detail.empty()) {
            out += ",\"detail\":";
            append_json_string(out, d.detail);
        }
        if (d.subject) {
            out += ",\"subject\":";
            append_range(out, *d.subject);
        }
        out += '}';
    }
    out += "]}";
    return indent_json(out, "  ");
}

std::string variable_references_json(const std::vector<hcl::traversal>& traversals, const hcl::eval_context* ctx) {
    std::string out = "[";
    for (std::size_t i = 0; i < traversals.size(); ++i) {
        const auto& t = traversals[i];
        if (i) out += ',';
        out += "{\"root_name\":";
        append_json_string(out, t.root_name());
        hcl::diagnostics diags;
        const hcl::value v = hcl::traverse_absolute(t, ctx, diags);
        if (!diags.has_errors()) {
            if (auto json = hcl::value_to_json(v)) out += ",\"value\":" + *json;
        }
        out += ",\"steps\":[";
        for (std::size_t k = 0; k < t.steps().size(); ++k) {
            const auto& step = t.steps()[k];
            if (k) out += ',';
            out += "{\"kind\":";
            if (const auto* root = std::get_if<hcl::traverse_root>(&step)) {
                out += "\"root\",\"name\":";
                append_json_string(out, root->name);
            } else if (const auto* a = std::get_if<hcl::traverse_attribute>(&step)) {
                out += "\"attr\",\"name\":";
                append_json_string(out, a->name);
            } else if (const auto* index = std::get_if<hcl::traverse_index>(&step)) {
                out += "\"index\"";
                if (auto key = hcl::value_to_json(index->key)) out += ",\"key\":" + *key;
            } else {
                out += "\"(unknown)\"";
            }
            out += ",\"range\":";
            append_range(out, hcl::step_range(step));
            out += '}';
        }
        out += "],\"range\":";
        append_range(out, t.range());
        out += '}';
    }
    out += ']';
    std::string laid_out = indent_json(out, "  ");
    if (!laid_out.empty() && laid_out.back() == '\n') laid_out.pop_back();
    return laid_out;
}

}  // namespace hcl_cli
