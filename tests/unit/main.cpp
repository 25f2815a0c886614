// The Catch2 entry point for the unit tests (Catch2 v2; with v3 this file goes
// away and the target links Catch2::Catch2WithMain).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
