// Descriptions (issue 33 §1): .doc(...) annotations (<hcl/annotate.hpp>)
// carried by spec_of<T>() (<hcl/spec_of.hpp>) and written as comments by
// hcl::encode with encode_options::descriptions (<hcl/encode.hpp>); a spec
// file's comments and `description` arguments read by hcl::spec::parse and
// written back by hcl::spec::write (<hcl/spec.hpp>).
#include "described_structs.hpp"

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/spec.hpp>
#include <hcl/spec_of.hpp>

#include <boost/describe.hpp>
#include "support/catch.hpp"

#include <optional>
#include <string>

namespace descriptions_test {

using namespace described;

// An aggregate with one tag per member in order, and one with no table.
struct ordered {
    int port = 0;
};
constexpr auto hcl_fields(hcl::type_tag<ordered>) {
    return hcl::field_order(hcl::tag::attr("port").doc("The port.")).doc("Ordered.");
}
struct plain {
    int port = 0;
};

// What the annotations hold, at compile time.
static_assert(hcl::detail::struct_doc<service>().text == "A service the supervisor keeps running.");
static_assert(hcl::detail::tag_of<service, 1>().description.text == "How many copies run.");
static_assert(hcl::detail::tag_of<task, 1>().description.markdown);
static_assert(hcl::detail::tag_of<task, 1>().kind == hcl::field_kind::automatic);
static_assert(hcl::detail::struct_doc<ordered>().text == "Ordered.");
static_assert(hcl::detail::tag_of<ordered, 0>().description.text == "The port.");
static_assert(hcl::detail::struct_doc<plain>().empty());
// A description changes no role.
static_assert(hcl::schema_of<service>().fields[1].kind == hcl::field_kind::attr);
static_assert(!hcl::schema_of<service>().fields[1].required);

const hcl::spec::spec& member(const hcl::spec::spec& s, const std::string& name) {
    for (const auto& [key, m] : s.get_if<hcl::spec::object>()->members) {
        if (key == name) return m;
    }
    FAIL("no member " << name);
    throw;
}

}  // namespace descriptions_test

using namespace descriptions_test;
using namespace described;
namespace s = hcl::spec;

TEST_CASE("descriptions: spec_of carries .doc annotations into the spec", "[descriptions][spec_of]") {
    const s::spec sp = hcl::spec_of<service>();
    CHECK(sp.doc() == s::description{"A service the supervisor keeps running.", false});
    CHECK(member(sp, "image").doc().text == "The container image to run.\nAny registry.");
    // The default_ around the attribute holds it.
    CHECK(member(sp, "replicas").which() == s::kind::default_);
    CHECK(member(sp, "replicas").doc().text == "How many copies run.");
    // A block member: its own description on the block spec, its struct's on
    // the block's object spec.
    const auto& resources = member(sp, "resources");
    CHECK(resources.doc().empty());
    const auto* optional_block = resources.get_if<s::block>();
    REQUIRE(optional_block);
    CHECK(optional_block->nested.doc().text == "What the service may use.");
    const auto& tasks = member(sp, "task");
    CHECK(tasks.doc().text == "A task run once at start.");
    const auto& task_body = tasks.get_if<s::block_list>()->nested;
    CHECK(member(task_body, "name").doc().text == "The task's name.");
    CHECK(member(task_body, "command").doc() == s::description{"The program and its *arguments*.", true});
    CHECK(hcl::spec_of<ordered>().doc().text == "Ordered.");
    CHECK(hcl::spec_of<plain>().doc().empty());
}

TEST_CASE("descriptions: descriptions take part in spec equality", "[descriptions][spec]") {
    const s::spec a = s::attr{.name = "x", .type = hcl::type::string()};
    CHECK(a == a.with_doc({}));
    CHECK_FALSE(a == a.with_doc({"X.", false}));
    CHECK_FALSE(a.with_doc({"X.", false}) == a.with_doc({"X.", true}));
    CHECK(a.with_doc({"X.", false}) == a.with_doc({"X.", false}));
}

