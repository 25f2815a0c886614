// What hover says of schema items and functions, as markdown.
#include "lsp/hover_support.hpp"

#include "lsp/completion_support.hpp"

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

std::string quoted_label(std::string_view label) {
    std::string out = "\"";
    for (const char c : label) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    out += '"';
    return out;
}

const char* required_word(bool required) { return required ? "required" : "optional"; }

void append_path(std::string& markdown, const char* what, const std::string& path) {
    if (path.empty()) return;
    markdown += "\n\n";
    markdown += what;
    markdown += inline_or_block(path);
}

}  // namespace

std::string markdown_escape(std::string_view plain) {
    std::string out;
    out.reserve(plain.size());
    for (const char c : plain) {
        switch (c) {
        case '\\':
        case '`':
        case '*':
        case '_':
        case '[':
        case ']':
        case '<':
        case '>':
        case '#':
        case '|':
            out += '\\';
            break;
        default:
            break;
        }
        out += c;
    }
    return out;
}

std::string code_block(std::string_view code) {
    std::string out = "```hcl\n";
    out += code;
    if (!code.empty() && code.back() != '\n') out += '\n';
    out += "```";
    return out;
}

std::string inline_or_block(std::string_view code) {
    constexpr std::size_t inline_limit = 80;
    if (code.size() > inline_limit || code.find_first_of("`\n") != std::string_view::npos) return code_block(code);
    return "`" + std::string(code) + "`";
}

void append_documentation(std::string& markdown, const documentation& doc) {
    if (doc.empty()) return;
    markdown += "\n\n";
    markdown += doc.markdown ? doc.text : markdown_escape(doc.text);
}

std::string block_step(std::string_view type, const std::vector<std::string>& labels) {
    std::string out(type);
    for (const auto& l : labels) out += " " + quoted_label(l);
    return out;
}

std::string block_path(const std::vector<enclosing_block>& blocks) {
    std::string out;
    for (const auto& b : blocks) {
        if (!out.empty()) out += " > ";
        out += block_step(b.type, b.labels);
    }
    return out;
}

std::string attribute_markdown(const schema_attribute& a, const std::string& path) {
    std::string out = "**" + markdown_escape(a.name) + "** `" + a.type.to_type_expression() + "`, ";
    out += required_word(a.required);
    append_documentation(out, a.doc);
    append_path(out, "In ", path);
    return out;
}

std::string block_markdown(const schema_block& b, const std::string& path) {
    std::string out = "**" + markdown_escape(b.type) + "** block";
    if (!b.labels.empty()) {
        out += " with label";
        if (b.labels.size() > 1) out += 's';
        const char* separator = " ";
        for (const auto& l : b.labels) {
            out += separator;
            out += "`" + l.name + "`";
            separator = ", ";
        }
    }
    out += ", ";
    out += required_word(b.required());
    if (b.repeatable()) out += ", repeatable";
    append_documentation(out, b.doc);
    append_path(out, "Path: ", path);
    return out;
}

std::optional<std::string> label_markdown(const schema_block& b, std::size_t index, std::string_view label) {
    if (b.body_label == index) {
        const auto it = b.bodies_by_label.find(label);
        if (it != b.bodies_by_label.end() && it->second && !it->second->doc.empty()) {
            std::string out = "**" + markdown_escape(label) + "**";
            append_documentation(out, it->second->doc);
            return out;
        }
    }
    if (index < b.labels.size() && !b.labels[index].doc.empty()) {
        std::string out = "**" + markdown_escape(b.labels[index].name) + "** label of `" + b.type + "`";
        append_documentation(out, b.labels[index].doc);
        return out;
    }
    return std::nullopt;
}

std::string function_markdown(std::string_view name, const hcl::function& f) {
    std::string out = code_block(signature_label(name, f));
    append_documentation(out, {std::string(f.description()), false});
    return out;
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
