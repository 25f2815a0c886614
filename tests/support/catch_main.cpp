// The entry point of a Catch2 v2 test program (hclcpp_use_catch2() in
// tests/CMakeLists.txt adds it; with v3 the program links Catch2::Catch2WithMain).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
