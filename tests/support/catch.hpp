// Catch2 for the test suite, v2 (Debian 12, CI) or v3 (vcpkg, newer
// distributions): test code includes this header, never Catch2's own
// (tests/CMakeLists.txt checks), and is written in v3's spelling; for v2,
// this header adds the little that v3 renamed. hclcpp_use_catch2() in
// tests/CMakeLists.txt defines HCLCPP_CATCH2_V3 for the version it found.
#pragma once

#if defined(HCLCPP_CATCH2_V3)

#include <catch2/catch_all.hpp>

// v2 has Approx in the global namespace; v3 only as Catch::Approx.
using Catch::Approx;

#else

#include <catch2/catch.hpp>

#include <string>

namespace Catch::Matchers {
// v3's name for the substring matcher v2 calls Contains (in v3, Contains
// matches an element of a range).
inline StdString::ContainsMatcher ContainsSubstring(const std::string& text,
                                                    CaseSensitive::Choice sensitivity = CaseSensitive::Yes) {
    return Contains(text, sensitivity);
}
}  // namespace Catch::Matchers

#endif
