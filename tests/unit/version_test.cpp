// <hcl/version.hpp>: the generated version macros agree with each other.
// (That they agree with project(VERSION), the package and the tools is the
// test release.version.)
#include <hcl/version.hpp>

#include "support/catch.hpp"

#include <string>

TEST_CASE("version: the string spells MAJOR.MINOR.PATCH", "[version]") {
    const std::string parts = std::to_string(HCLCPP_VERSION_MAJOR) + "." + std::to_string(HCLCPP_VERSION_MINOR) +
                              "." + std::to_string(HCLCPP_VERSION_PATCH);
    CHECK(std::string(HCLCPP_VERSION_STRING) == parts);
}

TEST_CASE("version: HCLCPP_VERSION orders releases in #if", "[version]") {
    STATIC_REQUIRE(HCLCPP_VERSION == HCLCPP_VERSION_MAJOR * 10000 + HCLCPP_VERSION_MINOR * 100 + HCLCPP_VERSION_PATCH);
#if HCLCPP_VERSION < 100
    FAIL("HCLCPP_VERSION is below 0.1.0, the first version");
#endif
}
