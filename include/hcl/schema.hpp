// hcl::body_schema — what an application expects to find in a body (docs/getting-started.md).
//
// A schema lists attribute names (each possibly required) and block types
// (each with the names of its labels). Processing a body against a schema
// extracts exactly those items ("Schema-driven Processing" in the
// information model).
#pragma once

#include <hcl/config.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

struct attribute_schema {
    std::string name;
    bool required = false;
};

struct block_header_schema {
    std::string type;
    std::vector<std::string> label_names;
};

struct body_schema;

namespace detail {

// Whether a schema is known to break none of body_schema's rules. Only
// mark_schema_valid() sets it, on a schema that never changes afterwards
// (the decoder's schema of each struct type, checked once rather than for
// every block it reads). A copy or a copy assignment starts unmarked, so
// schemas applications build, copy and change are checked at every use; a
// move hands the mark over with the contents.
class schema_validity {
public:
    schema_validity() = default;
    schema_validity(const schema_validity&) noexcept {}
    schema_validity(schema_validity&& other) noexcept : known_valid_(std::exchange(other.known_valid_, false)) {}
    schema_validity& operator=(const schema_validity&) noexcept {
        known_valid_ = false;
        return *this;
    }
    schema_validity& operator=(schema_validity&& other) noexcept {
        known_valid_ = std::exchange(other.known_valid_, false);
        return *this;
    }
    bool known_valid() const noexcept { return known_valid_; }

private:
    friend bool mark_schema_valid(body_schema& schema);
    bool known_valid_ = false;
};

// The check behind body_schema::problem(), done every time.
std::optional<std::string> schema_problem(const body_schema& schema);

// Checks `schema` and, when it is valid, marks it so that problem() answers
// at once from now on. The caller promises not to change it any more.
bool mark_schema_valid(body_schema& schema);

}  // namespace detail

struct body_schema {
    std::vector<attribute_schema> attributes;
    std::vector<block_header_schema> blocks;
    // Library bookkeeping (see detail::schema_validity); not copied.
    detail::schema_validity validity = {};

    // A schema must not name an attribute twice, a block type twice, or a
    // block type equal to an attribute name. Returns the first violation.
    std::optional<std::string> problem() const {
        if (validity.known_valid()) return std::nullopt;
        return detail::schema_problem(*this);
    }

    // The union of two schemas (for the partial-then-exhaustive property).
    friend body_schema merge(const body_schema& a, const body_schema& b);
};

HCL_END_NAMESPACE
