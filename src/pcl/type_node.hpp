// The shared node behind compound PCL types (src/pcl).
#pragma once

#include <hcl/pcl/type.hpp>

#include <cstddef>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace pcl {

struct type::node {
    // list, set, map, output, promise: one element; tuple: the elements;
    // union: the sorted members.
    std::vector<type> elements;
    std::vector<type_attribute> attributes;  // objects, sorted by name
    std::size_t hash = 0;
    bool has_outputs = false;
    bool has_promises = false;
};

}  // namespace pcl
HCL_END_NAMESPACE
