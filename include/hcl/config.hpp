// Library-wide configuration: the versioned inline namespace (docs/packaging.md).
#pragma once

// The version is in <hcl/version.hpp>, generated from the project's CMake;
// it is not included here, so that a new version does not rebuild every
// file that includes a public header.

// Every public name lives in hcl::v0 and is reachable as hcl::name. A future
// ABI break bumps the inline namespace so two versions can link side by side.
#define HCL_BEGIN_NAMESPACE \
    namespace hcl {         \
    inline namespace v0 {
#define HCL_END_NAMESPACE \
    }                     \
    }
