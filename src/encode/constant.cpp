// Expression members are encoded by value when they have one on their own.
#include <hcl/detail/encode_struct.hpp>

HCL_BEGIN_NAMESPACE
namespace detail {

bool constant_value_of(const expression& e, value& out) {
    if (!e) return false;
    diagnostics diags;
    value v = e.evaluate(diags);
    if (diags.has_errors() || !v.is_wholly_known()) return false;
    out = std::move(v);
    return true;
}

}  // namespace detail
HCL_END_NAMESPACE
