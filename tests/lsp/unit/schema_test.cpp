// The editor schema of hcldec specs and annotated structs
// (schema::from_spec, parse_spec in include/hcl/lsp/schema.hpp): the tree
// for each spec kind, and checks that equal the decoders'.
#include "diagnostics_test_support.hpp"

#include "support/catch.hpp"

#include <hcl/decode.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/struct_schema.hpp>
#include <hcl/spec.hpp>
#include <hcl/spec_of.hpp>

#include <boost/describe.hpp>

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace s = hcl::spec;
using hcl::lsp::schema;
using hcl::lsp::schema_body;
using lsp_test::diagnostics_of;

namespace schema_test {

// An annotated struct: Describe, a table for what the types do not say.
struct limits {
    double cpu = 0;
    std::optional<long> memory_mb;
};
BOOST_DESCRIBE_STRUCT(limits, (), (cpu, memory_mb))

struct volume {
    std::string path;
};
BOOST_DESCRIBE_STRUCT(volume, (), (path))

// job "name" { retries = 3 }: a label member.
struct job {
    std::string note;
    std::string name;
    unsigned retries = 0;
};
BOOST_DESCRIBE_STRUCT(job, (), (note, name, retries))
constexpr auto hcl_fields(hcl::type_tag<job>) {
    return hcl::fields(hcl::field(&job::note, hcl::tag::optional()),
                       hcl::field(&job::name, hcl::tag::label()), hcl::field(&job::retries, hcl::tag::optional()));
}

struct service {
    std::string image;
    std::optional<int> replicas;
    std::vector<std::string> ports;
    std::optional<limits> resources;
    std::vector<volume> volumes;
    std::map<std::string, job> tasks;
};
BOOST_DESCRIBE_STRUCT(service, (), (image, replicas, ports, resources, volumes, tasks))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::volumes, hcl::tag::block("volume")),
                       hcl::field(&service::tasks, hcl::tag::block("task")));
}

struct app {
    std::string environment;
    std::map<std::string, service> services;
};
BOOST_DESCRIBE_STRUCT(app, (), (environment, services))
constexpr auto hcl_fields(hcl::type_tag<app>) {
    return hcl::fields(hcl::field(&app::services, hcl::tag::block("service")));
}

// Plain aggregates: no annotation at all.
struct plain_limits {
    int cpu;
    std::optional<long> memory;
};
struct plain_process {
    std::vector<std::string> command;
    std::optional<plain_limits> resources;
};
struct plain_config {
    std::string version;
    bool debug = false;
    std::map<std::string, plain_process> process;
};

}  // namespace schema_test

namespace Catch {
template <>
struct StringMaker<std::tuple<std::string, std::size_t, std::size_t>> {
    static std::string convert(const std::tuple<std::string, std::size_t, std::size_t>& k) {
        return std::get<0>(k) + " @" + std::to_string(std::get<1>(k)) + "-" + std::to_string(std::get<2>(k));
    }
};
}  // namespace Catch

namespace {

const schema_body& body_of_block(const schema_body& body, const std::string& type) {
    const auto* b = body.find_block(type);
    REQUIRE(b);
    REQUIRE(b->body);
    return *b->body;
}

std::vector<std::string> label_names(const hcl::lsp::schema_block& b) {
    std::vector<std::string> out;
    for (const auto& l : b.labels) out.push_back(l.name);
    return out;
}

using summary_range = std::tuple<std::string, std::size_t, std::size_t>;

std::vector<summary_range> keys(const hcl::diagnostics& ds) {
    std::vector<summary_range> out;
    for (const auto& d : ds) out.emplace_back(d.summary, d.subject->start.byte, d.subject->end.byte);
    return out;
}

// The editor's diagnostics of `text` under struct_schema<T>(), and try_decode<T>'s.
template <class T>
void same_as_struct_decoder(const std::string& text) {
    INFO(text);
    const auto editor = diagnostics_of(text, hcl::lsp::struct_schema<T>(), "file:///app.hcl");
    hcl::diagnostics ours;
    for (const auto& d : editor) ours.push_back(d.original);
    const auto decoded = hcl::try_decode_string<T>(text, "file:///app.hcl");
    CHECK(keys(ours) == keys(decoded.diagnostics));
}

}  // namespace

