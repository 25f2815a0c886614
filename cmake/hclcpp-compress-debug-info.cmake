# hclcpp_compress_debug_info(<target>): the target's debug information is
# compressed (-gz, zlib) in configurations that have any (Debug,
# RelWithDebInfo). Debuggers and linkers read compressed sections as they
# are; a debug static library is about a third smaller (docs/packaging.md,
# "Size of a debug build"). Only where objects are ELF (not Apple, not
# Windows) and the compiler and linker accept the flag.
include(CheckCXXSourceCompiles)

function(hclcpp_compress_debug_info target)
  if(NOT HCLCPP_COMPRESS_DEBUG_INFO OR APPLE OR WIN32 OR NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    return()
  endif()
  set(CMAKE_REQUIRED_FLAGS "-g -gz")
  check_cxx_source_compiles("int main() { return 0; }" HCLCPP_HAVE_GZ)
  if(HCLCPP_HAVE_GZ)
    target_compile_options(${target} PRIVATE $<$<CONFIG:Debug,RelWithDebInfo>:-gz>)
  endif()
endfunction()
