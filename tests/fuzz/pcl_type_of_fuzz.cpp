// Fuzzes hcl::pcl::type_of and check_body: the input is parsed as a native
// configuration file and every attribute typed in a scope with variables of
// every PCL kind and the standard library's signatures, with a schema
// declaring some attributes. Nothing may crash, hang or throw, and every
// diagnostic must carry a range.
#include <hcl/native/parse.hpp>
#include <hcl/pcl/check.hpp>
#include <hcl/pcl/type_expression.hpp>
#include <hcl/pcl/type_of.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

const hcl::pcl::scope& fuzz_scope() {
    static const hcl::pcl::scope s = [] {
        hcl::pcl::scope out(hcl::pcl::standard_functions());
        const std::pair<const char*, const char*> variables[] = {
            {"i", "int"}, {"n", "number"}, {"s", "string"}, {"b", "bool"}, {"d", "any"}, {"z", "none"},
            {"l", "list(int)"}, {"m", "map(string)"}, {"t", "tuple([int, string])"},
            {"o", "object({a = int, b = optional(object({c = list(string)}))})"},
            {"u", "union(bool, number, list(int))"}, {"out", "output(object({arn = string, n = int}))"},
            {"p", "promise(list(string))"}, {"st", "set(string)"},
        };
        for (const auto& [name, text] : variables) out.define(name, hcl::pcl::parse_type(text).type);
        return out;
    }();
    return s;
}

const hcl::pcl::body_schema& fuzz_schema() {
    static const hcl::pcl::body_schema schema = [] {
        hcl::pcl::body_schema out;
        out.attributes = {{"a", hcl::pcl::type::integer()},
                          {"b", hcl::pcl::parse_type("optional(list(string))").type},
                          {"c", hcl::pcl::parse_type("output(string)").type}};
        out.blocks.push_back({"resource", out});
        return out;
    }();
    return schema;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    auto parsed = hcl::native::parse_config(text, "fuzz.pp");
    auto checked = hcl::pcl::check_body(parsed.file->body(), fuzz_scope(), &fuzz_schema());
    for (const auto& d : checked.diagnostics)
        if (!d.subject) std::abort();
    auto expression = hcl::native::parse_expression(std::move(text), "fuzz.pp");
    hcl::diagnostics diags;
    (void)hcl::pcl::type_of(expression.expression, fuzz_scope(), diags).to_string();
    for (const auto& d : diags)
        if (!d.subject) std::abort();
    return 0;
}
