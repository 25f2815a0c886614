# hclcpp_doc_cpp_blocks(<markdown-file> <out-dir> <prefix> <out-var>)
#
# Writes every ```cpp block of <markdown-file> that starts a line to
# <out-dir>/<prefix>_<n>.cpp (n counts from 1 in the page's order) and sets
# <out-var> to the list of files written. Each block must be a complete
# translation unit: its own #include lines, statements inside a function.
# A block that cannot be one (the outline of generated code, a line that
# needs a generated header) is skipped when the line before its fence is
#
#   <!-- fragment -->
#
# which Markdown renderers do not show. A file is rewritten only when its
# text changes, so reconfiguring rebuilds only the blocks that changed.
function(hclcpp_doc_cpp_blocks markdown out_dir prefix out)
  file(READ "${markdown}" text)
  set(files "")
  set(n 0)
  set(marker "<!-- fragment -->\n")
  string(LENGTH "${marker}" marker_length)
  string(LENGTH "\n```cpp\n" fence_length)
  # A leading newline lets a block on the first line match like the others.
  set(text "\n${text}")
  while(TRUE)
    string(FIND "${text}" "\n```cpp\n" at)
    if(at EQUAL -1)
      break()
    endif()
    math(EXPR n "${n} + 1")
    # Is the line before the fence the fragment marker?
    set(fragment FALSE)
    math(EXPR before "${at} + 1 - ${marker_length}")
    if(before GREATER_EQUAL 0)
      string(SUBSTRING "${text}" ${before} ${marker_length} previous)
      if(previous STREQUAL marker)
        set(fragment TRUE)
      endif()
    endif()
    math(EXPR start "${at} + ${fence_length}")
    string(SUBSTRING "${text}" ${start} -1 text)
    string(FIND "${text}" "\n```" end)
    if(end EQUAL -1)
      message(FATAL_ERROR "${markdown}: ```cpp block ${n} is not closed")
    endif()
    math(EXPR end "${end} + 1")
    string(SUBSTRING "${text}" 0 ${end} block)
    string(SUBSTRING "${text}" ${end} -1 text)
    if(NOT fragment)
      set(file "${out_dir}/${prefix}_${n}.cpp")
      file(WRITE "${file}.new"
        "// Block ${n} of ${markdown}, extracted by examples/doc-blocks.cmake; do not edit.\n${block}")
      configure_file("${file}.new" "${file}" COPYONLY)
      file(REMOVE "${file}.new")
      list(APPEND files "${file}")
    endif()
  endwhile()
  set(${out} "${files}" PARENT_SCOPE)
endfunction()
