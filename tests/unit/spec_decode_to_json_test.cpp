// Tests for decoding straight to JSON (src/spec/decode_text.hpp, what hcl dec
// uses): the top-level blocks decoded while parsing are kept as their JSON
// text (values/encoded_json.hpp), and writing the result gives the text,
// and the failures, that decoding to values and writing those gives.
#include "spec/decode_text.hpp"
#include "values/encoded_json.hpp"
#include "values/value_access.hpp"

#include <hcl/spec.hpp>
#include <hcl/value_json.hpp>

#include "support/catch.hpp"

#include <sstream>
#include <string>

namespace {

namespace s = hcl::spec;

s::spec read_spec(std::string text) {
    auto r = s::parse(std::move(text), "spec.hcldec");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    return r.spec.root;
}

// What hcl dec prints for `v`: plain, and wrapped with its type (--with-type).
struct written {
    std::string plain;
    std::string typed;
    std::string failure;
};
written write(const hcl::value& v, const hcl::json_options& options) {
    written out;
    std::ostringstream plain;
    if (auto r = hcl::write_json(plain, v, v.type(), options)) {
        out.plain = plain.str();
    } else {
        out.failure = r.error().message;
        CHECK(plain.str().empty());  // nothing written on failure
    }
    std::ostringstream typed;
    if (hcl::write_json(typed, v, hcl::type::dynamic(), options)) out.typed = typed.str();
    if (auto text = hcl::value_to_json(v, v.type(), options)) CHECK(*text == out.plain);
    return out;
}

// How many values inside `v` are kept as JSON text.
std::size_t stand_ins(const hcl::value& v) {
    if (hcl::value::access::encoded_json(v)) return 1;
    if (v.is_null() || !v.is_known()) return 0;
    std::size_t n = 0;
    if (v.type().is_list() || v.type().is_set() || v.type().is_tuple()) {
        for (const auto& e : v.elements()) n += stand_ins(e);
    } else if (v.type().is_map() || v.type().is_object()) {
        for (const auto& [k, e] : v.attributes()) n += stand_ins(e);
    }
    return n;
}

const char* const spec_text = R"(
object {
  attr "mode" { type = string }
  block_map "svc" {
    labels = ["kind", "name"]
    object {
      attr "port" { type = number }
      attr "note" { type = string }
      block_map "proc" {
        labels = ["name"]
        attr {
          name = "cmd"
          type = list(string)
        }
      }
    }
  }
  block_list "route" {
    max_items = 3
    object {
      attr "path" { type = string }
      attr "weight" { type = number }
    }
  }
  block_set "tag" {
    attr {
      name = "v"
      type = string
    }
  }
  block_list "any" {
    attr {
      name = "x"
      type = any
    }
  }
}
)";

}  // namespace

TEST_CASE("decoding to JSON keeps streamed blocks as text and writes what decoding to values writes") {
    const s::spec spec = read_spec(spec_text);
    // Labels out of order, one not in NFC (the map then normalises its keys),
    // nulls inside blocks, blocks of every kind, and an attribute of type any.
    const std::string input = "mode = \"fast\"\n"
                              "svc \"http\" \"web_10\" {\n port = 10\n proc \"main\" { cmd = [\"a\", \"<b>\"] }\n}\n"
                              "svc \"http\" \"web_1\" {\n port = 1\n note = \"one\"\n}\n"
                              "svc \"tcp\" \"cafe\\u0301\" { port = 2 }\n"
                              "svc \"dns\" \"x\" { port = 3 }\n"
                              "route { path = \"/a\" }\n"
                              "route {\n path = \"/b\"\n weight = 0.5\n}\n"
                              "tag { v = \"t1\" }\n"
                              "tag { v = \"t0\" }\n"
                              "any { x = \"a\" }\n"
                              "any { x = 1 }\n";
    for (const bool keep_nulls : {false, true}) {
        INFO("keep nulls: " << keep_nulls);
        const hcl::json_options options{.omit_null_attributes = !keep_nulls};
        const auto values = s::decode_string(input, "in.hcl", spec);
        const auto texts = s::detail::decode_string_to_json(input, "in.hcl", spec, nullptr, &options);
        INFO(texts.diagnostics.to_string());
        REQUIRE_FALSE(values.has_errors());
        REQUIRE_FALSE(texts.has_errors());
        // svc (4) and route (2) blocks; not the set's, nor those of the
        // block_list whose values vary in type.
        CHECK(stand_ins(texts.value) == 6);
        CHECK(texts.value.type() == values.value.type());
        const written expected = write(values.value, options);
        const written got = write(texts.value, options);
        CHECK(expected.failure.empty());
        CHECK(got.plain == expected.plain);
        CHECK(got.typed == expected.typed);
    }
}

TEST_CASE("decoding to JSON: a block JSON cannot hold fails the write as before, writing nothing") {
    const s::spec spec = read_spec(spec_text);
    const hcl::json_options options{.omit_null_attributes = true};
    const std::string input = "svc \"a\" \"b\" { port = 1 }\nsvc \"a\" \"c\" { port = 1/0 }\nroute { weight = -1/0 }\n";
    const auto values = s::decode_string(input, "in.hcl", spec);
    const auto texts = s::detail::decode_string_to_json(input, "in.hcl", spec, nullptr, &options);
    REQUIRE_FALSE(texts.has_errors());
    CHECK(stand_ins(texts.value) == 1);  // the block that can be written
    const written expected = write(values.value, options);
    const written got = write(texts.value, options);
    CHECK(expected.failure == "cannot serialize infinity as JSON");
    CHECK(got.failure == expected.failure);
    CHECK(got.plain.empty());
}

TEST_CASE("a value written ahead stands in for the value wherever it is written") {
    const auto v = hcl::value::object({{"n", hcl::value::number(1)}, {"s", hcl::value::null(hcl::type::string())}});
    std::string scratch;
    const hcl::json_options omit{.omit_null_attributes = true};
    const auto ahead = hcl::detail::encode_json_ahead(v, omit, scratch);
    REQUIRE(ahead);
    CHECK(ahead->type() == v.type());
    REQUIRE(hcl::value::access::encoded_json(*ahead));
    CHECK(*hcl::value::access::encoded_json(*ahead) == R"({"n":1})");
    CHECK(*hcl::value_to_json(hcl::value::list({*ahead, *ahead}), hcl::type::list(v.type()), omit) == R"([{"n":1},{"n":1}])");
    // Not worth one, or not writable: the caller keeps the value.
    CHECK_FALSE(hcl::detail::encode_json_ahead(hcl::value::null(v.type()), omit, scratch));
    CHECK_FALSE(hcl::detail::encode_json_ahead(hcl::value::list({hcl::value::dynamic()}), omit, scratch));
    CHECK_FALSE(hcl::detail::encode_json_ahead(hcl::value::object({{"a", hcl::value::null(hcl::type::dynamic())}}), omit, scratch));
    CHECK_FALSE(hcl::detail::encode_json_ahead(hcl::value::number(hcl::number::infinity()), omit, scratch));
    CHECK_FALSE(hcl::value::access::encoded_json(v));
}
