// Test helpers for the PCL type system: types written as type expressions.
#pragma once

#include <hcl/pcl/type.hpp>
#include <hcl/pcl/type_expression.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

namespace pcl_test {

// The type `text` denotes; the test fails when it does not parse.
inline hcl::pcl::type T(const std::string& text) {
    auto r = hcl::pcl::parse_type(text);
    INFO(text << ": " << r.diagnostics.to_string());
    REQUIRE_FALSE(r.diagnostics.has_errors());
    return r.type;
}

// A universe of types for the pair laws: every kind, nested kinds, unions,
// optionals and eventuals at the top and inside.
inline const std::vector<hcl::pcl::type>& universe() {
    static const std::vector<hcl::pcl::type> types = [] {
        std::vector<hcl::pcl::type> out;
        for (const char* text : {
                 "bool", "int", "number", "string", "none", "any",
                 "list(int)", "list(number)", "list(string)", "list(bool)", "list(any)", "list(optional(int))",
                 "set(int)", "set(string)", "set(bool)",
                 "map(int)", "map(string)", "map(any)", "map(list(int))",
                 "tuple([])", "tuple([int])", "tuple([string, int])", "tuple([bool, number])", "tuple([none])",
                 "object({})", "object({a = int})", "object({a = string})", "object({a = optional(int)})",
                 "object({a = int, b = string})", "object({b = list(string)})", "object({a = bool})",
                 "union(bool, number)", "union(int, list(int))", "union(bool, map(string))",
                 "optional(int)", "optional(string)", "optional(bool)", "optional(union(bool, number))",
                 "promise(int)", "promise(string)", "promise(list(int))", "promise(any)", "promise(optional(int))",
                 "output(int)", "output(string)", "output(number)", "output(optional(int))", "output(any)",
                 "output(object({a = int}))", "list(output(int))", "map(promise(string))",
                 "union(output(int), none)", "object({a = output(string)})",
             })
            out.push_back(T(text));
        return out;
    }();
    return types;
}

}  // namespace pcl_test
