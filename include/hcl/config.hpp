// Library-wide configuration: version and the versioned inline namespace.
#pragma once

#define HCLCPP_VERSION_MAJOR 0
#define HCLCPP_VERSION_MINOR 1
#define HCLCPP_VERSION_PATCH 0

// Every public name lives in hcl::v0 and is reachable as hcl::name. A future
// ABI break bumps the inline namespace so two versions can link side by side.
#define HCL_BEGIN_NAMESPACE \
    namespace hcl {         \
    inline namespace v0 {
#define HCL_END_NAMESPACE \
    }                     \
    }
