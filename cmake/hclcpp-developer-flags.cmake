# Warning and sanitizer flags for hclcpp's own targets only. Consumers who
# embed hclcpp never see them: targets opt in by linking hclcpp_developer_flags.
add_library(hclcpp_developer_flags INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(hclcpp_developer_flags INTERFACE -Wall -Wextra -Wpedantic)
  if(HCLCPP_WARNINGS_AS_ERRORS)
    target_compile_options(hclcpp_developer_flags INTERFACE -Werror)
  endif()
endif()

if(HCLCPP_SANITIZE)
  # Applied globally so that the library, tests and tools agree on the runtime.
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
