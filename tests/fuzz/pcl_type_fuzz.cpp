// Fuzzes the PCL type-expression reader (hcl::pcl::parse_type) and what a
// type it accepts must satisfy: its text form reads back to the same type,
// it converts safely to itself and unifies with itself to itself, and the
// other operations on it (names, traversal, value conversion of null) run.
// Nothing may crash, hang or throw.
#include <hcl/pcl/conversion.hpp>
#include <hcl/pcl/convert_value.hpp>
#include <hcl/pcl/traverse.hpp>
#include <hcl/pcl/type_expression.hpp>
#include <hcl/value.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = hcl::pcl::parse_type(text, "fuzz");
    if (parsed.diagnostics.has_errors()) return 0;
    const hcl::pcl::type& t = parsed.type;
    auto again = hcl::pcl::parse_type(t.to_string(), "again");
    if (again.diagnostics.has_errors() || !(again.type == t)) std::abort();
    if (hcl::pcl::conversion_from(t, t) != hcl::pcl::conversion_kind::safe) std::abort();
    if (!(hcl::pcl::unify({t, t}) == t)) std::abort();
    (void)t.friendly_name();
    (void)hcl::pcl::unify({t, hcl::pcl::type::integer(), hcl::pcl::type::none()});
    hcl::diagnostics diags;
    (void)hcl::pcl::traverse(t, hcl::traverse_attribute{"a", {}}, diags);
    (void)hcl::pcl::traverse(t, hcl::traverse_index{hcl::value::number(0), {}}, diags);
    (void)hcl::pcl::convert_value(hcl::value::null(hcl::type::dynamic()), t);
    (void)hcl::pcl::convert_value(hcl::value::number(1), t);
    return 0;
}
