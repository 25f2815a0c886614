// hcl::lsp::struct_schema<T>() — the editor schema of an annotated struct,
// checked by the struct decoder itself (docs/language-server.md, "Schemas").
//
//     hcl::lsp::workspace ws({.schema = hcl::lsp::struct_schema<config>()});
//
// The tree is schema::from_spec(hcl::spec_of<T>())'s; the diagnostics are
// hcl::try_decode<T>'s, word for word and range for range. from_spec of the
// same spec checks with hcl::spec::check instead, whose messages are
// hcldec's: the two decoders accept the same documents but word some
// problems differently (a value of the wrong type: "Unsuitable value type"
// at the value for the struct decoder, "Incorrect attribute value type" at
// the expression for hcldec).
#pragma once

#include <hcl/config.hpp>
#include <hcl/decode.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/spec_of.hpp>

#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {

template <class T>
schema struct_schema(decode_options options = {}, std::string name = {}) {
    const schema tree = schema::from_spec(spec_of<T>());
    return schema(
        tree.shared_root(),
        [options](const hcl::body& body, const eval_context* ctx, hcl::diagnostics& out) {
            out += try_decode<T>(body, ctx, options).diagnostics;
        },
        std::move(name));
}

}  // namespace lsp
HCL_END_NAMESPACE
