// HCL types and values as C++: the member type for a type constraint
// (objects become generated structs) and the initializer for a default.
#pragma once

#include "model.hpp"
#include "names.hpp"

#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace hcl_gen {

class type_mapper {
public:
    type_mapper(header& out, struct_namer& names, number_kind numbers) : out_(out), names_(names), numbers_(numbers) {}

    // The C++ type holding values of `t`. An object type becomes a struct
    // (named after `name`, or `<parent>_<name>` when that is taken), added
    // to the header before its user; `where` is its place in the schema.
    // `numbers` overrides the run's number kind for this type.
    std::string cpp_type(const hcl::type& t, std::string_view name, std::string_view parent,
                         const hcl::source_range& where, std::optional<number_kind> numbers = std::nullopt);

    // The C++ spelling of a struct name in the header's namespace.
    std::string qualified(const std::string& struct_name) const;

    // An initializer (`80.0`, `"web"`, `{"a", "b"}`) giving a member of
    // cpp_type(t) the value `v` (of type `t`); nullopt when none can be
    // written (objects, `any`, numbers the type cannot hold).
    std::optional<std::string> initializer(const hcl::value& v, const hcl::type& t,
                                           std::optional<number_kind> numbers = std::nullopt) const;

    // Whether `t`'s C++ type has operator< (a std::set element).
    bool ordered(const hcl::type& t) const;

    number_kind numbers() const { return numbers_; }

private:
    header& out_;
    struct_namer& names_;
    number_kind numbers_;
};

// A C++ string literal for UTF-8 text.
std::string string_literal(std::string_view text);

}  // namespace hcl_gen
