// PCL's conversion rules on HCL's own types are HCL's (information model,
// "Type Conversions"): for every pair of a universe of HCL types,
// pcl::conversion_from agrees with hcl::classify_conversion, except for the
// cases docs/pcl.md lists ("Where we follow Pulumi, and where we do not").
#include <hcl/convert.hpp>
#include <hcl/pcl/conversion.hpp>
#include <hcl/type.hpp>

#include "support/catch.hpp"

#include <vector>

namespace {

std::vector<hcl::type> hcl_universe() {
    using hcl::type;
    std::vector<type> scalars{type::boolean(), type::number(), type::string()};
    std::vector<type> out = scalars;
    out.push_back(type::dynamic());
    for (const auto& s : scalars) {
        out.push_back(type::list(s));
        out.push_back(type::set(s));
        out.push_back(type::map(s));
    }
    out.push_back(type::list(type::list(type::number())));
    out.push_back(type::tuple({}));
    out.push_back(type::tuple({type::number()}));
    out.push_back(type::tuple({type::string(), type::number()}));
    out.push_back(type::tuple({type::number(), type::number()}));
    out.push_back(type::empty_object());
    out.push_back(type::object({{"a", type::number()}}));
    out.push_back(type::object({{"a", type::string()}, {"b", type::boolean()}}));
    out.push_back(type::object({{"a", type::list(type::string())}}));
    return out;
}

// The documented differences: a tuple into a set is at most unsafe here
// (equal elements collapse); into a collection of `any` element-wise.
bool documented_difference(const hcl::type& src, const hcl::type& dst) {
    if (src.is_tuple() && dst.is_set()) return true;
    if ((src.is_tuple() || src.is_object()) && dst.is_collection() && dst.element_type().is_dynamic()) return true;
    return false;
}

const char* name(hcl::conversion_safety s) {
    switch (s) {
    case hcl::conversion_safety::impossible: return "none";
    case hcl::conversion_safety::unsafe: return "unsafe";
    case hcl::conversion_safety::safe: return "safe";
    }
    return "?";
}

}  // namespace

TEST_CASE("pcl conversion agrees with HCL's on HCL types", "[pcl]") {
    const auto u = hcl_universe();
    std::size_t compared = 0;
    for (const auto& src : u) {
        for (const auto& dst : u) {
            if (documented_difference(src, dst)) continue;
            const auto ours = hcl::pcl::conversion_from(hcl::pcl::type::from_hcl(dst), hcl::pcl::type::from_hcl(src));
            INFO(src.to_type_expression() << " -> " << dst.to_type_expression());
            CHECK(std::string(hcl::pcl::to_string(ours)) == name(hcl::classify_conversion(src, dst)));
            ++compared;
        }
    }
    CHECK(compared > 400);
}
