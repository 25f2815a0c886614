// Writing the generated header.
#include "emit.hpp"

#include "cpp_types.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace hcl_gen {
namespace {

// A comment line must not end in a backslash (it would continue onto the
// next line).
std::string comment_text(std::string line) {
    while (!line.empty() && (line.back() == '\\' || line.back() == ' ')) line.pop_back();
    return line;
}

const char* tag_of(role r) {
    switch (r) {
    case role::attr: return "attr";
    case role::optional: return "optional";
    case role::block: return "block";
    case role::block_attrs: return "block_attrs";
    case role::label: return "label";
    case role::constant: return "";
    case role::group: return "group";
    }
    return "";
}

// The hcl::value of the constant `m` of the struct `s`.
std::string constant_value(const struct_def& s, const member& m) {
    const std::string name = s.name + "::" + m.cpp_name;
    if (m.type == "::hcl::value") return name + "()";
    if (m.type == "std::string_view") return "::hcl::value::string(" + name + ")";
    return "::hcl::to_value(" + name + ")";
}

// `text` as adjacent string literals, one per line after the first, each
// short enough (as written, escapes included) that a line starting
// `indent` columns in stays within the header's 110 columns.
std::string wrapped_literal(std::string_view text, std::size_t indent) {
    const std::size_t width = 110 - indent - 4;  // quotes, and a closing ")," or "));"
    std::vector<std::string> pieces(1);
    while (!text.empty()) {
        std::size_t n = 1;  // one whole UTF-8 character
        while (n < text.size() && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) ++n;
        const std::string quoted = string_literal(text.substr(0, n));
        const std::string_view escaped = std::string_view(quoted).substr(1, quoted.size() - 2);
        if (pieces.back().size() + escaped.size() > width) pieces.emplace_back();
        pieces.back() += escaped;
        text.remove_prefix(n);
    }
    std::string out;
    for (const auto& p : pieces) out += (out.empty() ? "\"" : "\n" + std::string(indent, ' ') + "\"") + p + "\"";
    return out;
}

// Words of a description, wrapped into comment lines.
std::vector<std::string> wrap(std::string_view text, std::size_t width = 96) {
    std::vector<std::string> lines;
    std::string line;
    auto flush = [&] {
        lines.push_back(line);
        line.clear();
    };
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '\n') {
            flush();
            ++i;
            continue;
        }
        if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r') {
            ++i;
            continue;
        }
        std::size_t end = text.find_first_of(" \t\r\n", i);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view word = text.substr(i, end - i);
        if (!line.empty() && line.size() + 1 + word.size() > width) flush();
        if (!line.empty()) line += ' ';
        line += word;
        i = end;
    }
    if (!line.empty()) flush();
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

void comment(std::string& out, const std::vector<std::string>& lines, const char* indent, const char* marker) {
    for (const auto& l : lines) {
        std::string text = comment_text(l);
        out += indent;
        out += marker;
        if (!text.empty()) out += " " + text;
        out += '\n';
    }
}

// The schema's description as a /// comment, then hcl-gen's own notes.
template <class Item>
void doc(std::string& out, const Item& item, const char* indent) {
    comment(out, wrap(item.description), indent, "///");
    comment(out, item.doc, indent, "//");
}

// The .doc(...) annotation of a description.
template <class Item>
std::string doc_annotation(const Item& item, std::size_t indent) {
    const std::string text = wrapped_literal(item.description, indent + (item.markdown ? 19 : 5));
    return ".doc(" + (item.markdown ? "::hcl::markdown(" + text + ")" : text) + ")";
}

// A constant no C++ literal spells, as a function returning the value
// (built once, on first use).
void emit_value_constant(std::string& out, const member& m) {
    out += "    static const ::hcl::value& " + m.cpp_name + "() {\n";
    out += "        static const ::hcl::value constant = *::hcl::value_from_json(\n";
    out += "            " + wrapped_literal(m.value_json, 12) + ",\n";
    out += "            *::hcl::type_from_json(" + wrapped_literal(m.type_json, 35) + "));\n";
    out += "        return constant;\n    }\n";
}

