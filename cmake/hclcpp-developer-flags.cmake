# Warning, sanitizer and fuzzing flags for hclcpp's own targets only.
# Consumers who embed hclcpp never see the warnings: targets opt in by linking
# hclcpp_developer_flags (the library takes its compile options instead, so
# that nothing of it appears in the installed package).
add_library(hclcpp_developer_flags INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(hclcpp_developer_flags INTERFACE -Wall -Wextra -Wpedantic)
  if(HCLCPP_WARNINGS_AS_ERRORS)
    target_compile_options(hclcpp_developer_flags INTERFACE -Werror)
  endif()
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    # GCC 12 flags libstdc++'s own std::string code with bogus -Wrestrict
    # warnings at -O2 and above (GCC bug 105329).
    target_compile_options(hclcpp_developer_flags INTERFACE -Wno-restrict)
  endif()
elseif(MSVC)
  target_compile_options(hclcpp_developer_flags INTERFACE /W4 /permissive-)
  if(HCLCPP_WARNINGS_AS_ERRORS)
    target_compile_options(hclcpp_developer_flags INTERFACE /WX)
  endif()
endif()

# Sanitizers apply to the whole hclcpp directory tree (library, tests,
# examples, tools) so that every object agrees on the runtime. They do not
# leak into a parent project: add_compile_options is directory-scoped.
if(HCLCPP_SANITIZE OR HCLCPP_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    message(FATAL_ERROR "HCLCPP_SANITIZE and HCLCPP_BUILD_FUZZERS need GCC or Clang")
  endif()
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC warns that sanitizers raise the rate of false -Wmaybe-uninitialized
    # reports (GCC 12 flags std::function inside libstdc++'s <regex>); the
    # unsanitized build still checks for real ones.
    target_compile_options(hclcpp_developer_flags INTERFACE -Wno-maybe-uninitialized)
  endif()
endif()
if(HCLCPP_BUILD_FUZZERS)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "HCLCPP_BUILD_FUZZERS needs clang (configure with CXX=clang++)")
  endif()
  # Coverage instrumentation everywhere; only the fuzz executables link the
  # libFuzzer driver (-fsanitize=fuzzer, see tests/fuzz).
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
