// Decoding a body with a spec (hcl::spec::decode, partial_decode).
//
// Each body is read once with the schema its spec implies (content or
// partial_content), and every spec reading that body takes its items from
// the one content: an object's members, an array's elements, a default_'s
// primary and fallback. Block specs decode each matching block's body the
// same way with their nested spec. Messages and ranges are the reference
// hcldec's.
#include "spec/decoder.hpp"

#include <hcl/spec.hpp>

HCL_BEGIN_NAMESPACE
namespace spec {

namespace {

bool report_problem(const spec& s, diagnostics& diags) {
    auto p = problem(s);
    if (!p) return false;
    diags.add_error("Invalid spec", "The spec used to decode this body is invalid: " + *p + ".");
    return true;
}

}  // namespace

decode_result decode(const hcl::body& body, const spec& s, const eval_context* ctx) {
    decode_result out;
    if (report_problem(s, out.diagnostics)) {
        out.value = value::dynamic();
        return out;
    }
    out.value = detail::decoder(ctx).decode_body(body, s, nullptr, out.diagnostics);
    return out;
}

diagnostics check(const hcl::body& body, const spec& s, const eval_context* ctx) {
    diagnostics out;
    if (report_problem(s, out)) return out;
    detail::decoder(ctx, false).decode_body(body, s, nullptr, out);
    return out;
}

partial_decode_result partial_decode(const hcl::body& body, const spec& s, const eval_context* ctx) {
    partial_decode_result out;
    if (report_problem(s, out.diagnostics)) {
        out.value = value::dynamic();
        out.remain = body;
        return out;
    }
    out.value = detail::decoder(ctx).decode_body(body, s, &out.remain, out.diagnostics);
    return out;
}

}  // namespace spec
HCL_END_NAMESPACE