// The value of the member `m` of the struct `s` (`x` the struct).
std::string member_value(const struct_def& s, const member& m) {
    return m.kind == role::constant ? constant_value(s, m) : "::hcl::to_value(x." + m.cpp_name + ")";
}

// hcl_to_value for a struct whose value is not its reflected one.
void emit_to_value(std::string& out, const struct_def& s) {
    using kind = struct_def::value_kind;
    const bool reads = std::any_of(s.members.begin(), s.members.end(),
                                   [](const member& m) { return m.kind != role::constant; });
    const std::string head = "inline ::hcl::value hcl_to_value(const " + s.name + (reads ? "& x) {" : "&) {");
    switch (s.value) {
    case kind::reflected: return;
    case kind::member: {
        const member& m = *std::find_if(s.members.begin(), s.members.end(),
                                        [&](const member& x) { return x.cpp_name == s.value_member; });
        out += "// The struct's value (hcl::to_value) is this member's, as the schema's result.\n";
        out += head + " return " + member_value(s, m) + "; }\n";
        return;
    }
    case kind::object:
        out += "// The struct's value (hcl::to_value) is the schema's result: its members' values and its\n"
               "// constants.\n";
        out += head + "\n    return ::hcl::value::object({\n";
        for (const auto& m : s.members) {
            const std::string key = m.value_name.empty() ? m.hcl_name : m.value_name;
            out += "        {" + string_literal(key) + ", " + member_value(s, m) + "},\n";
        }
        out += "    });\n}\n";
        return;
    case kind::tuple:
        out += "// The struct's value (hcl::to_value) is the schema's result, an array spec's tuple: its\n"
               "// members' values in order.\n";
        out += head + "\n    return ::hcl::value::tuple({";
        for (std::size_t i = 0; i < s.members.size(); ++i) {
            out += (i == 0 ? "\n        " : ",\n        ") + member_value(s, s.members[i]);
        }
        out += "});\n}\n";
        return;
    case kind::first_non_null:
        out += "// The struct's value (hcl::to_value) is the schema's result, a default spec's: the first of\n"
               "// its members' values that is not null.\n";
        out += head + "\n";
        for (std::size_t i = 0; i < s.members.size(); ++i) {
            const std::string v = member_value(s, s.members[i]);
            if (i == 0) {
                out += "    ::hcl::value v = " + v + ";\n";
            } else {
                out += "    if (v.is_null()) v = " + v + ";\n";
            }
        }
        out += "    return v;\n}\n";
        return;
    }
}

void emit_struct(std::string& out, const struct_def& s) {
    doc(out, s, "");
    out += "struct " + s.name + (s.members.empty() ? " {" : " {\n");
    for (const auto& m : s.members) {
        doc(out, m, "    ");
        if (!m.value_json.empty()) {
            emit_value_constant(out, m);
            continue;
        }
        out += "    ";
        if (m.kind == role::constant) out += "static constexpr ";
        out += m.type + " " + m.cpp_name;
        if (m.initializer == "{}") {
            out += "{}";
        } else if (!m.initializer.empty()) {
            out += " " + m.initializer;
        }
        out += ";\n";
    }
    out += s.function;
    out += "};\n";
    // The member list, wrapped before 110 columns.
    std::string line = "BOOST_DESCRIBE_STRUCT(" + s.name + ", (), (";
    bool first_member = true;
    for (const auto& m : s.members) {
        if (m.kind == role::constant) continue;
        const std::string item = (first_member ? "" : ", ") + m.cpp_name;
        if (!first_member && line.size() + item.size() > 108) {
            out += line + ",\n";
            line = "    " + m.cpp_name;
        } else {
            line += item;
        }
        first_member = false;
    }
    out += line + "))\n";
    out += "constexpr auto hcl_fields(::hcl::type_tag<" + s.name + ">) {\n";
    out += "    return ::hcl::fields(";
    bool first = true;
    for (const auto& m : s.members) {
        if (m.kind == role::constant) continue;
        out += first ? "\n" : ",\n";
        first = false;
        // The entry, its tag's modifiers on lines of their own when it is long.
        std::vector<std::string> parts{"::hcl::field(&" + s.name + "::" + m.cpp_name + ", ::hcl::tag::" +
                                       tag_of(m.kind) +
                                       (m.kind == role::group ? "(" + (m.value_name.empty() ? "" : string_literal(m.value_name)) + ")"
                                                              : "(\"" + m.hcl_name + "\")")};
        if (!m.inner.empty()) {
            parts.push_back(std::string(m.inner_optional ? ".optional_attr" : ".attr") + "(\"" + m.inner + "\")");
        }
        if (m.single_block) parts.emplace_back(".single_block()");
        if (!m.value_name.empty() && m.kind != role::group) {
            parts.push_back(".value_name(" + string_literal(m.value_name) + ")");
        }
        if (!m.key_labels.empty()) parts.push_back(".key_labels(\"" + m.key_labels + "\")");
        if (m.min_items || m.max_items) {
            parts.push_back(".items(" + std::to_string(m.min_items) + ", " + std::to_string(m.max_items) + ")");
        }
        if (!m.description.empty()) parts.push_back(doc_annotation(m, 12));
        std::size_t width = 8 + 1;
        for (const auto& p : parts) width += p.size();
        out += "        ";
        for (std::size_t i = 0; i < parts.size(); ++i) {
            if (i > 0 && width > 110) out += "\n            ";
            out += parts[i];
        }
        out += ")";
    }
    out += ")";
    if (!s.description.empty()) out += "\n        " + doc_annotation(s, 8);
    out += ";\n}\n";
    emit_to_value(out, s);
}

