// Fuzzes reading hcldec spec files (hcl::spec::parse): the input is a spec
// file, read in the native syntax and, when it starts with '{', also in the
// JSON syntax. Reading must never crash, hang or throw. A spec file read
// without errors is written back (hcl::spec::write); that text must read
// again without errors, to an equal spec, and write to the same text (write
// is a fixed point after one round). implied_type, implied_schema and
// problem run on every result, and the spec decodes small fixed bodies
// (native and JSON syntax) with the file's variables and functions, where
// decode() and decode_string() must agree (spec_fuzz_support.hpp).
#include "spec_fuzz_support.hpp"

#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace fuzz_spec_file {

// Names the conformance specs (tests/conformance/dec/cases) use most, as
// attributes and blocks, and calls of the user functions they declare.
constexpr const char* native_body = R"(a     = "x"
b     = 2
name  = "web"
host  = "h"
port  = 8080
x     = 1
y     = [1, 2]
v     = { k = "v" }
list  = ["a", "b"]
word  = "Stressed"
json  = "{\"k\": [1, true]}"
total = add(1, 2)
message = greet("you")
server {
  name = "s1"
  port = 80
  host = "h"
  inner {
    v = 1
  }
}
item {
  id = 1
  v  = "one"
}
item {
  id = 2
  v  = "two"
  x  = 3
}
svc "api" {
  port = 1
  a    = "x"
}
svc "web" {
  port = 2
}
resource "t" "n" {
  v = 1
}
tags {
  k = "v"
  n = 1
}
entry {
  v = "e"
}
part {
  v = "p"
}
)";

constexpr const char* json_body = R"({
  "a": "x",
  "name": "web",
  "port": 8080,
  "y": [1, 2],
  "word": "${upper(\"w\")}",
  "server": {"name": "s1", "port": 80, "inner": {"v": 1}},
  "item": [{"id": 1, "v": "one"}, {"id": 2, "v": "two"}],
  "svc": {"api": {"port": 1}, "web": {"port": 2}},
  "resource": {"t": {"n": {"v": 1}}},
  "tags": {"k": "v"}
})";

struct fixed_body {
    std::string text;
    std::string filename;
    hcl::parse_result parsed;
};

fixed_body make_body(const char* text, const char* filename) {
    fixed_body b{text, filename, {}};
    const std::string f = b.filename;
    b.parsed = f.ends_with(".json") ? hcl::json::parse(b.text, f) : hcl::native::parse_config(b.text, f);
    hcl_fuzz::check(!b.parsed.has_errors());
    return b;
}

const fixed_body& native_fixed() {
    static const fixed_body b = make_body(native_body, "fixed.hcl");
    return b;
}
const fixed_body& json_fixed() {
    static const fixed_body b = make_body(json_body, "fixed.json");
    return b;
}

void read_spec_file(const std::string& text, const char* filename) {
    using hcl_spec_fuzz::require;
    const auto r = hcl::spec::parse(text, filename);
    const hcl::spec::spec& root = r.spec.root;
    (void)hcl::spec::problem(root);
    (void)hcl::spec::implied_type(root);
    (void)hcl::spec::implied_schema(root);
    if (r.has_errors()) return;

    // Written back: read again cleanly, to an equal spec, and a fixed point.
    const std::string written = hcl::spec::write(root);
    const auto again = hcl::spec::parse(written, "written.hcldec");
    require(!again.has_errors(), "write() output reads without errors");
    require(again.spec.root == root, "write() output reads to an equal spec");
    require(hcl::spec::write(again.spec.root) == written, "write() is a fixed point");

    // The spec at work on bodies it was not written for.
    const hcl::eval_context ctx = r.spec.context();
    for (const fixed_body* b : {&native_fixed(), &json_fixed()}) {
        hcl_spec_fuzz::check_decodes(b->text, b->filename, b->parsed, root, &ctx);
    }
}

}  // namespace fuzz_spec_file

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    // Literal values and transforms are evaluated; nested `for`s multiply.
    if (hcl_fuzz::count_for_keywords(text) > hcl_fuzz::max_for_keywords) return 0;
    fuzz_spec_file::read_spec_file(text, "fuzz.hcldec");
    if (!text.empty() && text[0] == '{') fuzz_spec_file::read_spec_file(text, "fuzz.hcldec.json");
    return 0;
}
