#include "stdlib/stdlib_support.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

parameter param(std::string name, hcl::type t, unsigned flags, std::string description) {
    parameter p;
    p.name = std::move(name);
    p.type = std::move(t);
    p.allow_null = (flags & allow_null) != 0;
    p.allow_unknown = (flags & allow_unknown) != 0;
    p.allow_dynamic = (flags & allow_dynamic) != 0;
    p.allow_marked = (flags & allow_marked) != 0;
    p.description = std::move(description);
    return p;
}

void define(function_table& table, std::string name, function_spec spec) {
    table.insert_or_assign(std::move(name), function(std::move(spec)));
}

namespace {

std::string make_float_range_message() {
    // Go's %f of the largest double: every integer digit, six decimals.
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%f", DBL_MAX);
    return std::string("value must be between -") + buffer + " and " + buffer + " inclusive";
}

}  // namespace

const std::string int_range_message =
    "value must be a whole number, between -9223372036854775808 and 9223372036854775807";
const std::string float_range_message = make_float_range_message();

std::optional<std::int64_t> to_go_int(const number& n) noexcept { return n.to_int64(); }

std::optional<double> to_go_float(const number& n) noexcept {
    const double d = n.to_double();
    if (std::isinf(d) && !n.is_infinite()) return std::nullopt;
    return d;
}

call_result<value> from_go_float(double d) {
    auto n = number::from_double(d);
    if (!n) return call_failed("the result is not a number (NaN)");
    return value::number(std::move(*n));
}

value make_list(const hcl::type& element, std::vector<value> elements) {
    return value::list(element, std::move(elements));
}

bool is_sequence_type(const hcl::type& t) noexcept {
    return t.is_list() || t.is_set() || t.is_tuple();
}

}  // namespace stdlib::detail
HCL_END_NAMESPACE
