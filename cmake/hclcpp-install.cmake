# Install rules: the library, its headers, and a relocatable CMake package
#   find_package(hclcpp CONFIG REQUIRED)  ->  hclcpp::hclcpp, hclcpp::lsp
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(HCLCPP_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/hclcpp"
    CACHE STRING "Where hclcppConfig.cmake is installed, relative to the prefix")
mark_as_advanced(HCLCPP_INSTALL_CMAKEDIR)

install(TARGETS hclcpp hclcpp_lsp
  EXPORT hclcppTargets
  ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT hclcpp_development
  LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT hclcpp_runtime
          NAMELINK_COMPONENT hclcpp_development
  RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT hclcpp_runtime
  FILE_SET HEADERS COMPONENT hclcpp_development)
# The tools, hcl-gen among them: not in the export set (hclcpp-find-gen.cmake
# says why and how the package finds hcl-gen).
if(HCLCPP_BUILD_TOOLS)
  install(TARGETS hclcpp_cli hclcpp_hcldec hclcpp_hcl_lsp hclcpp_gen
    RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT hclcpp_runtime)
endif()

# The licence, where distributions look for it. (Not CMAKE_INSTALL_DOCDIR:
# when hclcpp is embedded, that names the parent project.)
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE"
  DESTINATION "${CMAKE_INSTALL_DATAROOTDIR}/doc/hclcpp"
  COMPONENT hclcpp_development)

# hclcpp.pc, for pkg-config users.
include("${CMAKE_CURRENT_LIST_DIR}/hclcpp-pkg-config.cmake")

install(EXPORT hclcppTargets
  NAMESPACE hclcpp::
  DESTINATION "${HCLCPP_INSTALL_CMAKEDIR}"
  COMPONENT hclcpp_development)

# A static library's private dependencies (ICU, nlohmann/json, RE2) appear as
# $<LINK_ONLY:...> in the exported target, so the config file must find them;
# a shared one needs only Boost, whose headers are part of hclcpp's interface.
get_target_property(_hclcpp_type hclcpp TYPE)
if(_hclcpp_type STREQUAL "STATIC_LIBRARY")
  set(HCLCPP_STATIC_LIBRARY ON)
else()
  set(HCLCPP_STATIC_LIBRARY OFF)
endif()
configure_package_config_file(
  "${CMAKE_CURRENT_LIST_DIR}/hclcppConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/hclcppConfig.cmake"
  INSTALL_DESTINATION "${HCLCPP_INSTALL_CMAKEDIR}")

# 0.x releases may break the API in any minor version; from 1.0 on, the major
# version says it.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(_hclcpp_compatibility SameMinorVersion)
else()
  set(_hclcpp_compatibility SameMajorVersion)
endif()
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/hclcppConfigVersion.cmake"
  COMPATIBILITY ${_hclcpp_compatibility})

install(FILES
  "${PROJECT_BINARY_DIR}/hclcppConfig.cmake"
  "${PROJECT_BINARY_DIR}/hclcppConfigVersion.cmake"
  "${CMAKE_CURRENT_LIST_DIR}/hclcpp-find-re2.cmake"
  "${CMAKE_CURRENT_LIST_DIR}/hclcpp-find-gen.cmake"
  "${PROJECT_SOURCE_DIR}/generators/hclcpp-generate.cmake"
  DESTINATION "${HCLCPP_INSTALL_CMAKEDIR}"
  COMPONENT hclcpp_development)
