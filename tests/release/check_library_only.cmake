# release.library_only: configured as the vcpkg port is without its `tools`
# feature (tools, tests and examples off, hclcpp at the top level), the
# project defines the libraries and no tool: hcl-gen no more than the others
# (generators/CMakeLists.txt), so a library-only build compiles nothing else.
#
#   cmake -DSOURCE_DIR=... -DBINARY_DIR=... -DGENERATOR=... -DCXX=... -P check_library_only.cmake
cmake_minimum_required(VERSION 3.23)
file(REMOVE_RECURSE "${BINARY_DIR}")
execute_process(
  COMMAND "${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${BINARY_DIR}" -G "${GENERATOR}"
    "-DCMAKE_CXX_COMPILER=${CXX}" -DCMAKE_BUILD_TYPE=Release
    -DHCLCPP_BUILD_TOOLS=OFF -DHCLCPP_BUILD_TESTS=OFF -DHCLCPP_BUILD_EXAMPLES=OFF
  RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "configuring a library-only build failed:\n${errors}")
endif()
# Every target's directory, whatever the generator.
file(STRINGS "${BINARY_DIR}/CMakeFiles/TargetDirectories.txt" targets)
list(TRANSFORM targets REPLACE ".*/CMakeFiles/([^/]+)\\.dir$" "\\1")
foreach(library hclcpp hclcpp_lsp)
  if(NOT library IN_LIST targets)
    message(FATAL_ERROR "a library-only build has no ${library} target: ${targets}")
  endif()
endforeach()
foreach(tool hclcpp_gen hclcpp_cli hclcpp_hcldec hclcpp_hcl_lsp)
  if(tool IN_LIST targets)
    message(FATAL_ERROR "a library-only build (HCLCPP_BUILD_TOOLS=OFF) defines ${tool}")
  endif()
endforeach()
message(STATUS "library-only build: hclcpp and hclcpp_lsp, and no tool")
