# cmake -DPROGRAM=... -DEXPECTED=file -DACTUAL=file [-DARGS=a;b] -P hclcpp-check-output.cmake
# Runs PROGRAM (with ARGS); passes when it exits with 0 and, if the EXPECTED file exists,
# its standard output equals that file (line endings normalised). On a
# mismatch the output is kept in ACTUAL, for diffing or updating EXPECTED.
execute_process(
  COMMAND "${PROGRAM}" ${ARGS}
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
  message("--- stdout\n${output}--- stderr\n${errors}")
  message(FATAL_ERROR "${PROGRAM} exited with ${result}")
endif()
if(EXISTS "${EXPECTED}")
  file(READ "${EXPECTED}" expected)
  string(REPLACE "\r\n" "\n" expected "${expected}")
  string(REPLACE "\r\n" "\n" output "${output}")
  if(NOT output STREQUAL expected)
    file(WRITE "${ACTUAL}" "${output}")
    execute_process(COMMAND diff -u "${EXPECTED}" "${ACTUAL}")
    message("--- stderr\n${errors}")
    message(FATAL_ERROR "${PROGRAM}: output differs from ${EXPECTED} (actual output: ${ACTUAL})")
  endif()
endif()
