# cmake -DREADME=README.md -DEXPECTED=examples/errors.expected -P check-readme-excerpt.cmake
# The README quotes examples/errors.cpp's output in its first ```text block;
# each diagnostic quoted (blank-line separated) must appear in the output
# as it is, so that the README cannot drift from what the program prints.
file(READ "${README}" readme)
file(READ "${EXPECTED}" expected)
include("${CMAKE_CURRENT_LIST_DIR}/readme-block.cmake")
hclcpp_readme_block("${readme}" text excerpt)
string(REPLACE "\n\n" ";" chunks "${excerpt}")
foreach(chunk IN LISTS chunks)
  string(FIND "${expected}" "${chunk}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "README.md quotes output that ${EXPECTED} does not contain:\n${chunk}")
  endif()
endforeach()
