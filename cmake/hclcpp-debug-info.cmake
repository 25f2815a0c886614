# hclcpp_debug_info(<target>): the target's debug information, in the
# configurations that have any (Debug, RelWithDebInfo), where objects are
# ELF (not Apple, not Windows) and the compiler is GCC or Clang:
# - compressed (-gz, zlib) with HCLCPP_COMPRESS_DEBUG_INFO (default ON):
#   debuggers and linkers read compressed sections as they are;
# - line tables only (-g1) with HCLCPP_DEBUG_LINE_TABLES_ONLY (default OFF):
#   stepping, breakpoints and backtraces with file and line, but no
#   variables or types of the library's own functions (the vcpkg port's
#   Debug build).
# Together they make a debug static library a fraction of its size with -g
# (docs/packaging.md, "Size of a debug build").
include(CheckCXXSourceCompiles)

function(hclcpp_debug_info target)
  if(APPLE OR WIN32 OR NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    return()
  endif()
  if(HCLCPP_DEBUG_LINE_TABLES_ONLY)
    # After the build type's -g, so it wins.
    target_compile_options(${target} PRIVATE $<$<CONFIG:Debug,RelWithDebInfo>:-g1>)
  endif()
  if(HCLCPP_COMPRESS_DEBUG_INFO)
    set(CMAKE_REQUIRED_FLAGS "-g -gz")
    check_cxx_source_compiles("int main() { return 0; }" HCLCPP_HAVE_GZ)
    if(HCLCPP_HAVE_GZ)
      target_compile_options(${target} PRIVATE $<$<CONFIG:Debug,RelWithDebInfo>:-gz>)
    endif()
  endif()
endfunction()