TEST_CASE("schema: object members are attributes named by their member or their own name", "[lsp][schema]") {
    const auto sc = schema::from_spec(s::object{{
        {"name", s::attr{.type = hcl::type::string(), .required = true}},
        {"port", s::attr{.name = "listen_port", .type = hcl::type::number()}},
        {"tags", s::attr{.type = hcl::type::list(hcl::type::string())}},
        {"fixed", s::literal{hcl::value::number(1)}},
    }});
    const auto& root = sc.root();
    REQUIRE(root.attributes.size() == 3);
    CHECK(root.attributes[0].name == "name");
    CHECK(root.attributes[0].required);
    CHECK(root.attributes[0].type == hcl::type::string());
    CHECK(root.attributes[1].name == "listen_port");
    CHECK_FALSE(root.attributes[1].required);
    CHECK(root.attributes[2].type == hcl::type::list(hcl::type::string()));
    CHECK(root.blocks.empty());
    CHECK_FALSE(root.open);
    CHECK_FALSE(sc.empty());
}

TEST_CASE("schema: arrays, defaults and transforms read the same body", "[lsp][schema]") {
    const auto sc = schema::from_spec(s::array{{
        s::attr{.name = "a", .type = hcl::type::number()},
        s::default_{s::attr{.name = "b", .type = hcl::type::string()}, s::attr{.name = "c"}},
        s::default_{s::attr{.name = "b", .type = hcl::type::string()}, s::literal{hcl::value::string("x")}},
        s::transform{.nested = s::attr{.name = "d", .type = hcl::type::boolean(), .required = true}},
    }});
    const auto& root = sc.root();
    std::vector<std::string> names;
    for (const auto& a : root.attributes) names.push_back(a.name);
    CHECK(names == std::vector<std::string>{"a", "b", "c", "d"});
    CHECK(root.find_attribute("d")->required);
    CHECK(root.find_attribute("d")->type == hcl::type::boolean());
}

TEST_CASE("schema: an item read twice is required when any reading requires it", "[lsp][schema]") {
    const auto sc = schema::from_spec(s::object{{
        {"x", s::attr{.type = hcl::type::number()}},
        {"y", s::attr{.name = "x", .type = hcl::type::number(), .required = true}},
    }});
    REQUIRE(sc.root().attributes.size() == 1);
    CHECK(sc.root().find_attribute("x")->required);
}

TEST_CASE("schema: block kinds give their counts and labels", "[lsp][schema]") {
    const s::spec inner = s::object{{{"size", s::attr{.type = hcl::type::number(), .required = true}}}};
    const auto sc = schema::from_spec(s::object{{
        {"one", s::block{.nested = inner}},
        {"must", s::block{.nested = inner, .required = true}},
        {"list", s::block_list{.nested = inner, .min_items = 1, .max_items = 3}},
        {"set", s::block_set{.block_type = "item", .nested = inner, .max_items = 2}},
        {"by_key", s::block_map{.labels = {"region", "name"}, .nested = inner}},
        {"env", s::block_attrs{.element_type = hcl::type::string(), .required = true}},
    }});
    const auto& root = sc.root();
    CHECK(root.attributes.empty());
    REQUIRE(root.blocks.size() == 6);

    const auto* one = root.find_block("one");
    CHECK(one->min_items == 0);
    CHECK(one->max_items == 1);
    CHECK_FALSE(one->repeatable());
    CHECK(one->labels.empty());
    CHECK(one->body->find_attribute("size")->required);
    CHECK(one->body->find_attribute("size")->type == hcl::type::number());

    CHECK(root.find_block("must")->required());

    const auto* list = root.find_block("list");
    CHECK(list->min_items == 1);
    CHECK(list->max_items == 3);
    CHECK(list->repeatable());

    // block_set's own block type wins over the member's name.
    CHECK_FALSE(root.find_block("set"));
    CHECK(root.find_block("item")->max_items == 2);

    const auto* by_key = root.find_block("by_key");
    CHECK(label_names(*by_key) == std::vector<std::string>{"region", "name"});
    CHECK(by_key->repeatable());
    CHECK(by_key->body->find_attribute("size"));

    const auto* env = root.find_block("env");
    REQUIRE(env->body);
    CHECK(env->body->any_attributes == hcl::type::string());
    CHECK(env->required());
    CHECK(env->max_items == 1);
}

