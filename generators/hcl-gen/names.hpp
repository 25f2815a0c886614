// Schema names as C++ identifiers. An HCL identifier may hold '-' and may be
// a C++ keyword; the mangled name is predictable (docs/generators.md) and
// the member keeps its HCL name in the annotation table.
#pragma once

#include <set>
#include <string>
#include <string_view>

namespace hcl_gen {

// `instance-type` -> `instance_type`, `default` -> `default_`,
// `a__b` -> `a_x_b`, `_id` -> `x_id`: every character that cannot appear in
// an identifier becomes '_'; names the implementation reserves ("__"
// anywhere, a leading '_') get an 'x' between the underscores or in front;
// a keyword, or a name the generated code spells unqualified (`hcl`, `std`,
// `boost`, `hcl_fields`), gets a trailing '_'.
std::string mangle(std::string_view hcl_name);

// Hands out struct names, unique within one header: the preferred name,
// else `<parent>_<preferred>`, else that with a number.
class struct_namer {
public:
    std::string take(std::string_view preferred, std::string_view parent);
    // Keeps `name` from being handed out (a function the header declares).
    void reserve(std::string name) { taken_.insert(std::move(name)); }

private:
    std::set<std::string> taken_;
};

}  // namespace hcl_gen
