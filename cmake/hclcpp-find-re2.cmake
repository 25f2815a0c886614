# Provides the target re2::re2. Upstream and vcpkg builds of RE2 ship a CMake
# package; Debian 12's libre2-dev has only a pkg-config file. Installed next to
# hclcppConfig.cmake, which includes it too. Leaves re2::re2 undefined when
# RE2 is not found; the caller decides whether that is fatal.
if(NOT TARGET re2::re2)
  find_package(re2 CONFIG QUIET)
endif()
if(NOT TARGET re2::re2)
  find_package(PkgConfig QUIET)
  if(PkgConfig_FOUND)
    pkg_check_modules(HCLCPP_RE2 QUIET IMPORTED_TARGET re2)
  endif()
  if(TARGET PkgConfig::HCLCPP_RE2)
    add_library(re2::re2 INTERFACE IMPORTED)
    target_link_libraries(re2::re2 INTERFACE PkgConfig::HCLCPP_RE2)
  endif()
endif()
