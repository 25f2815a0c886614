// The shared node behind compound hcl::type handles.
#pragma once

#include <hcl/type.hpp>

#include <memory>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE

struct type::node {
    // list / map / set
    type element;
    // object: sorted bytewise by name, names unique
    std::vector<object_attribute> attributes;
    bool any_optional = false;
    // tuple
    std::vector<type> elements;
    // capsule
    std::string capsule_name;
    std::shared_ptr<const capsule_operations> ops;
    // cached: does the dynamic pseudo-type occur anywhere inside?
    bool has_dynamic = false;
};

HCL_END_NAMESPACE
