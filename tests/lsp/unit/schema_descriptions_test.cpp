// Descriptions in the editor schema: schema::from_spec fills each item's
// documentation from the spec's descriptions, whether they come from an
// annotated struct's .doc(...) (spec_of, struct_schema) or from a spec
// file's comments and `description` arguments; hover and completion show
// them.
#include "lsp_test_support.hpp"
#include "unit/described_structs.hpp"

#include "support/catch.hpp"

#include <hcl/lsp/completion.hpp>
#include <hcl/lsp/hover.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/struct_schema.hpp>
#include <hcl/spec.hpp>
#include <hcl/spec_of.hpp>

#include <string>

using hcl::lsp::schema;


TEST_CASE("schema descriptions: from an annotated struct's .doc annotations", "[lsp][schema][descriptions]") {
    using namespace described;
    for (const auto& sc : {schema::from_spec(hcl::spec_of<service>()), hcl::lsp::struct_schema<service>()}) {
        const auto& root = sc.root();
        CHECK(root.doc.text == "A service the supervisor keeps running.");
        CHECK(root.find_attribute("image")->doc == hcl::lsp::documentation{"The container image to run.\nAny registry.", false});
        // Under a default_ (the member keeps its value when absent).
        CHECK(root.find_attribute("replicas")->doc.text == "How many copies run.");
        // A block member without a description of its own: its struct's.
        const auto* resources = root.find_block("resources");
        REQUIRE(resources);
        CHECK(resources->doc.text == "What the service may use.");
        CHECK(resources->body->doc.text == "What the service may use.");
        const auto* tasks = root.find_block("task");
        REQUIRE(tasks);
        CHECK(tasks->doc.text == "A task run once at start.");
        REQUIRE(tasks->labels.size() == 1);
        CHECK(tasks->labels[0].doc.text == "The task's name.");
        CHECK(tasks->body->find_attribute("command")->doc ==
              hcl::lsp::documentation{"The program and its *arguments*.", true});
    }
}

TEST_CASE("schema descriptions: from a spec file's comments and description arguments",
          "[lsp][schema][descriptions]") {
    const auto r = schema::parse_spec(R"(object {
  # The container image to run.
  attr "image" {
    type = string
  }
  block_list "task" {
    description      = "A task run *once*."
    description_kind = "markdown"
    object {
      // The program.
      attr "command" {
        type = list(string)
      }
    }
  }
}
)",
                                      "svc.hcldec");
    REQUIRE_FALSE(r.has_errors());
    const auto& root = r.schema.root();
    CHECK(root.find_attribute("image")->doc == hcl::lsp::documentation{"The container image to run.", false});
    CHECK(root.find_block("task")->doc == hcl::lsp::documentation{"A task run *once*.", true});
    CHECK(root.find_block("task")->body->find_attribute("command")->doc.text == "The program.");
}

TEST_CASE("schema descriptions: hover and completion show a struct's descriptions", "[lsp][schema][descriptions]") {
    using namespace described;
    hcl::lsp::options opts;
    opts.schema = hcl::lsp::struct_schema<service>();
    {
        hcl::lsp::workspace ws(opts);
        const auto m = lsp_test::cursor_in("ima|ge = \"nginx\"\n");
        const auto& doc = ws.open("file:///svc.hcl", m.text);
        const auto h = hcl::lsp::hover_at(ws, doc, m.cursor);
        REQUIRE(h);
        CHECK_THAT(h->contents.text, Catch::Matchers::ContainsSubstring("The container image to run."));
    }
    {
        hcl::lsp::workspace ws(opts);
        const auto m = lsp_test::cursor_in("image = \"nginx\"\ntask \"migrate\" {\n  com|\n}\n");
        const auto& doc = ws.open("file:///svc.hcl", m.text);
        const auto list = hcl::lsp::complete(ws, doc, m.cursor);
        bool found = false;
        for (const auto& item : list.items) {
            if (item.label != "command") continue;
            found = true;
            CHECK(item.documentation == hcl::lsp::documentation{"The program and its *arguments*.", true});
        }
        CHECK(found);
    }
}
