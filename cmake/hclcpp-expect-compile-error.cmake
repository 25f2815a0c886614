# cmake -DCOMPILE_COMMANDS=.../compile_commands.json -DSOURCE=... -DEXPECTED=...
#       -P hclcpp-expect-compile-error.cmake
# Passes when compiling SOURCE, with the command the build recorded for it,
# fails and the output contains each of the texts in EXPECTED (separated by
# "@@"). The compiler is run directly rather than through the build tool, so
# that these tests need no lock on the build directory and run in parallel.
file(READ "${COMPILE_COMMANDS}" commands)
string(JSON count LENGTH "${commands}")
math(EXPR last "${count} - 1")
set(command "")
foreach(i RANGE ${last})
  string(JSON file GET "${commands}" ${i} file)
  if(file STREQUAL SOURCE)
    string(JSON command GET "${commands}" ${i} command)
    string(JSON directory GET "${commands}" ${i} directory)
    break()
  endif()
endforeach()
if(command STREQUAL "")
  message(FATAL_ERROR "${COMPILE_COMMANDS} has no command for ${SOURCE}")
endif()
separate_arguments(command UNIX_COMMAND "${command}")
# Only the diagnostics matter: no object file is written.
list(APPEND command -fsyntax-only)
execute_process(
  COMMAND ${command}
  WORKING_DIRECTORY "${directory}"
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE output)
if(result EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but it must not")
endif()
string(REPLACE "@@" ";" expected_texts "${EXPECTED}")
foreach(text IN LISTS expected_texts)
  string(FIND "${output}" "${text}" found)
  if(found EQUAL -1)
    message("${output}")
    message(FATAL_ERROR "${SOURCE} failed to compile, but without \"${text}\"")
  endif()
endforeach()
