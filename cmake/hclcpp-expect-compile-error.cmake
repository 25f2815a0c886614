# cmake -DBUILD_DIR=... -DTARGET=... -DEXPECTED=... -P hclcpp-expect-compile-error.cmake
# Passes when building TARGET fails and the output contains each of the
# texts in EXPECTED (separated by "@@").
execute_process(
  COMMAND "${CMAKE_COMMAND}" --build "${BUILD_DIR}" --target "${TARGET}"
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE output)
if(result EQUAL 0)
  message(FATAL_ERROR "${TARGET} compiled, but it must not")
endif()
string(REPLACE "@@" ";" expected_texts "${EXPECTED}")
foreach(text IN LISTS expected_texts)
  string(FIND "${output}" "${text}" found)
  if(found EQUAL -1)
    message("${output}")
    message(FATAL_ERROR "${TARGET} failed to compile, but without \"${text}\"")
  endif()
endforeach()
