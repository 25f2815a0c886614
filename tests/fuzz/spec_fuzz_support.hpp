// Shared pieces of the hcl::spec fuzz targets (spec_file, spec_decode): a
// body decoded with a spec in every way the layer offers, and the checks
// that the ways agree.
//
// decode() over a parsed body and decode_string() over the same text (which
// decodes top-level blocks while it parses them) must give the same result:
// the same diagnostics (severity, summary, subject start: as a multiset,
// parse diagnostics included) and, without errors, the same value. A
// partial_decode() of a body that decode() read without errors must give
// the same value, without errors either. decode_string_to_json() (hcl dec's
// way: streamed blocks kept as JSON text) must give decode_string()'s
// diagnostics and, written as JSON, the same text or the same failure.
#pragma once

#include "fuzz_support.hpp"
#include "spec/decode_text.hpp"

#include <hcl/file.hpp>
#include <hcl/spec.hpp>
#include <hcl/value_json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace hcl_spec_fuzz {

// hcl_fuzz::check that says which requirement failed.
inline void require(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "spec fuzz: requirement failed: %s\n", what);
    std::abort();
}

// One line per diagnostic (severity, summary, subject start byte), sorted.
inline std::vector<std::string> diagnostic_keys(const hcl::diagnostics& diags) {
    std::vector<std::string> out;
    for (const auto& d : diags) {
        out.push_back(std::string(hcl::to_string(d.severity)) + "|" + d.summary + "|" +
                      (d.subject ? std::to_string(d.subject->start.byte) : std::string("-")));
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The value's type and JSON ("unencodable" where JSON has no form for it:
// unknown values, infinities).
inline std::string value_key(const hcl::value& v) {
    auto json = hcl::value_to_json(v);
    return hcl::type_to_json(v.type()) + " " + (json ? *json : std::string("unencodable"));
}

// What hcl dec prints for `v` written with `options` guided by `t`: the
// text, or the failure's message.
inline std::string written_key(const hcl::value& v, const hcl::type& t, const hcl::json_options& options) {
    std::ostringstream out;
    auto r = hcl::write_json(out, v, t, options);
    if (!r) {
        require(out.str().empty(), "write_json writes nothing when it fails");
        return "failed: " + r.error().message;
    }
    return out.str();
}

// Whether the work caps of fuzz_support.hpp cut the last decode short (then
// two decodes that evaluate in another order may fail in other places).
inline bool budget_spent() { return hcl_fuzz::calls_made() > hcl_fuzz::max_calls; }

// Decodes `text` (parsed into `parsed`, as `filename`) with `s`: decode()
// and decode_string() must agree; partial_decode(), variables() and
// value_range() must not crash, and a clean decode() must be a clean
// partial_decode() with the same value.
inline void check_decodes(const std::string& text, const std::string& filename, const hcl::parse_result& parsed,
                          const hcl::spec::spec& s, const hcl::eval_context* ctx) {
    const hcl::body body = parsed.file->body();

    hcl_fuzz::reset_budget();
    const auto stepped = hcl::spec::decode(body, s, ctx);
    bool capped = budget_spent();
    hcl_fuzz::reset_budget();
    const auto streamed = hcl::spec::decode_string(text, filename, s, ctx);
    capped = capped || budget_spent();

    // decode_string() decodes nothing when the text has parse errors.
    hcl::diagnostics expected = parsed.diagnostics;
    if (!parsed.has_errors()) expected.append(stepped.diagnostics);
    if (!capped) {
        require(streamed.has_errors() == expected.has_errors(), "decode_string and decode: same has_errors()");
        require(diagnostic_keys(streamed.diagnostics) == diagnostic_keys(expected),
                "decode_string and decode: same diagnostics");
        if (!expected.has_errors()) {
            require(value_key(streamed.value) == value_key(stepped.value), "decode_string and decode: same JSON");
            require(streamed.value == stepped.value, "decode_string and decode: same value");
        }
    }

    // As hcl dec decodes (with or without --keep-nulls, by the text's length).
    const hcl::json_options options{.omit_null_attributes = text.size() % 2 == 0};
    hcl_fuzz::reset_budget();
    const auto texts = hcl::spec::detail::decode_string_to_json(text, filename, s, ctx, &options);
    if (!capped && !budget_spent()) {
        require(diagnostic_keys(texts.diagnostics) == diagnostic_keys(streamed.diagnostics),
                "decode_string_to_json and decode_string: same diagnostics");
        if (!texts.has_errors()) {
            require(texts.value.type() == streamed.value.type(), "decode_string_to_json and decode_string: same type");
            for (const hcl::type& t : {streamed.value.type(), hcl::type::dynamic()}) {
                require(written_key(texts.value, t, options) == written_key(streamed.value, t, options),
                        "decode_string_to_json and decode_string: same JSON written");
            }
        }
    }

    hcl_fuzz::reset_budget();
    const auto partial = hcl::spec::partial_decode(body, s, ctx);
    if (!budget_spent() && !capped && !stepped.has_errors()) {
        require(!partial.has_errors(), "partial_decode clean where decode is");
        require(value_key(partial.value) == value_key(stepped.value), "partial_decode and decode: same JSON");
        require(partial.value == stepped.value, "partial_decode and decode: same value");
    }
    // What the spec did not read holds none of its items.
    hcl_fuzz::reset_budget();
    (void)hcl::spec::decode(partial.remain, s, ctx);

    for (const auto& t : hcl::spec::variables(body, s)) (void)t.to_string();
    (void)hcl::spec::value_range(body, s);
}

}  // namespace hcl_spec_fuzz
