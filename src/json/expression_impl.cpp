// JSON values as expressions (JSON syntax "Expressions"; reference-behaviour
// §2.4): literal-only mode reads strings as they are; full mode reads them,
// and object property names, as native-syntax templates.
#include "json/ast.hpp"
#include "number/range_message.hpp"

#include "conversion/conversion_detail.hpp"

#include <hcl/convert.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/number.hpp>

#include <map>

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

// A string's content as a template. The reference starts it one byte and one
// column after the opening quote, so positions drift after escapes.
native::expression_parse_result parse_as_template(std::string_view text, const json_file& file,
                                                  const span& where) {
    native::parse_options options;
    options.start = file.position(where.start);
    options.start.byte += 1;
    options.start.column += 1;
    return native::parse_template(std::string(text), file.filename(), options);
}

// Whether `text` read as a template is just its own text: nothing can start
// an interpolation or a directive (no "${", no "%{"; an escaped "$${" holds a
// "${" too), and no leading byte-order mark, which a template drops. Nearly
// every string qualifies, and skips a whole native parse.
bool is_literal_template(std::string_view text) noexcept {
    if (text.starts_with("\xEF\xBB\xBF")) return false;
    for (std::size_t brace = text.find('{'); brace != std::string_view::npos; brace = text.find('{', brace + 1)) {
        if (brace > 0 && (text[brace - 1] == '$' || text[brace - 1] == '%')) return false;
    }
    return true;
}

value evaluate_string(std::string_view text, const json_file& file, const span& where, const eval_context* ctx,
                      diagnostics& diags) {
    // Literal-only mode reads every string as it is; so does full mode a
    // string that has no template sequence (the same value, NFC included).
    if (!ctx || is_literal_template(text)) return value::string(text);
    auto parsed = parse_as_template(text, file, where);
    if (parsed.diagnostics.has_errors()) {
        diags += std::move(parsed.diagnostics);
        return value::dynamic();
    }
    diags += std::move(parsed.diagnostics);
    return parsed.expression.evaluate(*ctx, diags);
}

value evaluate_node(const json_file& file, const node* n, const eval_context* ctx, diagnostics& diags);

value evaluate_object(const json_file& file, const node* n, const eval_context* ctx, diagnostics& diags) {
    std::map<std::string, std::pair<value, span>, std::less<>> attributes;
    bool known = true;
    for (const auto& p : n->properties()) {
        value name = evaluate_string(p.name, file, p.name_span, ctx, diags);
        value item = evaluate_node(file, &p.value, ctx, diags);
        auto converted = convert(name, type::string());
        if (!converted) {
            diags.add_error("Invalid object key expression",
                            "Cannot use this expression as an object key: " + converted.error().message + ".",
                            file.range(p.name_span));
            continue;
        }
        name = *converted;
        if (name.is_null()) {
            diags.add_error("Invalid object key expression", "Cannot use null value as an object key.",
                            file.range(p.name_span));
            continue;
        }
        if (!name.is_known()) {
            known = false;
            continue;
        }
        const std::string key(name.as_string());
        if (auto existing = attributes.find(key); existing != attributes.end()) {
            diags.add_error("Duplicate object attribute",
                            "An attribute named " + hcl::detail::quote(key) + " was already defined at " +
                                file.range(existing->second.second).to_string() + ".",
                            file.range(p.name_span));
            continue;
        }
        attributes.emplace(key, std::make_pair(std::move(item), p.name_span));
    }
    if (!known) return value::dynamic();
    std::vector<value_attribute> out;
    out.reserve(attributes.size());
    for (auto& [k, v] : attributes) out.emplace_back(k, std::move(v.first));
    return value::object(std::move(out));
}

value evaluate_node(const json_file& file, const node* n, const eval_context* ctx, diagnostics& diags) {
    switch (n->kind) {
    case node_kind::string: return evaluate_string(n->text(), file, n->whole, ctx, diags);
    case node_kind::number: {
        // The text passed the JSON number grammar, a subset of what parse()
        // reads; it fails only for magnitudes beyond number's range.
        bool out_of_range = false;
        auto parsed = number::parse(n->text(), number::default_precision, &out_of_range);
        if (parsed) return value::number(*parsed);
        if (out_of_range) {
            diags.add_error(hcl::detail::number_out_of_range_summary, hcl::detail::number_out_of_range_detail,
                            file.range(n->whole));
        }
        return value::unknown(type::number());
    }
    case node_kind::boolean: return value::boolean(n->boolean);
    case node_kind::null: return value::null(type::dynamic());
    case node_kind::array: {
        std::vector<value> elements;
        elements.reserve(n->count);
        for (const node& e : n->elements()) elements.push_back(evaluate_node(file, &e, ctx, diags));
        return value::tuple(std::move(elements));
    }
    case node_kind::object: return evaluate_object(file, n, ctx, diags);
    case node_kind::invalid: break;
    }
    return value::dynamic();
}

void string_variables(std::string_view text, const json_file& file, const span& where,
                      std::vector<traversal>& out) {
    if (is_literal_template(text)) return;  // no sequence, no variable
    auto parsed = parse_as_template(text, file, where);
    if (parsed.diagnostics.has_errors()) return;
    auto vars = parsed.expression.variables();
    out.insert(out.end(), std::make_move_iterator(vars.begin()), std::make_move_iterator(vars.end()));
}

