// Writing the generated header.
#include "emit.hpp"

#include "cpp_types.hpp"

#include <algorithm>
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

void doc(std::string& out, const std::vector<std::string>& lines, const char* indent) {
    for (const auto& l : lines) {
        std::string text = comment_text(l);
        out += indent;
        out += text.empty() ? "//" : "// " + text;
        out += '\n';
    }
}

const char* tag_of(role r) {
    switch (r) {
    case role::attr: return "attr";
    case role::optional: return "optional";
    case role::block: return "block";
    case role::block_attrs: return "block_attrs";
    case role::label: return "label";
    case role::constant: return "";
    }
    return "";
}

void emit_struct(std::string& out, const struct_def& s) {
    doc(out, s.doc, "");
    out += "struct " + s.name + (s.members.empty() ? " {" : " {\n");
    for (const auto& m : s.members) {
        doc(out, m.doc, "    ");
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
                                       tag_of(m.kind) + "(\"" + m.hcl_name + "\")"};
        if (!m.inner.empty()) {
            parts.push_back(std::string(m.inner_optional ? ".optional_attr" : ".attr") + "(\"" + m.inner + "\")");
        }
        if (m.single_block) parts.emplace_back(".single_block()");
        if (!m.value_name.empty()) parts.push_back(".value_name(" + string_literal(m.value_name) + ")");
        if (!m.key_labels.empty()) parts.push_back(".key_labels(\"" + m.key_labels + "\")");
        if (m.min_items || m.max_items) {
            parts.push_back(".items(" + std::to_string(m.min_items) + ", " + std::to_string(m.max_items) + ")");
        }
        std::size_t width = 8 + 1;
        for (const auto& p : parts) width += p.size();
        out += "        ";
        for (std::size_t i = 0; i < parts.size(); ++i) {
            if (i > 0 && width > 110) out += "\n            ";
            out += parts[i];
        }
        out += ")";
    }
    out += ");\n}\n";
    if (!s.value_json.empty()) {
        out += "// The schema's root is a literal spec: the configuration's value (hcl::to_value) is its value.\n";
        out += "inline ::hcl::value hcl_to_value(const " + s.name + "&) {\n    return *::hcl::value_from_json(" +
               string_literal(s.value_json) + ", *::hcl::type_from_json(" + string_literal(s.type_json) + "));\n}\n";
    } else if (!s.value_member.empty()) {
        // A root that is not an object: its value is its one member's.
        const member& m = *std::find_if(s.members.begin(), s.members.end(),
                                        [&](const member& x) { return x.cpp_name == s.value_member; });
        const std::string name = s.name + "::" + m.cpp_name;
        out += "// The schema's root is not an object spec: the configuration's value (hcl::to_value) is\n// this "
               "member's.\n";
        if (m.kind != role::constant) {
            out += "inline ::hcl::value hcl_to_value(const " + s.name + "& config) { return ::hcl::to_value(config." +
                   m.cpp_name + "); }\n";
        } else {
            out += "inline ::hcl::value hcl_to_value(const " + s.name + "&) { return " +
                   (m.type == "std::string_view" ? "::hcl::value::string(" : "::hcl::to_value(") + name + "); }\n";
        }
    }
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
    for (const auto& i : h.includes) {
        if (i.starts_with("<hcl/")) out += "#include " + i + "\n";
    }
    out += "\n#include <boost/describe/class.hpp>\n\n";
    for (const auto& i : h.includes) {
        if (!i.starts_with("<hcl/")) out += "#include " + i + "\n";
    }
    if (decode && !h.includes.contains("<string>")) out += "#include <string>\n";
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
