// Maps the Catch2 v2 single header onto Catch2 v3, so the tests build with
// either (Debian 12 ships v2, vcpkg v3). Only on the include path with v3.
#pragma once

#include <catch2/catch_all.hpp>

// v2 spelling the tests may use that v3 moved (Catch::Detail::Approx in v2).
using Catch::Approx;