void node_variables(const json_file& file, const node* n, std::vector<traversal>& out) {
    switch (n->kind) {
    case node_kind::string: string_variables(n->text(), file, n->whole, out); break;
    case node_kind::array:
        for (const node& e : n->elements()) node_variables(file, &e, out);
        break;
    case node_kind::object:
        for (const auto& p : n->properties()) {
            string_variables(p.name, file, p.name_span, out);
            node_variables(file, &p.value, out);
        }
        break;
    default: break;
    }
}

}  // namespace

std::optional<std::string_view> json_expression::string_text() const noexcept {
    if (key_) return key_->name;
    if (value_->kind == node_kind::string) return value_->text();
    return std::nullopt;
}

const span* json_expression::string_span() const noexcept {
    if (key_) return &key_->name_span;
    return value_->kind == node_kind::string ? &value_->whole : nullptr;
}

value json_expression::evaluate(const eval_context* ctx, diagnostics& diags) const {
    if (key_) return evaluate_string(key_->name, *file_, key_->name_span, ctx, diags);
    return evaluate_node(*file_, value_, ctx, diags);
}

void json_expression::collect_variables(std::vector<traversal>& out) const {
    if (key_) {
        string_variables(key_->name, *file_, key_->name_span, out);
        return;
    }
    node_variables(*file_, value_, out);
}

source_range json_expression::range() const { return file_->range(key_ ? key_->name_span : value_->whole); }

source_range json_expression::start_range() const {
    return file_->range(key_ ? key_->name_span : value_->start_span());
}

elements_result json_expression::evaluate_elements(const eval_context* ctx, diagnostics& diags,
                                                   std::vector<value>& out) const {
    // An array is the tuple of its elements. (An object's keys are
    // templates: whether it is an object at all is known only once they
    // are evaluated, so objects take the value route.)
    if (key_ || value_->kind != node_kind::array) return elements_result::declined;
    for (const node& e : value_->elements()) out.push_back(evaluate_node(*file_, &e, ctx, diags));
    return elements_result::elements;
}

namespace {

// A JSON string as a native quoted template that reads the same: the text as
// it is between quotes, when it needs no escaping. (Escaping would have to
// tell the template's literal parts from its interpolations, which keep
// their quotes and backslashes as they are.)
bool append_native_string(std::string& out, std::string_view text) {
    for (const char c : text) {
        if (c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return false;
    }
    out += '"';
    out += text;
    out += '"';
    return true;
}

// The value `n` as native-syntax text; false when it has none here.
bool append_native(std::string& out, const node& n) {
    switch (n.kind) {
    case node_kind::string: return append_native_string(out, n.text());
    case node_kind::number: out += n.text(); return true;
    case node_kind::boolean: out += n.boolean ? "true" : "false"; return true;
    case node_kind::null: out += "null"; return true;
    case node_kind::array: {
        out += '[';
        bool first = true;
        for (const node& e : n.elements()) {
            if (!first) out += ", ";
            first = false;
            if (!append_native(out, e)) return false;
        }
        out += ']';
        return true;
    }
    case node_kind::object: {
        // Property names are templates too, as quoted native keys are.
        out += '{';
        bool first = true;
        for (const property& p : n.properties()) {
            out += first ? " " : ", ";
            first = false;
            if (!append_native_string(out, p.name)) return false;
            out += " = ";
            if (!append_native(out, p.value)) return false;
        }
        out += first ? "}" : " }";
        return true;
    }
    case node_kind::invalid: return false;
    }
    return false;
}

}  // namespace

std::string json_expression::native_source() const {
    std::string out;
    const bool ok = key_ ? append_native_string(out, key_->name) : append_native(out, *value_);
    if (!ok) out.clear();
    return out;
}

std::optional<std::vector<expression>> json_expression::static_list() const {
    if (key_ || value_->kind != node_kind::array) return std::nullopt;
    std::vector<expression> out;
    out.reserve(value_->count);
    for (const node& e : value_->elements()) out.push_back(make_expression(file_, &e));
    return out;
}

std::optional<std::vector<key_value_pair>> json_expression::static_map() const {
    if (key_ || value_->kind != node_kind::object) return std::nullopt;
    std::vector<key_value_pair> out;
    out.reserve(value_->count);
    for (const auto& p : value_->properties()) {
        out.push_back(key_value_pair{expression(std::make_shared<json_expression>(file_, &p.value, &p)),
                                     make_expression(file_, &p.value)});
    }
    return out;
}

std::optional<static_call> json_expression::static_function_call() const {
    const auto text = string_text();
    if (!text) return std::nullopt;
    // A native expression this time (not a template), starting at the quote
    // as the reference does.
    native::parse_options options;
    options.start = file_->position(string_span()->start);
    auto parsed = native::parse_expression(std::string(*text), file_->filename(), options);
    if (parsed.diagnostics.has_errors()) return std::nullopt;
    diagnostics ignored;
    return hcl::static_function_call(parsed.expression, ignored);
}

std::optional<traversal> json_expression::static_traversal() const {
    const auto text = string_text();
    if (!text) return std::nullopt;
    native::parse_options options;
    options.start = file_->position(string_span()->start);
    auto parsed = native::parse_traversal(*text, file_->filename(), options);
    if (parsed.diagnostics.has_errors()) return std::nullopt;
    return std::move(parsed.traversal);
}

}  // namespace json::detail
HCL_END_NAMESPACE
