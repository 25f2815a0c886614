# Part of the installed CMake package (hclcppConfig.cmake includes it):
# defines hclcpp::hcl-gen, the generator hclcpp_generate_config_types() runs,
# from an installed hcl-gen of the package's own version.
#
# hcl-gen is not in the exported targets: it is installed apart from the
# library (vcpkg's `tools` feature, a distribution's tools package), and a
# cross build needs the one built for the host, not the target. So it is
# looked for, in this order:
#   1. HCLCPP_GEN_EXECUTABLE, when the user sets it;
#   2. <prefix>/tools/hclcpp (vcpkg: the port's `tools` feature) and
#      <prefix>/bin (cmake --install, distributions), the package's own prefix;
#   3. CMake's program search (CMAKE_PROGRAM_PATH, PATH): in a cross build,
#      vcpkg's toolchain puts the host triplet's tools there, which a host
#      dependency {"name": "hclcpp", "host": true, "features": ["tools"]}
#      installs.
# The first that runs and prints this version with --version is taken, so a
# tool built for the target of a cross build, or from another release, is
# passed over.
function(_hclcpp_find_gen prefix version)
  if(TARGET hclcpp::hcl-gen)
    return()
  endif()
  set(candidates "")
  if(HCLCPP_GEN_EXECUTABLE)
    list(APPEND candidates "${HCLCPP_GEN_EXECUTABLE}")
  endif()
  # (find_program skips the search when its variable is set: unset first.)
  foreach(dir IN ITEMS "${prefix}/tools/hclcpp" "${prefix}/bin" "")
    unset(found)
    if(dir)
      find_program(found NAMES hcl-gen PATHS "${dir}" NO_DEFAULT_PATH NO_CACHE)
    else()
      find_program(found NAMES hcl-gen NO_CACHE)
    endif()
    if(found)
      list(APPEND candidates "${found}")
    endif()
  endforeach()

  list(REMOVE_DUPLICATES candidates)
  set(passed_over "")
  foreach(candidate IN LISTS candidates)
    execute_process(COMMAND "${candidate}" --version
      RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(status STREQUAL "0" AND output STREQUAL "hcl-gen (hclcpp) ${version}")
      add_executable(hclcpp::hcl-gen IMPORTED)
      set_target_properties(hclcpp::hcl-gen PROPERTIES IMPORTED_LOCATION "${candidate}")
      return()
    endif()
    list(APPEND passed_over "${candidate}")
  endforeach()

  list(JOIN passed_over ", " passed_over)
  if(passed_over)
    set(passed_over " (passed over, not runnable here or not version ${version}: ${passed_over})")
  endif()
  string(CONCAT hint
    "no hcl-gen ${version} found${passed_over}. hcl-gen is installed with hclcpp's tools: "
    "with vcpkg, the `tools` feature (`vcpkg install hclcpp[tools]`, or \"features\": [\"tools\"] "
    "in a manifest); when cross-compiling, a host dependency "
    "{\"name\": \"hclcpp\", \"host\": true, \"features\": [\"tools\"]}. "
    "Or point HCLCPP_GEN_EXECUTABLE at an hcl-gen ${version}.")
  set_property(GLOBAL PROPERTY HCLCPP_GEN_MISSING_HINT "${hint}")
endfunction()
