#include "cli/eval_report.hpp"

#include "cli/go_json.hpp"
#include "native/ast.hpp"

#include <hcl/value_json.hpp>

#include <algorithm>

namespace hcl_cli {

namespace {

attribute_report evaluate_attribute(const hcl::native::attribute_node& a, std::string_view source,
                                    const hcl::eval_context* ctx, hcl::diagnostics& all) {
    hcl::diagnostics diags;
    hcl::value v;
    if (a.value) v = a.value->evaluate(ctx, diags);
    return make_attribute_report(std::string(a.name(source)), std::move(v), std::move(diags), all);
}

void append_strings(std::string& out, const std::vector<std::string>& items) {
    out += '[';
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += ',';
        append_json_string(out, items[i]);
    }
    out += ']';
}

void append_body(std::string& out, const body_report& body) {
    // Attributes as a JSON object: keys in bytewise order, like Go's maps.
    std::vector<const attribute_report*> sorted;
    for (const auto& a : body.attributes) sorted.push_back(&a);
    std::sort(sorted.begin(), sorted.end(), [](auto* x, auto* y) { return x->name < y->name; });
    out += "{\"attributes\":{";
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const auto& a = *sorted[i];
        if (i) out += ',';
        append_json_string(out, a.name);
        out += ':';
        if (a.errors.empty()) {
            out += "{\"value\":" + a.value_json + ",\"type\":" + a.type_json + "}";
        } else {
            out += "{\"errors\":";
            append_strings(out, a.errors);
            out += '}';
        }
    }
    out += "},\"blocks\":[";
    for (std::size_t i = 0; i < body.blocks.size(); ++i) {
        const auto& b = body.blocks[i];
        if (i) out += ',';
        out += "{\"type\":";
        append_json_string(out, b.type);
        out += ",\"labels\":";
        append_strings(out, b.labels);
        out += ",\"body\":";
        append_body(out, b.body);
        out += '}';
    }
    out += "]}";
}

void append_text(std::string& out, const body_report& body, std::size_t depth) {
    const std::string pad(depth * 2, ' ');
    for (const auto& a : body.attributes) {
        out += pad + a.name + " = ";
        if (a.errors.empty()) {
            out += a.value_json + "  # " + a.value.type().friendly_name() + "\n";
        } else {
            out += "<error>  # ";
            for (std::size_t i = 0; i < a.errors.size(); ++i) out += (i ? "; " : "") + a.errors[i];
            out += '\n';
        }
    }
    for (const auto& b : body.blocks) {
        out += pad + b.type;
        for (const auto& l : b.labels) {
            out += ' ';
            append_json_string(out, l);
        }
        out += " {\n";
        append_text(out, b.body, depth + 1);
        out += pad + "}\n";
    }
}

}  // namespace

attribute_report make_attribute_report(std::string name, hcl::value value, hcl::diagnostics diags,
                                       hcl::diagnostics& all) {
    attribute_report out;
    out.name = std::move(name);
    out.value = std::move(value);
    const bool failed = diags.has_errors();
    if (failed) out.errors = error_strings(diags);
    all += std::move(diags);
    if (failed) return out;
    // The messages below are the oracle's own, not diagnostics.
    if (!out.value.is_wholly_known()) {
        out.errors.push_back("result is not wholly known");
        return out;
    }
    auto encoded = hcl::value_to_json(out.value, out.value.type());
    if (!encoded) {
        out.errors.push_back("marshal: " + encoded.error().message);
        return out;
    }
    out.value_json = std::move(encoded).value();
    out.type_json = hcl::type_to_json(out.value.type());
    return out;
}

std::vector<std::string> error_strings(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        if (!d.is_error()) continue;
        if (d.subject) {
            out.push_back(std::to_string(d.subject->start.line) + ":" + std::to_string(d.subject->start.column) +
                          ": " + d.summary);
        } else {
            out.push_back(d.summary);
        }
    }
    return out;
}

body_report evaluate_body(const hcl::native::body_impl& body, const hcl::eval_context* ctx,
                          hcl::diagnostics& all) {
    body_report out;
    const std::string_view source = body.file->source();
    for (const auto& a : body.attributes) out.attributes.push_back(evaluate_attribute(a, source, ctx, all));
    for (const auto& b : body.blocks) {
        block_report block;
        block.type = std::string(b.type(source));
        for (const auto& l : b.labels()) block.labels.emplace_back(l.text);
        block.body = evaluate_body(*b.body, ctx, all);
        out.blocks.push_back(std::move(block));
    }
    return out;
}

eval_report evaluate_file(const hcl::parse_result& parsed, const hcl::eval_context* ctx) {
    eval_report report;
    report.parse_errors = error_strings(parsed.diagnostics);
    report.diagnostics = parsed.diagnostics;
    if (!parsed.file || parsed.has_errors()) return report;
    const hcl::body root = parsed.file->body();
    if (const auto* body = dynamic_cast<const hcl::native::body_impl*>(root.node())) {
        report.body = evaluate_body(*body, ctx, report.diagnostics);
    }
    return report;
}

std::optional<hcl::variable_map> variables_from_json(std::string_view json, std::string& error) {
    auto decoded = hcl::value_from_json(json);
    if (!decoded) {
        error = decoded.error().to_string();
        return std::nullopt;
    }
    const hcl::value& v = *decoded;
    if (!v.type().is_object() || v.is_null()) {
        error = "the variables must be a JSON object";
        return std::nullopt;
    }
    hcl::variable_map out;
    for (const auto& [name, item] : v.attributes()) out.emplace(name, item);
    return out;
}

std::string to_json(const eval_report& report) {
    // Keys in bytewise order, as Go writes a map.
    std::string out = "{";
    if (report.body) {
        out += "\"body\":";
        append_body(out, *report.body);
        out += ',';
    }
    out += "\"parse_errors\":";
    append_strings(out, report.parse_errors);
    if (report.walk_errors) {
        out += ",\"walk_errors\":";
        append_strings(out, *report.walk_errors);
    }
    out += '}';
    return indent_json(out);
}

std::string to_text(const body_report& body) {
    std::string out;
    append_text(out, body, 0);
    return out;
}

}  // namespace hcl_cli