TEST_CASE("schema: label specs name a block's labels", "[lsp][schema]") {
    const auto sc = schema::from_spec(s::object{{
        {"rule", s::block_list{.nested = s::object{{
                                   {"kind", s::label{.index = 0}},
                                   {"id", s::label{.index = 1, .name = "identifier"}},
                                   {"port", s::attr{.type = hcl::type::number()}},
                               }}}},
        // Labels after a block_map's keys.
        {"route", s::block_map{.labels = {"host"}, .nested = s::object{{
                                                       {"path", s::label{.index = 0}},
                                                       {"to", s::attr{.type = hcl::type::string()}},
                                                   }}}},
        // Only the second label is read: the first one still must be there.
        {"pair", s::block{.nested = s::object{{{"second", s::label{.index = 1}}}}}},
    }});
    const auto& root = sc.root();
    CHECK(label_names(*root.find_block("rule")) == std::vector<std::string>{"kind", "identifier"});
    CHECK(root.find_block("rule")->body->attributes.size() == 1);
    CHECK(label_names(*root.find_block("route")) == std::vector<std::string>{"host", "path"});
    CHECK(label_names(*root.find_block("pair")) == std::vector<std::string>{"name", "second"});
}

TEST_CASE("schema: a spec that reads nothing, and the empty schema", "[lsp][schema]") {
    const auto literal = schema::from_spec(s::literal{hcl::value::string("x")});
    CHECK(literal.root().attributes.empty());
    CHECK(literal.root().blocks.empty());
    CHECK_FALSE(literal.root().open);

    const schema none;
    CHECK(none.empty());
    CHECK(none.root().open);
    CHECK(none.name().empty());
    hcl::diagnostics out;
    none.check(hcl::body{}, nullptr, out);
    CHECK(out.empty());
}

TEST_CASE("schema: the checker of a spec is spec::decode", "[lsp][schema]") {
    const s::spec spec = s::object{{
        {"name", s::attr{.type = hcl::type::string(), .required = true}},
        {"item", s::block_list{.nested = s::object{{{"n", s::attr{.type = hcl::type::number()}}}}, .max_items = 1}},
    }};
    const std::string text = "nam = 1\nitem {\n  n = \"x\"\n}\nitem {}\n";
    const auto editor = diagnostics_of(text, schema::from_spec(spec), "file:///a.hcl");
    hcl::diagnostics ours;
    for (const auto& d : editor) ours.push_back(d.original);
    const auto decoded = s::decode_string(text, "file:///a.hcl", spec);
    CHECK(ours == decoded.diagnostics);
    CHECK(ours.size() >= 3);
}

TEST_CASE("schema: parse_spec reads spec files with their variables and functions", "[lsp][schema]") {
    const auto r = schema::parse_spec(R"(variables {
  region = "eu"
}
function "twice" {
  params = [x]
  result = x * 2
}
object {
  attr "n" {
    type = number
  }
}
)",
                                      "app.hcldec");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.schema.name() == "app.hcldec");
    CHECK(r.schema.variables().count("region") == 1);
    CHECK(r.schema.functions().count("twice") == 1);
    CHECK(r.schema.root().find_attribute("n"));
    // A spec file with errors: diagnostics with ranges and the empty schema.
    const auto bad = schema::parse_spec("object {\n  attr \"n\" {\n    type = nope\n  }\n}\n", "bad.hcldec");
    CHECK(bad.has_errors());
    CHECK(bad.schema.empty());
    CHECK(bad.diagnostics.begin()->subject.has_value());
}