TEST_CASE("descriptions: spec files - comments above a spec block and description arguments", "[descriptions][spec]") {
    const auto r = s::parse(R"(# The service.
object {
  # The image.
  #
  # Any registry.
  attr "image" {
    type = string
  }

  // Copies.
  attr "replicas" {
    type = number
  }
  /* The tasks,
   * run once. */
  block_list "task" {
    object {
      attr "command" { # not a description: after the block's start
        type = list(string)
      }
    }
  }
  attr "port" { type = number } # a trailing comment describes nothing
  attr "host" {
    description = "Wins over the comment."
  }
  # Detached by a blank line.

  attr "user" {
    description      = "Who runs it, in **bold**."
    description_kind = "markdown"
  }
}
)",
                            "svc.hcldec");
    REQUIRE_FALSE(r.has_errors());
    const auto& root = r.spec.root;
    CHECK(root.doc().text == "The service.");
    CHECK(member(root, "image").doc().text == "The image.\n\nAny registry.");
    CHECK(member(root, "replicas").doc().text == "Copies.");
    CHECK(member(root, "task").doc().text == "The tasks,\nrun once.");
    CHECK(member(member(root, "task").get_if<s::block_list>()->nested, "command").doc().empty());
    CHECK(member(root, "port").doc().empty());
    CHECK(member(root, "host").doc().text == "Wins over the comment.");
    CHECK(member(root, "user").doc() == s::description{"Who runs it, in **bold**.", true});
}

TEST_CASE("descriptions: a JSON spec file's description arguments", "[descriptions][spec]") {
    const auto r = s::parse(R"({"object": {"attr": {"image": {"type": "string", "description": "The image."}}}})",
                            "svc.hcldec.json");
    REQUIRE_FALSE(r.has_errors());
    CHECK(member(r.spec.root, "image").doc().text == "The image.");
}

TEST_CASE("descriptions: a bad description_kind is an error", "[descriptions][spec]") {
    const auto r = s::parse("attr {\n  name             = \"x\"\n  description      = \"X\"\n  description_kind = \"html\"\n}\n",
                            "x.hcldec");
    REQUIRE(r.has_errors());
    CHECK(r.diagnostics.begin()->summary == "Invalid description_kind");
    CHECK(r.diagnostics.begin()->subject.has_value());
}

TEST_CASE("descriptions: write() writes them back; parse(write(s)) == s", "[descriptions][spec]") {
    const s::spec sp = hcl::spec_of<service>();
    const std::string text = s::write(sp);
    CHECK(text.starts_with("# A service the supervisor keeps running.\nobject {\n"));
    CHECK(text.find("  # The container image to run.\n  # Any registry.\n  attr \"image\" {\n") != std::string::npos);
    // Markdown is written as arguments: a comment cannot say its kind.
    CHECK(text.find("description      = \"The program and its *arguments*.\"\n") != std::string::npos);
    CHECK(text.find("description_kind = \"markdown\"") != std::string::npos);
    const auto back = s::parse(text, "service.hcldec");
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.spec.root == sp);
    CHECK(s::write(back.spec.root) == text);
}

TEST_CASE("descriptions: encode writes them as comments when asked", "[descriptions][encode]") {
    service svc{"nginx", 2, limits{}, {task{"migrate", {"db", "up"}}, task{"warm", {"cache"}}}};
    CHECK(hcl::encode(svc) == hcl::encode(svc, {.descriptions = false}));
    const std::string text = hcl::encode(svc, {.descriptions = true});
    CHECK(text == R"(# A service the supervisor keeps running.

# The container image to run.
# Any registry.
image = "nginx"
# How many copies run.
replicas = 2

# What the service may use.
resources {
  cpu = 1
}

# A task run once at start.
task "migrate" {
  # The program and its *arguments*.
  command = ["db", "up"]
}

task "warm" {
  # The program and its *arguments*.
  command = ["cache"]
}
)");
    // Comments change nothing decoding reads.
    const auto back = hcl::try_decode_string<service>(text, "svc.hcl");
    REQUIRE_FALSE(back.has_errors());
    CHECK(back.value.tasks.size() == 2);
    CHECK(back.value.replicas == 2);
}
