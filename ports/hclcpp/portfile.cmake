# vcpkg port for hclcpp. Builds the project's own CMake as is: no patches,
# only the library (tests, examples, tools, benchmarks and fuzzers off).
#
# REF and SHA512 are placeholders until the first tagged release: set REF to
# the tag (e.g. "v${VERSION}") and SHA512 to the hash vcpkg prints on the
# first attempt. To build a local checkout instead, see docs/packaging.md.
if(DEFINED ENV{HCLCPP_SOURCE_DIR})
    set(SOURCE_PATH "$ENV{HCLCPP_SOURCE_DIR}")
else()
    vcpkg_from_github(
        OUT_SOURCE_PATH SOURCE_PATH
        REPO hclcpp/hclcpp  # PLACEHOLDER: the published repository
        REF "v${VERSION}"   # PLACEHOLDER: the release tag
        SHA512 0            # PLACEHOLDER: the archive's SHA512
        HEAD_REF main
    )
endif()

vcpkg_cmake_configure(
    SOURCE_PATH "${SOURCE_PATH}"
    OPTIONS
        -DHCLCPP_BUILD_TESTS=OFF
        -DHCLCPP_BUILD_EXAMPLES=OFF
        -DHCLCPP_BUILD_TOOLS=OFF
        -DHCLCPP_BUILD_BENCHMARKS=OFF
        -DHCLCPP_BUILD_FUZZERS=OFF
        -DHCLCPP_INSTALL=ON
)
vcpkg_cmake_install()
vcpkg_cmake_config_fixup(PACKAGE_NAME hclcpp CONFIG_PATH lib/cmake/hclcpp)

# The debug tree keeps only the library: headers, CMake files (among them
# hclcpp-find-re2.cmake, which the fixup leaves behind) and the licence are
# in the release tree.
file(REMOVE_RECURSE "${CURRENT_PACKAGES_DIR}/debug/include" "${CURRENT_PACKAGES_DIR}/debug/share")

file(INSTALL "${CMAKE_CURRENT_LIST_DIR}/usage" DESTINATION "${CURRENT_PACKAGES_DIR}/share/${PORT}")
vcpkg_install_copyright(FILE_LIST "${SOURCE_PATH}/LICENSE")