void emit_decode_functions(std::string& out, const std::string& root) {
    out += "\n// Reads the file at `path` (JSON syntax when its name ends in \".json\") into\n// the struct " +
           root + "; every problem is in the result's diagnostics.\n";
    out += "inline ::hcl::decode_result<" + root + "> try_decode_" + root +
           "(\n    const std::string& path, const ::hcl::eval_context* ctx = nullptr) {\n";
    out += "    return ::hcl::try_decode_file<" + root + ">(path, ctx);\n}\n";
    out += "\n// As try_decode_" + root + ", throwing ::hcl::error (which carries the diagnostics).\n";
    out += "inline " + root + " decode_" + root +
           "(const std::string& path, const ::hcl::eval_context* ctx = nullptr) {\n";
    out += "    return ::hcl::decode_file<" + root + ">(path, ctx);\n}\n";
}

}  // namespace

std::string emit(const header& h) {
    std::string out;
    out += "// Generated by hcl-gen from " + h.schema_name + "; do not edit.\n";
    out += "// Change the schema and regenerate" + (h.regenerate.empty() ? std::string(".") : ": " + h.regenerate) +
           "\n";
    out += "#pragma once\n\n";
    const bool decode = !h.roots.empty();
    out += decode ? "#include <hcl/decode.hpp>\n" : "#include <hcl/annotate.hpp>\n";
    // A struct whose value is not its reflected object has an hcl_to_value,
    // which calls hcl::to_value.
    std::set<std::string> includes = h.includes;
    if (std::any_of(h.structs.begin(), h.structs.end(),
                    [](const struct_def& s) { return s.value != struct_def::value_kind::reflected; })) {
        includes.insert("<hcl/value_to.hpp>");
    }
    for (const auto& i : includes) {
        if (i.starts_with("<hcl/")) out += "#include " + i + "\n";
    }
    out += "\n#include <boost/describe/class.hpp>\n\n";
    for (const auto& i : includes) {
        if (!i.starts_with("<hcl/")) out += "#include " + i + "\n";
    }
    if (decode && !includes.contains("<string>")) out += "#include <string>\n";
    out += "\n";
    if (!h.name_space.empty()) out += "namespace " + h.name_space + " {\n\n";
    bool first = true;
    for (const auto& s : h.structs) {
        if (!first) out += "\n";
        first = false;
        emit_struct(out, s);
    }
    for (const auto& r : h.roots) emit_decode_functions(out, r);
    if (!h.name_space.empty()) out += "\n}  // namespace " + h.name_space + "\n";
    return out;
}

}  // namespace hcl_gen
