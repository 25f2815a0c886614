// jsonencode and jsondecode, and the registration of the encoding area.
//
// Both use the standard JSON encoding of values (<hcl/value_json.hpp>):
// jsonencode writes what Go's encoding/json would (keys sorted, `<` `>` `&`
// escaped, numbers exact), jsondecode reads numbers exactly and gives
// objects object types and arrays tuple types.
#include "stdlib/encoding_functions.hpp"
#include "stdlib/stdlib_support.hpp"

#include <hcl/stdlib.hpp>
#include <hcl/value_json.hpp>

HCL_BEGIN_NAMESPACE
namespace stdlib {
namespace detail {

function_spec jsonencode_spec() {
    function_spec spec;
    spec.description = "Returns a string containing a JSON representation of the given value.";
    spec.parameters = {param("val", type::dynamic(), allow_dynamic | allow_null)};
    spec.result_type = static_result_type(type::string());
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        const value& v = args[0];
        // Unknowns have no JSON form; the text is unknown until they are known.
        if (!v.is_wholly_known()) return value::unknown(result_type);
        if (v.is_null()) return value::string_nfc("null");
        auto json = value_to_json(v);
        if (!json) return call_failed(json.error().to_string());
        return value::string(*json);
    };
    return spec;
}

function_spec jsondecode_spec() {
    function_spec spec;
    spec.description =
        "Parses the given string as JSON and returns a value corresponding to what the JSON "
        "document describes.";
    spec.parameters = {param("str", type::string())};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (!args[0].is_known()) return type::dynamic();
        auto t = implied_type_from_json(args[0].as_string());
        if (!t) return call_failed(t.error().to_string());
        return *t;
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        auto v = value_from_json(args[0].as_string(), result_type);
        if (!v) return call_failed(v.error().to_string());
        return *v;
    };
    return spec;
}

}  // namespace detail

void add_encoding_functions(function_table& table) {
    detail::define(table, "jsonencode", detail::jsonencode_spec());
    detail::define(table, "jsondecode", detail::jsondecode_spec());
    detail::define(table, "csvdecode", detail::csvdecode_spec());
}

}  // namespace stdlib
HCL_END_NAMESPACE
