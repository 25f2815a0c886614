# cmake -DCOMPILE_COMMANDS=.../compile_commands.json -DSOURCE=... -DEXPECTED=...
#       -P hclcpp-expect-compile-error.cmake
# Passes when compiling SOURCE, with the command the build recorded for it,
# fails and the output contains each of the texts in EXPECTED (separated by
# "@@"). The compiler is run directly rather than through the build tool, so
# that these tests need no lock on the build directory and run in parallel;
# its output is cached (below).
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
list(FIND command "-o" o)
if(o GREATER -1)
  math(EXPR argument "${o} + 1")
  list(REMOVE_AT command ${o} ${argument})  # -o and its argument
endif()
list(APPEND command -fsyntax-only)

# A failing compile is not cached by ccache, and these take 10-20 s each
# (the library's heaviest headers), twice in CI. So their output is kept
# under a key that determines it, as ccache's preprocessor mode does: the
# preprocessed text without line markers (so the checkout's path does not
# matter), the compiler's version, and the command's flags other than the
# include directories and the source (which the text already reflects).
# HCLCPP_COMPILE_FAIL_CACHE=off (or an unwritable cache) always compiles.
set(cache "$ENV{HCLCPP_COMPILE_FAIL_CACHE}")
if(cache STREQUAL "" AND DEFINED ENV{HOME})
  set(cache "$ENV{HOME}/.cache/hclcpp/compile-fail")
endif()
set(cached "")
if(NOT cache STREQUAL "" AND NOT cache STREQUAL "off")
  list(GET command 0 compiler)
  execute_process(COMMAND "${compiler}" --version OUTPUT_VARIABLE version RESULT_VARIABLE version_result)
  set(preprocess ${command})
  list(REMOVE_ITEM preprocess -fsyntax-only)
  list(APPEND preprocess -E -P)
  execute_process(COMMAND ${preprocess} WORKING_DIRECTORY "${directory}"
    RESULT_VARIABLE preprocessed_result OUTPUT_VARIABLE preprocessed ERROR_QUIET)
  if(version_result EQUAL 0 AND preprocessed_result EQUAL 0)
    set(flags ${command})
    list(REMOVE_AT flags 0)
    list(FILTER flags EXCLUDE REGEX "^-I|^/")
    string(SHA256 key "${version}\n${flags}\n${preprocessed}")
    set(cached "${cache}/${key}.txt")
  endif()
endif()
if(NOT cached STREQUAL "" AND EXISTS "${cached}")
  file(READ "${cached}" output)
else()
  execute_process(
    COMMAND ${command}
    WORKING_DIRECTORY "${directory}"
    RESULT_VARIABLE result
    OUTPUT_VARIABLE output
    ERROR_VARIABLE output)
  if(result EQUAL 0)
    message(FATAL_ERROR "${SOURCE} compiled, but it must not")
  endif()
  if(NOT cached STREQUAL "")
    # Written whole under a temporary name, then renamed: a parallel test
    # never reads half a file. (The touch finds out, without failing,
    # whether the cache can be written at all.)
    string(RANDOM LENGTH 12 tmp)
    execute_process(COMMAND "${CMAKE_COMMAND}" -E make_directory "${cache}" RESULT_VARIABLE made ERROR_QUIET)
    execute_process(COMMAND "${CMAKE_COMMAND}" -E touch "${cached}.${tmp}" RESULT_VARIABLE touched ERROR_QUIET)
    if(made EQUAL 0 AND touched EQUAL 0)
      file(WRITE "${cached}.${tmp}" "${output}")
      file(RENAME "${cached}.${tmp}" "${cached}" RESULT renamed)
    endif()
  endif()
endif()
string(REPLACE "@@" ";" expected_texts "${EXPECTED}")
foreach(text IN LISTS expected_texts)
  string(FIND "${output}" "${text}" found)
  if(found EQUAL -1)
    message("${output}")
    message(FATAL_ERROR "${SOURCE} failed to compile, but without \"${text}\"")
  endif()
endforeach()
