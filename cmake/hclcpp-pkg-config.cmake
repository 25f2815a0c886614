# hclcpp.pc for projects that use pkg-config instead of CMake:
#   c++ -std=c++20 app.cpp $(pkg-config --cflags --libs hclcpp)
# Included by hclcpp-install.cmake. The prefix is the one given at install
# time (`cmake --install --prefix` may differ from CMAKE_INSTALL_PREFIX), so
# the file is configured in two passes: the dependencies now, the prefix by
# an install script.

# A static hclcpp leaves ICU, RE2 and the thread library to the consumer's
# link, which `pkg-config --libs` (without --static) gives only from Requires
# and Libs; a shared one links them itself. nlohmann/json is header-only and
# private: a consumer needs none of it.
get_target_property(_hclcpp_pc_type hclcpp TYPE)
if(_hclcpp_pc_type STREQUAL "STATIC_LIBRARY")
  set(HCLCPP_PC_REQUIRES "icu-uc re2")
  set(HCLCPP_PC_REQUIRES_PRIVATE "")
  set(HCLCPP_PC_LIBS "${CMAKE_THREAD_LIBS_INIT}")
  set(HCLCPP_PC_LIBS_PRIVATE "")
else()
  set(HCLCPP_PC_REQUIRES "")
  set(HCLCPP_PC_REQUIRES_PRIVATE "icu-uc re2")
  set(HCLCPP_PC_LIBS "")
  set(HCLCPP_PC_LIBS_PRIVATE "${CMAKE_THREAD_LIBS_INIT}")
endif()

# Boost has no pkg-config file; its headers are part of hclcpp's, so its
# include directory goes into Cflags unless the compiler searches it anyway.
set(HCLCPP_PC_CFLAGS "")
get_target_property(_hclcpp_pc_boost_dirs Boost::headers INTERFACE_INCLUDE_DIRECTORIES)
foreach(_hclcpp_pc_dir IN LISTS _hclcpp_pc_boost_dirs)
  if(_hclcpp_pc_dir AND NOT _hclcpp_pc_dir IN_LIST CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES)
    string(APPEND HCLCPP_PC_CFLAGS " -I${_hclcpp_pc_dir}")
  endif()
endforeach()

# First pass: everything but the prefix, which stays @CMAKE_INSTALL_PREFIX@
# for the second.
set(HCLCPP_PC_PREFIX "@CMAKE_INSTALL_PREFIX@")
foreach(_hclcpp_pc_kind LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${_hclcpp_pc_kind}}")
    set(HCLCPP_PC_${_hclcpp_pc_kind} "${CMAKE_INSTALL_${_hclcpp_pc_kind}}")
  else()
    set(HCLCPP_PC_${_hclcpp_pc_kind} "\${prefix}/${CMAKE_INSTALL_${_hclcpp_pc_kind}}")
  endif()
endforeach()
configure_file("${CMAKE_CURRENT_LIST_DIR}/hclcpp.pc.in" "${PROJECT_BINARY_DIR}/hclcpp.pc.in" @ONLY)

# Second pass, at install time.
install(CODE "configure_file(\"${PROJECT_BINARY_DIR}/hclcpp.pc.in\" \"${PROJECT_BINARY_DIR}/hclcpp.pc\" @ONLY)"
  COMPONENT hclcpp_development)
install(FILES "${PROJECT_BINARY_DIR}/hclcpp.pc"
  DESTINATION "${CMAKE_INSTALL_LIBDIR}/pkgconfig"
  COMPONENT hclcpp_development)
