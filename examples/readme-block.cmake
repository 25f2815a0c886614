# hclcpp_readme_block(<text> <language> <out-var>): the first fenced block
# of <language> (```cpp, ```text) in the Markdown <text>, without its fences.
function(hclcpp_readme_block text language out)
  string(REGEX MATCH "```${language}\n(.*)" block "${text}")
  if(NOT block)
    message(FATAL_ERROR "README.md has no ```${language} block")
  endif()
  string(FIND "${CMAKE_MATCH_1}" "```" end)
  string(SUBSTRING "${CMAKE_MATCH_1}" 0 ${end} block)
  set(${out} "${block}" PARENT_SCOPE)
endfunction()
