// hcl::stdlib — the standard function library (docs/stdlib.md).
//
// The functions HCL applications conventionally offer (the reference's
// go-cty stdlib under the names Terraform-style applications use), with the
// reference's parameter types, null/unknown handling, result types and error
// messages. Get the whole table in one call, or only some areas:
//
//     hcl::eval_context ctx;
//     ctx.functions() = hcl::stdlib::functions();
//     ctx.functions() = hcl::stdlib::functions(hcl::stdlib::area::strings | hcl::stdlib::area::numbers);
#pragma once

#include <hcl/config.hpp>
#include <hcl/function.hpp>

#include <cstdint>

HCL_BEGIN_NAMESPACE
namespace stdlib {

enum class area : std::uint32_t {
    numbers = 1u << 0,      // abs ceil floor log pow signum parseint max min int
    strings = 1u << 1,      // upper lower title strrev strlen substr join split sort chomp indent trim*...
    regex = 1u << 2,        // regex regexall regex_replace
    format = 1u << 3,       // format formatlist
    collections = 1u << 4,  // coalesce coalescelist compact concat contains distinct chunklist flatten keys
                            // values lookup merge reverse setproduct slice zipmap element index length
                            // hasindex range
    sets = 1u << 5,         // sethaselement setunion setintersection setsubtract setsymmetricdifference
    encoding = 1u << 6,     // jsonencode jsondecode csvdecode
    datetime = 1u << 7,     // formatdate timeadd
    logic = 1u << 8,        // not and or
    try_can = 1u << 9,      // try can: receive their arguments unevaluated (expression closures),
                            // so they are an area of their own (defined in src/ext/try_can.cpp)
    type_conversion = 1u << 10,  // convert(value, type): its second argument is a type constraint
                                 // expression (src/ext/type_constraint_function.cpp); not in the
                                 // reference's library
    all = 0xFFFFFFFFu,
};

constexpr area operator|(area a, area b) noexcept {
    return static_cast<area>(static_cast<std::uint32_t>(a) | static_cast<std::uint32_t>(b));
}
constexpr bool has(area set, area one) noexcept {
    return (static_cast<std::uint32_t>(set) & static_cast<std::uint32_t>(one)) != 0;
}

// The functions of the chosen areas, by their conventional names.
function_table functions(area areas = area::all);

// Adds one area's functions to `table` (existing names are replaced).
void add_number_functions(function_table& table);
void add_string_functions(function_table& table);
void add_regex_functions(function_table& table);
void add_format_functions(function_table& table);
void add_collection_functions(function_table& table);
void add_set_functions(function_table& table);
void add_encoding_functions(function_table& table);
void add_datetime_functions(function_table& table);
void add_logic_functions(function_table& table);
void add_try_can_functions(function_table& table);
void add_type_conversion_functions(function_table& table);

// `try(exprs...)` and `can(expr)` (reference-behaviour §7.2): the first
// argument that evaluates without errors / whether the argument does.
function try_function();
function can_function();

}  // namespace stdlib
HCL_END_NAMESPACE
