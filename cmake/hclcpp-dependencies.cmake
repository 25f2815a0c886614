# Third-party packages, all from Debian 12 (see scripts/install-deps.sh).
# Kept in one place so hclcppConfig.cmake can re-find the same set.
find_package(Boost 1.81 REQUIRED)            # PFR, Describe, Multiprecision (header-only)
find_package(ICU REQUIRED COMPONENTS uc i18n)
find_package(nlohmann_json 3.10 REQUIRED)