TEST_CASE("schema: from an annotated struct", "[lsp][schema]") {
    using namespace schema_test;
    const auto sc = schema::from_spec(hcl::spec_of<app>());
    const auto& root = sc.root();
    CHECK(root.find_attribute("environment")->required);
    CHECK(root.find_attribute("environment")->type == hcl::type::string());
    // A map of structs without a label member: blocks keyed by one label.
    const auto* services = root.find_block("service");
    REQUIRE(services);
    CHECK(services->labels.size() == 1);
    CHECK(services->repeatable());

    const auto& svc = *services->body;
    CHECK(svc.find_attribute("image")->required);
    CHECK_FALSE(svc.find_attribute("replicas")->required);
    CHECK(svc.find_attribute("replicas")->type == hcl::type::number());
    CHECK(svc.find_attribute("ports")->type == hcl::type::list(hcl::type::string()));
    // std::optional<S>: at most one block.
    const auto* resources = svc.find_block("resources");
    REQUIRE(resources);
    CHECK(resources->min_items == 0);
    CHECK(resources->max_items == 1);
    CHECK(resources->body->find_attribute("cpu")->required);
    CHECK_FALSE(resources->body->find_attribute("memory_mb")->required);
    // std::vector<S>: any number.
    const auto* volumes = svc.find_block("volume");
    REQUIRE(volumes);
    CHECK(volumes->repeatable());
    CHECK(volumes->min_items == 0);
    CHECK(volumes->labels.empty());
    // A map of structs with a label member: blocks with that label.
    const auto* tasks = svc.find_block("task");
    REQUIRE(tasks);
    CHECK(label_names(*tasks) == std::vector<std::string>{"name"});
    CHECK(tasks->repeatable());
    CHECK_FALSE(tasks->body->find_attribute("name"));
    CHECK(tasks->body->find_attribute("note"));
    CHECK_FALSE(tasks->body->find_attribute("retries")->required);
}

TEST_CASE("schema: from a plain aggregate", "[lsp][schema]") {
    using namespace schema_test;
    const auto sc = schema::from_spec(hcl::spec_of<plain_config>());
    const auto& root = sc.root();
    CHECK(root.find_attribute("version")->required);
    CHECK(root.find_attribute("debug")->type == hcl::type::boolean());
    const auto* process = root.find_block("process");
    REQUIRE(process);
    CHECK(process->labels.size() == 1);
    const auto& body = body_of_block(root, "process");
    CHECK(body.find_attribute("command")->type == hcl::type::list(hcl::type::string()));
    CHECK(body.find_block("resources")->max_items == 1);
    CHECK(body_of_block(body, "resources").find_attribute("cpu")->required);
}

TEST_CASE("schema: struct_schema<T> has from_spec(spec_of<T>)'s tree", "[lsp][schema]") {
    using namespace schema_test;
    const auto of = hcl::lsp::struct_schema<app>({}, "app");
    const auto from = schema::from_spec(hcl::spec_of<app>());
    CHECK(of.name() == "app");
    CHECK(of.root().find_attribute("environment")->required);
    CHECK(label_names(*of.root().find_block("service")) == label_names(*from.root().find_block("service")));
    CHECK(of.root().find_block("service")->body->find_block("task"));
}

TEST_CASE("schema: a document under a struct's schema has try_decode's diagnostics", "[lsp][schema]") {
    using namespace schema_test;
    const std::vector<std::string> app_inputs{
        "environment = \"prod\"\nservice \"web\" {\n  image = \"nginx\"\n}\n",
        "service \"web\" {\n  imag = \"nginx\"\n}\n",
        "environment = 1\nservice \"web\" {\n  image = \"x\"\n  replicas = \"many\"\n  resources {\n  }\n"
        "  resources {\n    cpu = 1\n  }\n}\n",
        "environment = \"prod\"\nservice {\n}\nservic \"x\" {}\n",
        "environment = \"prod\"\nservice \"web\" {\n  image = \"x\"\n  task {\n  }\n  task \"a\" {\n"
        "    retries = \"many\"\n  }\n  volume {\n    path = [1]\n  }\n}\n",
    };
    for (const auto& text : app_inputs) same_as_struct_decoder<app>(text);
    const std::vector<std::string> plain_inputs{
        "version = \"1\"\nprocess \"web\" {\n  command = [\"serve\"]\n  resources { cpu = 2 }\n}\n",
        "process \"web\" {\n  comand = [\"serve\"]\n  resources { memory = 2 }\n}\n",
        "version = \"1\"\ndebug = \"yes\"\n",
    };
    for (const auto& text : plain_inputs) same_as_struct_decoder<plain_config>(text);
}
