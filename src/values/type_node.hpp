// The shared node behind compound hcl::type handles.
#pragma once

#include <hcl/type.hpp>

#include <cstddef>
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

// Construction from parts the caller has already put in canonical form, for
// the value constructors (which have sorted, unique, NFC names at hand).
struct type::access {
    // `attributes` sorted bytewise by name, names unique and NFC, none optional.
    // list, map or set of `element` (shared for primitive elements).
    static type collection(type_kind kind, const type& element);
    static type object_sorted(std::vector<object_attribute> attributes);
    // The shared tuple type of `size` elements of the primitive kind
    // `element_kind` (any kind when size is 0); nullptr when there is none.
    static const type* uniform_tuple(type_kind element_kind, std::size_t size) noexcept;
};

HCL_END_NAMESPACE
