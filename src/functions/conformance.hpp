// Why a type does not conform to a type specification, in the reference's
// words, for "Invalid function argument" messages.
#pragma once

#include <hcl/config.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <optional>
#include <string>

HCL_BEGIN_NAMESPACE
namespace detail {

struct conformance_problem {
    std::string message;  // "string required, but received number"
    value_path path;      // where inside the type the first problem is
};

// The first reason `given` does not match `spec` (hcl::type_matches), or
// nullopt when it matches. Object attributes are visited in name order so the
// reported problem is deterministic.
std::optional<conformance_problem> find_conformance_problem(const type& given, const type& spec);

}  // namespace detail
HCL_END_NAMESPACE
