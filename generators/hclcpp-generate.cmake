# hclcpp_generate_config_types(): C++ config types generated from a schema
# at build time (docs/generators.md).
#
#   hclcpp_generate_config_types(
#     TARGET <target>              # the target whose sources use the header
#     SCHEMA <file>                # an hcldec spec file, or a Terraform provider schema (.json)
#     [HEADER <name>]              # default: <schema name without extensions>.hpp; may hold a directory
#     [NAMESPACE <ns>]             # C++ namespace of the generated code
#     [NUMBER double|int64|number] # C++ type of schema numbers (default double)
#     [FORMAT hcldec|terraform-schema]  # default: guessed from the file
#     [ROOT <name>]                # the root struct of a spec file (default: the schema's name)
#     [NO_DECODE_FUNCTIONS]        # no try_decode_<root> / decode_<root>
#     [SCOPE PRIVATE|PUBLIC|INTERFACE])  # of the include directory (default PRIVATE)
#
# Runs hcl-gen (the target hclcpp::hcl-gen: built in hclcpp's build tree,
# or the program the installed package found, cmake/hclcpp-find-gen.cmake)
# whenever the schema or hcl-gen changes, writes the header under the
# current binary directory, adds it to the target's sources and its
# directory to the target's include path: the target's code then says
# #include "<name>". The target must link hclcpp::hclcpp.
function(hclcpp_generate_config_types)
  cmake_parse_arguments(PARSE_ARGV 0 arg "NO_DECODE_FUNCTIONS" "TARGET;SCHEMA;HEADER;NAMESPACE;NUMBER;FORMAT;ROOT;SCOPE" "")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "hclcpp_generate_config_types: unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  foreach(required TARGET SCHEMA)
    if(NOT arg_${required})
      message(FATAL_ERROR "hclcpp_generate_config_types: ${required} is required")
    endif()
  endforeach()
  if(NOT TARGET "${arg_TARGET}")
    message(FATAL_ERROR "hclcpp_generate_config_types: ${arg_TARGET} is not a target")
  endif()
  if(NOT TARGET hclcpp::hcl-gen)
    # Set where hcl-gen was looked for: generators/CMakeLists.txt in a build
    # of hclcpp, cmake/hclcpp-find-gen.cmake in the installed package.
    get_property(hint GLOBAL PROPERTY HCLCPP_GEN_MISSING_HINT)
    message(FATAL_ERROR "hclcpp_generate_config_types: ${hint}")
  endif()
  if(NOT arg_SCOPE)
    set(arg_SCOPE PRIVATE)
  endif()

  get_filename_component(schema "${arg_SCHEMA}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT arg_HEADER)
    get_filename_component(stem "${schema}" NAME_WE)
    set(arg_HEADER "${stem}.hpp")
  endif()
  set(include_dir "${CMAKE_CURRENT_BINARY_DIR}/hclcpp_generated/${arg_TARGET}")
  set(header "${include_dir}/${arg_HEADER}")
  get_filename_component(header_dir "${header}" DIRECTORY)

  set(options "")
  foreach(option NAMESPACE NUMBER FORMAT ROOT)
    if(arg_${option})
      string(TOLOWER "${option}" flag)
      list(APPEND options "--${flag}" "${arg_${option}}")
    endif()
  endforeach()
  if(arg_NO_DECODE_FUNCTIONS)
    list(APPEND options --no-decode-functions)
  endif()

  add_custom_command(
    OUTPUT "${header}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${header_dir}"
    COMMAND hclcpp::hcl-gen "${schema}" -o "${header}" ${options}
    DEPENDS "${schema}" hclcpp::hcl-gen
    COMMENT "hcl-gen: ${arg_HEADER} from ${arg_SCHEMA}"
    VERBATIM)
  target_sources("${arg_TARGET}" PRIVATE "${header}")
  target_include_directories("${arg_TARGET}" ${arg_SCOPE} "$<BUILD_INTERFACE:${include_dir}>")
endfunction()
