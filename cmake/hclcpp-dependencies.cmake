# Third-party packages, all from Debian 12 (see scripts/install-deps.sh).
# The minimum versions are shared with hclcppConfig.cmake, which re-finds
# the same packages for consumers.
set(HCLCPP_BOOST_MIN_VERSION 1.81)          # PFR, Describe, Multiprecision (header-only)
set(HCLCPP_NLOHMANN_JSON_MIN_VERSION 3.10)

find_package(Boost ${HCLCPP_BOOST_MIN_VERSION} REQUIRED)
# Only the common library: hclcpp uses none of ICU's i18n library.
find_package(ICU REQUIRED COMPONENTS uc)
find_package(nlohmann_json ${HCLCPP_NLOHMANN_JSON_MIN_VERSION} REQUIRED)
# std::thread, for decode_options::parallel_parse.
find_package(Threads REQUIRED)
include(hclcpp-find-re2)
if(NOT TARGET re2::re2)
  message(FATAL_ERROR "hclcpp needs RE2: install libre2-dev (scripts/install-deps.sh) "
                      "or point CMAKE_PREFIX_PATH at an re2 CMake package")
endif()
