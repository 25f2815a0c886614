// What hcl-gen writes, independent of the schema format it read: a list of
// annotated structs, each member with its C++ type, its HCL name and role.
// The readers (from_spec, from_terraform) build it; emit turns it into a
// header.
#pragma once

#include <hcl/source.hpp>

#include <cstddef>
#include <set>
#include <string>
#include <vector>

namespace hcl_gen {

// How schema numbers become C++ (--number).
enum class number_kind { floating, int64, exact };

// The annotation a member gets (hcl::tag::...).
enum class role {
    attr,      // tag::attr: required unless the type is std::optional / hcl::value
    optional,  // tag::optional: may be absent; the member keeps its initializer
    block,     // tag::block: one, optional or many blocks, by the type
    block_attrs,  // tag::block_attrs: one block's attributes into a map
    label,     // tag::label: a label of the enclosing block
    constant,  // a static constexpr member: no annotation, read from nothing
    group,     // tag::group: a struct whose members are items of this same body
};

struct member {
    std::string cpp_name;  // a C++ identifier (mangled)
    std::string hcl_name;  // attribute name, block type or label name
    std::string value_name;  // the object key when it is not hcl_name (tag .value_name())
    std::string type;      // the C++ type, as written
    role kind = role::attr;
    std::string initializer;  // "= 80", "{}", or empty
    std::size_t min_items = 0;
    std::size_t max_items = 0;
    std::string key_labels;        // maps of blocks: the labels' names, space-separated
    // A block member of values (the block's nested spec is an attr): the
    // attribute inside each block, whether it may be absent whatever the
    // type, and whether the member is exactly one block.
    std::string inner;
    bool inner_optional = false;
    bool single_block = false;
    // A group member: the items its struct reads from this body (its
    // members that read, its groups' items in their place), for the
    // checks that the struct reads each item once.
    std::vector<member> body_items;
    // A constant no C++ literal spells (null, a collection, an object):
    // its value and type in JSON, read back into an hcl::value.
    std::string value_json;
    std::string type_json;
    std::vector<std::string> doc;  // hcl-gen's own comment lines, without markers
    // The schema's description of the item: a /// comment and .doc(...).
    std::string description;
    bool markdown = false;  // the description is Markdown
    hcl::source_range where;       // where the schema declares it
};

struct struct_def {
    std::string name;  // a C++ identifier
    std::vector<std::string> doc;  // hcl-gen's own comment lines
    // The schema's description of the struct: a /// comment and the
    // table's .doc(...).
    std::string description;
    bool markdown = false;
    std::vector<member> members;  // labels first, then the rest in schema order
    // The struct's value (hcl::to_value), the result of the spec it comes from.
    enum class value_kind {
        reflected,       // the object of its members (no hcl_to_value)
        member,          // the value of value_member (a root that is no object, a block of a literal)
        object,          // the object of its members and constants (hcl_to_value spells it)
        tuple,           // its members' and constants' values in order (an array spec)
        first_non_null,  // the first of them that is not null (a default spec's alternatives)
    };
    value_kind value = value_kind::reflected;
    std::string value_member;
    // A member function written after the members (a default's typed
    // value()), whole, indented; empty for none.
    std::string function;
    hcl::source_range where;
};

struct header {
    std::string schema_name;  // the schema's file name, without directories
    std::string regenerate;   // the command line that regenerates it, for the banner
    std::string name_space;   // empty: the global namespace
    // Nested structs come before the structs that use them.
    std::vector<struct_def> structs;
    // Roots with a decode_<name>_file/_string pair, in order.
    std::vector<std::string> roots;
    std::set<std::string> includes;  // standard headers the types need
};

}  // namespace hcl_gen
