# vcpkg port for hclcpp. Builds the project's own CMake as is, without
# patches: the library, and with the `tools` feature the command-line tools
# (hcl, hcldec, hcl-lsp) and the generator hcl-gen, which the installed
# package's hclcpp_generate_config_types() runs.
#
# RELEASE PLACEHOLDERS: REPO, REF and SHA512 below (and "homepage" and
# "documentation" in vcpkg.json) are filled in at the first tagged release,
# as docs/packaging.md ("Publishing the port") says. To build a local
# checkout, scripts/vcpkg-overlay.sh writes a copy of this port that takes
# its sources from the checkout.
vcpkg_from_github(
    OUT_SOURCE_PATH SOURCE_PATH
    REPO hclcpp/hclcpp  # RELEASE PLACEHOLDER: the published repository, owner/name
    REF "v${VERSION}"   # RELEASE PLACEHOLDER: the release's tag
    SHA512 0            # RELEASE PLACEHOLDER: the SHA512 of the tag's archive
    HEAD_REF main
)

# hclcpp has no export macro: a DLL would export nothing (docs/packaging.md,
# "Static library only").
vcpkg_check_linkage(ONLY_STATIC_LIBRARY)

vcpkg_check_features(OUT_FEATURE_OPTIONS FEATURE_OPTIONS
    FEATURES
        tools HCLCPP_BUILD_TOOLS
)

vcpkg_cmake_configure(
    SOURCE_PATH "${SOURCE_PATH}"
    OPTIONS
        ${FEATURE_OPTIONS}
        -DHCLCPP_BUILD_TESTS=OFF
        -DHCLCPP_BUILD_EXAMPLES=OFF
        -DHCLCPP_BUILD_BENCHMARKS=OFF
        -DHCLCPP_BUILD_FUZZERS=OFF
        -DHCLCPP_INSTALL=ON
    OPTIONS_DEBUG
        # The tools are installed from the release build only.
        -DHCLCPP_BUILD_TOOLS=OFF
        # Line tables only (docs/packaging.md, "Size of a debug build").
        -DHCLCPP_DEBUG_LINE_TABLES_ONLY=ON
)
vcpkg_cmake_install()
vcpkg_cmake_config_fixup(PACKAGE_NAME hclcpp CONFIG_PATH lib/cmake/hclcpp)
# hclcpp.pc names the install prefix; vcpkg's packages are relocatable.
vcpkg_fixup_pkgconfig()

if("tools" IN_LIST FEATURES)
    vcpkg_copy_tools(TOOL_NAMES hcl hcldec hcl-gen hcl-lsp AUTO_CLEAN)
endif()

# The debug tree keeps only the library: headers, CMake files (among them
# hclcpp-find-re2.cmake, which the fixup leaves behind) and the licence are
# in the release tree. The build installs the licence as
# share/doc/hclcpp/LICENSE; vcpkg has it as the port's copyright instead.
file(REMOVE_RECURSE
    "${CURRENT_PACKAGES_DIR}/debug/include"
    "${CURRENT_PACKAGES_DIR}/debug/share"
    "${CURRENT_PACKAGES_DIR}/share/doc")

file(INSTALL "${CMAKE_CURRENT_LIST_DIR}/usage" DESTINATION "${CURRENT_PACKAGES_DIR}/share/${PORT}")
vcpkg_install_copyright(FILE_LIST "${SOURCE_PATH}/LICENSE")
