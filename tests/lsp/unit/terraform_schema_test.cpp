// Terraform provider schemas as editor schemas (schema::parse_terraform in
// include/hcl/lsp/schema.hpp): the tree, and checking configurations.
#include "diagnostics_test_support.hpp"

#include "support/catch.hpp"

#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/schema.hpp>

#include <cstdint>
#include <ctime>
#include <string>
#include <vector>

using namespace lsp_test;
using hcl::lsp::schema;

namespace {

const hcl::lsp::schema_body& resource_body(const std::string& type) {
    const auto* resource = aws_schema().root().find_block("resource");
    REQUIRE(resource);
    const auto* body = resource->body_for({type, "x"});
    REQUIRE(body);
    return *body;
}

// An aws_instance with its required arguments and `extra` lines.
std::string web_instance(const std::string& extra) {
    return "resource \"aws_instance\" \"web\" {\n  ami = \"a\"\n  instance_type = \"t3\"\n" + extra + "}\n";
}

// The one diagnostic of `text`; fails showing them all when there are others.
hcl::lsp::diagnostic only_diagnostic(const std::string& text) {
    const auto ds = diagnostics_of(text, aws_schema());
    INFO(messages(ds));
    REQUIRE(ds.size() == 1);
    return ds[0];
}

}  // namespace

TEST_CASE("terraform: the root holds resource, data and provider blocks chosen by their first label",
          "[lsp][terraform]") {
    const auto& root = aws_schema().root();
    const auto* resource = root.find_block("resource");
    REQUIRE(resource);
    REQUIRE(resource->labels.size() == 2);
    CHECK(resource->labels[0].name == "type");
    CHECK(resource->labels[1].name == "name");
    CHECK(resource->labels[0].allowed_values ==
          std::vector<std::string>{"aws_instance", "aws_s3_bucket", "aws_security_group"});
    CHECK(resource->body_label == std::size_t{0});
    CHECK(resource->bodies_by_label.size() == 3);
    CHECK(resource->body_for({"aws_instance", "web"}) == resource->bodies_by_label.at("aws_instance").get());
    CHECK(resource->body_for({"aws_nothing", "web"}) == nullptr);

    const auto* data = root.find_block("data");
    REQUIRE(data);
    CHECK(data->labels[0].allowed_values == std::vector<std::string>{"aws_ami"});
    CHECK(data->body_for({"aws_ami", "x"})->doc.text == "Use this data source to get the ID of a registered AMI.");

    const auto* provider = root.find_block("provider");
    REQUIRE(provider);
    REQUIRE(provider->labels.size() == 1);
    CHECK(provider->labels[0].allowed_values == std::vector<std::string>{"aws"});
    const auto* aws = provider->body_for({"aws"});
    REQUIRE(aws);
    CHECK(aws->find_attribute("region"));
    CHECK(aws->find_attribute("alias"));
    CHECK(aws->find_block("default_tags")->max_items == 1);
    CHECK_FALSE(aws->find_block("lifecycle"));

    for (const char* open : {"variable", "output", "locals", "module", "terraform", "moved", "import", "check"}) {
        INFO(open);
        const auto* b = root.find_block(open);
        REQUIRE(b);
        REQUIRE(b->body);
        CHECK(b->body->open);
    }
    CHECK(root.find_block("variable")->labels.size() == 1);
    CHECK(root.find_block("locals")->labels.empty());
}

TEST_CASE("terraform: attributes have the schema's types, required flags and documentation", "[lsp][terraform]") {
    const auto& instance = resource_body("aws_instance");
    CHECK(instance.doc == hcl::lsp::documentation{"Provides an EC2 instance resource.", false});

    const auto* ami = instance.find_attribute("ami");
    REQUIRE(ami);
    CHECK(ami->required);
    CHECK(ami->type == hcl::type::string());
    CHECK(ami->doc.markdown);
    CHECK(ami->doc.text == "AMI to use for the instance. Required unless `launch_template` is specified.");

    CHECK(instance.find_attribute("tags")->type == hcl::type::map(hcl::type::string()));
    CHECK(instance.find_attribute("vpc_security_group_ids")->type == hcl::type::set(hcl::type::string()));
    CHECK_FALSE(instance.find_attribute("tags")->required);
    // optional + computed: the user may set it.
    CHECK(instance.find_attribute("id"));
    // computed only: set by the provider, not offered.
    CHECK_FALSE(instance.find_attribute("arn"));

    const auto* cores = instance.find_attribute("cpu_core_count");
    REQUIRE(cores);
    CHECK(cores->doc.text ==
          "Sets the number of CPU cores for an instance. Use `cpu_options` instead.\n\n**Deprecated.**");

    const auto* provider = aws_schema().root().find_block("provider")->body_for({"aws"});
    CHECK(provider->find_attribute("access_key")->doc ==
          hcl::lsp::documentation{"The access key for API operations.\n\nSensitive.", false});

    // A nested attribute type: an object whose optional attributes are the
    // schema's optional ones; computed-only ones are not part of it.
    const auto* dns = instance.find_attribute("private_dns_name_options");
    REQUIRE(dns);
    CHECK(dns->type == hcl::type::object({{"hostname_type", hcl::type::string()},
                                          {"enable_resource_name_dns_a_record", hcl::type::boolean()}},
                                         {"enable_resource_name_dns_a_record"}));

    const auto& bucket = resource_body("aws_s3_bucket");
    CHECK(bucket.find_attribute("settings")->type ==
          hcl::type::object({{"versioning", hcl::type::boolean()}, {"class", hcl::type::string()}}, {"class"}));
}

TEST_CASE("terraform: block types follow their nesting modes", "[lsp][terraform]") {
    const auto& instance = resource_body("aws_instance");
    const auto* root_device = instance.find_block("root_block_device");  // list, max 1
    REQUIRE(root_device);
    CHECK(root_device->min_items == 0);
    CHECK(root_device->max_items == 1);
    CHECK(root_device->labels.empty());
    CHECK(root_device->doc.text == "Customize details about the root block device of the instance.");
    CHECK(root_device->body->find_attribute("volume_size"));
    CHECK_FALSE(root_device->body->find_attribute("volume_id"));

    const auto* ebs = instance.find_block("ebs_block_device");  // set
    CHECK(ebs->max_items == 0);
    CHECK(ebs->body->find_attribute("device_name")->required);
    CHECK(instance.find_block("network_interface")->max_items == 4);
    const auto* metadata = instance.find_block("metadata_options");  // group
    CHECK(metadata->min_items == 0);
    CHECK(metadata->max_items == 1);
    CHECK(instance.find_block("metadata_options")->body->find_attribute("http_tokens")->doc.markdown);
    const auto* timeouts = instance.find_block("timeouts");  // single
    CHECK(timeouts->min_items == 0);
    CHECK(timeouts->max_items == 1);

    const auto& bucket = resource_body("aws_s3_bucket");
    CHECK(bucket.find_block("logging")->required());  // single with min_items 1

    const auto& group = resource_body("aws_security_group");
    const auto* endpoint = group.find_block("endpoint");  // map: one label
    REQUIRE(endpoint);
    REQUIRE(endpoint->labels.size() == 1);
    CHECK(endpoint->labels[0].name == "key");
    CHECK(endpoint->repeatable());
}

TEST_CASE("terraform: resource and data bodies have Terraform's meta-arguments", "[lsp][terraform]") {
    const auto& instance = resource_body("aws_instance");
    for (const char* name : {"count", "for_each", "depends_on", "provider"}) {
        INFO(name);
        CHECK(instance.find_attribute(name));
    }
    CHECK(instance.find_attribute("count")->type == hcl::type::number());
    const auto* lifecycle = instance.find_block("lifecycle");
    REQUIRE(lifecycle);
    CHECK(lifecycle->max_items == 1);
    CHECK(lifecycle->body->find_attribute("create_before_destroy"));
    CHECK(lifecycle->body->find_block("precondition")->body->find_attribute("condition")->required);
    CHECK(instance.find_block("provisioner")->labels.size() == 1);
    CHECK(instance.find_block("provisioner")->body->open);
    CHECK(instance.find_block("connection")->body->open);

    const auto* data = aws_schema().root().find_block("data")->body_for({"aws_ami", "x"});
    CHECK(data->find_attribute("count"));
    CHECK(data->find_block("lifecycle"));
    CHECK_FALSE(data->find_block("lifecycle")->body->find_attribute("create_before_destroy"));
    CHECK_FALSE(data->find_block("provisioner"));
}

TEST_CASE("terraform: a real-looking configuration checks clean", "[lsp][terraform]") {
    const auto text = data_file("main.tf");
    const auto ds = diagnostics_of(text, aws_schema());
    INFO(messages(ds));
    CHECK(ds.empty());
}

TEST_CASE("terraform: the JSON syntax of a configuration is checked the same way", "[lsp][terraform]") {
    const std::string clean = R"({
  "resource": {
    "aws_instance": {
      "web": {"ami": "ami-1", "instance_type": "t3.micro", "tags": {"Name": "web"}}
    }
  }
})";
    CHECK(diagnostics_of(clean, aws_schema(), "file:///main.tf.json").empty());
    const std::string typo = R"({
  "resource": {
    "aws_instance": {
      "web": {"ami": "ami-1", "instance_typ": "t3.micro"}
    }
  }
})";
    const auto ds = diagnostics_of(typo, aws_schema(), "file:///main.tf.json");
    INFO(messages(ds));
    REQUIRE(ds.size() == 2);
    // In source order: the extra property, then the object's end, where the missing one is reported.
    CHECK(ds[0].message ==
          "Extraneous JSON object property: No argument or block type is named \"instance_typ\". Did you mean "
          "\"instance_type\"?");
    CHECK(ds[0].range == range_of(typo, "\"instance_typ\""));
    CHECK(ds[0].suggestion == "instance_type");
    CHECK(ds[1].message.rfind("Missing required argument", 0) == 0);
}

TEST_CASE("terraform: mistakes in resource bodies are the decoder's diagnostics", "[lsp][terraform]") {
    SECTION("a misspelled argument") {
        const std::string text = "resource \"aws_instance\" \"web\" {\n  ami = \"ami-1\"\n  instance_typ = \"t3\"\n}\n";
        const auto ds = diagnostics_of(text, aws_schema());
        INFO(messages(ds));
        REQUIRE(ds.size() == 2);
        CHECK(ds[0].message ==
              "Missing required argument: The argument \"instance_type\" is required, but no definition was found.");
        const auto& d = ds[1];
        CHECK(d.message == "Unsupported argument: An argument named \"instance_typ\" is not expected here. Did you "
                           "mean \"instance_type\"?");
        CHECK(d.range == range_of(text, "instance_typ"));
        CHECK(d.suggestion == "instance_type");
        CHECK(d.stage == hcl::lsp::diagnostic_stage::schema);
    }
    SECTION("a missing required argument") {
        const std::string text = "resource \"aws_instance\" \"web\" {\n  instance_type = \"t3\"\n}\n";
        const auto d = only_diagnostic(text);
        CHECK(d.message == "Missing required argument: The argument \"ami\" is required, but no definition was found.");
        CHECK(d.range.start.line == 0);
    }
    SECTION("wrong values, too many blocks, a computed-only attribute") {
        struct mistake {
            std::string extra;  // lines in a valid aws_instance
            std::string message_start;
            std::string at;  // where it starts (the last occurrence)
        };
        const std::vector<mistake> mistakes{
            {"  associate_public_ip_address = \"maybe\"\n", "Incorrect attribute value type", "\"maybe\""},
            {"  private_dns_name_options = { enable_resource_name_dns_a_record = true }\n",
             "Incorrect attribute value type: Inappropriate value for attribute \"private_dns_name_options\": "
             "attribute \"hostname_type\" is required.",
             "{ enable"},
            // hcldec points into the body of the first block too many
            {"  root_block_device {}\n  root_block_device {}\n", "Too many root_block_device blocks", "{}"},
            {"  arn = \"x\"\n", "Value for unconfigurable attribute: Can't configure a value for \"arn\"", "arn"},
            {"  root_block_device {\n    volume_id = \"v\"\n  }\n",
             "Value for unconfigurable attribute: Can't configure a value for \"volume_id\"", "volume_id"},
        };
        for (const auto& m : mistakes) {
            const std::string text = web_instance(m.extra);
            INFO(text);
            const auto d = only_diagnostic(text);
            INFO(messages({d}));
            CHECK(d.message.rfind(m.message_start, 0) == 0);
            hcl::lsp::line_index lines(text);
            CHECK(d.range.start == lines.at(text.rfind(m.at)));
        }
    }
    SECTION("a misspelled block type in a dynamic block's content") {
        const std::string text = "resource \"aws_security_group\" \"g\" {\n  dynamic \"ingress\" {\n"
                                 "    for_each = var.ports\n    content {\n      from_port = ingress.value\n"
                                 "      to_port = ingress.value\n      protocl = \"tcp\"\n    }\n  }\n}\n";
        const auto ds = diagnostics_of(text, aws_schema());
        INFO(messages(ds));
        REQUIRE_FALSE(ds.empty());
        bool found = false;
        for (const auto& d : ds) found = found || d.suggestion == "protocol";
        CHECK(found);
    }
}

TEST_CASE("terraform: unknown types and top-level blocks", "[lsp][terraform]") {
    SECTION("a misspelled resource type is reported on its label") {
        const std::string text = "resource \"aws_instanc\" \"web\" {\n  anything = 1\n}\n";
        const auto d = only_diagnostic(text);
        CHECK(d.message == "Invalid resource type: The provider schemas have no resource type \"aws_instanc\". Did "
                           "you mean \"aws_instance\"?");
        CHECK(d.range == range_of(text, "\"aws_instanc\""));
        CHECK(d.suggestion == "aws_instance");
    }
    SECTION("every block of a misspelled type has the suggestion") {
        const std::string text = "resource \"aws_instanc\" \"a\" {}\nresource \"aws_instanc\" \"b\" {}\n"
                                 "resource \"aws_s3_buckt\" \"c\" {}\n";
        const auto ds = diagnostics_of(text, aws_schema());
        REQUIRE(ds.size() == 3);
        CHECK(ds[0].suggestion == "aws_instance");
        CHECK(ds[1].suggestion == "aws_instance");
        CHECK(ds[2].suggestion == "aws_s3_bucket");
    }
    SECTION("an unknown data source, without a close name") {
        const std::string text = "data \"google_project\" \"p\" {}\n";
        const auto d = only_diagnostic(text);
        CHECK(d.message == "Invalid data source: The provider schemas have no data source \"google_project\".");
        CHECK(d.suggestion.empty());
    }
    SECTION("an unknown provider") {
        const std::string text = "provider \"awz\" {}\n";
        const auto d = only_diagnostic(text);
        CHECK(d.suggestion == "aws");
    }
    SECTION("a misspelled top-level block type") {
        const std::string text = "resourc \"aws_instance\" \"web\" {}\n";
        const auto d = only_diagnostic(text);
        CHECK(d.message == "Unsupported block type: Blocks of type \"resourc\" are not expected here. Did you mean "
                           "\"resource\"?");
        CHECK(d.range == range_of(text, "resourc"));
    }
}

TEST_CASE("terraform: missing blocks and labels, top-level arguments", "[lsp][terraform]") {
    struct mistake {
        std::string text;
        std::string message_start;
        std::uint32_t line;
    };
    const std::vector<mistake> mistakes{
        {"resource \"aws_s3_bucket\" \"b\" {\n  bucket = \"b\"\n}\n", "Missing logging block", 0},
        {"resource \"aws_security_group\" \"g\" {\n  endpoint {\n    url = \"u\"\n  }\n}\n",
         "Missing key for endpoint", 1},
        {"resource \"aws_instance\" {}\n", "Missing name for resource", 0},
        {"\n\nregion = \"x\"\n", "Unsupported argument", 2},
    };
    for (const auto& m : mistakes) {
        INFO(m.text);
        const auto d = only_diagnostic(m.text);
        CHECK(d.message.rfind(m.message_start, 0) == 0);
        CHECK(d.range.start.line == m.line);
    }
}

TEST_CASE("terraform: references to Terraform's names are not schema errors", "[lsp][terraform]") {
    const std::string text = R"(resource "aws_instance" "web" {
  ami           = data.aws_ami.ubuntu.id
  instance_type = var.type
  count         = length(var.zones)
  tags          = { Name = "web-${count.index}", Zone = each.key }
  user_data     = aws_s3_bucket.b.bucket
  depends_on    = [aws_security_group.web]
}
)";
    CHECK(diagnostics_of(text, aws_schema()).empty());
    // With evaluation on, the undefined names are reported, as evaluation diagnostics.
    const auto ds = diagnostics_of(text, hcl::lsp::options{.schema = aws_schema(), .evaluate = true});
    REQUIRE_FALSE(ds.empty());
    for (const auto& d : ds) CHECK(d.stage == hcl::lsp::diagnostic_stage::evaluation);
}

TEST_CASE("terraform: half-typed configurations give diagnostics, never a crash", "[lsp][terraform]") {
    const std::string full = data_file("main.tf");
    // Every prefix of a few kinds of cut: the checker sees what the parser recovered.
    for (std::size_t cut = 0; cut < full.size(); cut += 37) {
        INFO(cut);
        (void)diagnostics_of(full.substr(0, cut), aws_schema());
        (void)diagnostics_of(full.substr(0, cut), hcl::lsp::options{.schema = aws_schema(), .evaluate = true});
    }
    const auto ds = diagnostics_of("resource \"aws_instance\" \"web\" {\n  ami = \n", aws_schema());
    CHECK_FALSE(ds.empty());
    const std::string json = R"({"resource": {"aws_instance": {"web": {"ami": "a", "instance_type": "t",
  "root_block_device": [{"volume_size": 8}], "dynamic": {"ebs_block_device": {"for_each": "${var.disks}",
  "content": {"device_name": "${ebs_block_device.value}"}}}}}}, "provider": {"aws": [{"region": "x"}]}})";
    CHECK(diagnostics_of(json, aws_schema(), "file:///main.tf.json").empty());
    for (std::size_t cut = 0; cut < json.size(); ++cut) {
        INFO(cut);
        (void)diagnostics_of(json.substr(0, cut), aws_schema(), "file:///main.tf.json");
    }
}

TEST_CASE("terraform: the generator's sample schema reads", "[lsp][terraform]") {
    auto r = schema::parse_terraform(data_file("../../generators/golden/terraform.json"), "terraform.json");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    const auto* item = r.schema.root().find_block("resource")->body_for({"shop_item", "x"});
    REQUIRE(item);
    CHECK(item->find_block("translation")->labels.size() == 1);
    CHECK(item->find_attribute("for-sale")->doc.text == "Deprecated.");
    CHECK(r.schema.root().find_block("provider")->body_for({"shop"})->find_attribute("endpoint")->required);
}

TEST_CASE("terraform: a bad schema gives diagnostics with ranges", "[lsp][terraform]") {
    auto load = [](const std::string& text) {
        auto r = schema::parse_terraform(text, "schema.json");
        CHECK(r.has_errors());
        CHECK(r.schema.empty());
        for (const auto& d : r.diagnostics) CHECK(d.subject.has_value());
        return r.diagnostics;
    };
    SECTION("not JSON") { load("{\"provider_schemas\": "); }
    SECTION("empty") { load(""); }
    SECTION("not an object") { load("[1, 2]"); }
    SECTION("not a provider schema") {
        const auto ds = load("{\"format_version\": \"1.0\"}");
        CHECK(ds.begin()->summary == "Not a provider schema");
    }
    SECTION("provider_schemas not an object") {
        const auto ds = load("{\"provider_schemas\": 3}");
        CHECK(ds.begin()->detail == "provider_schemas must be a JSON object.");
        CHECK(ds.begin()->subject->start.column == 22);
    }
    SECTION("the generator's bad schema") {
        const auto ds = load(data_file("../../generators/errors/terraform_bad.json"));
        std::vector<std::pair<std::string, std::size_t>> found;
        for (const auto& d : ds) found.emplace_back(d.summary, d.subject->start.line);
        CHECK(found == std::vector<std::pair<std::string, std::size_t>>{{"Invalid attribute type", 11},
                                                                        {"Unsupported nesting mode", 21},
                                                                        {"Unsupported nesting mode", 32},
                                                                        {"Invalid provider schema", 38}});
    }
    SECTION("wrong kinds of values") {
        const auto ds = load(R"({"provider_schemas": {"p": {"resource_schemas": {
  "a": {"block": {"attributes": {"x": {"type": "string", "required": "yes", "description": 1}}}},
  "b": {"block": {"attributes": {"y": {"required": true}}, "block_types": {"z": {"nesting_mode": "list"}}}},
  "c": {"nope": 1},
  "d": {"block": {"attributes": []}}
}}}})");
        std::vector<std::size_t> lines;
        for (const auto& d : ds) lines.push_back(d.subject->start.line);
        CHECK(lines == std::vector<std::size_t>{2, 2, 3, 3, 4, 5});
    }
}

TEST_CASE("terraform: diagnostics of blocks of several types come in source order", "[lsp][terraform]") {
    const std::string text = "resource \"aws_s3_bucket\" \"a\" {\n  logging {\n    target_bucket = \"t\"\n  }\n"
                             "  buckt = \"a\"\n}\n"
                             "resource \"aws_instance\" \"b\" {\n  ami = \"x\"\n  instance_type = \"t\"\n  tag = {}\n}\n"
                             "resource \"aws_s3_bucket\" \"c\" {\n  logging {\n    target_bucket = \"t\"\n  }\n"
                             "  bucke = \"c\"\n}\n";
    const auto ds = diagnostics_of(text, aws_schema());
    INFO(messages(ds));
    REQUIRE(ds.size() == 3);
    CHECK(ds[0].suggestion == "bucket");
    CHECK(ds[1].suggestion == "tags");
    CHECK(ds[2].suggestion == "bucket");
    CHECK(ds[0].range.start.line < ds[1].range.start.line);
    CHECK(ds[1].range.start.line < ds[2].range.start.line);
}

TEST_CASE("terraform: a map block type whose values have no one type", "[lsp][terraform]") {
    // A dynamic-typed attribute: the blocks cannot be a map of one object
    // type, and are checked as labelled blocks all the same.
    auto r = schema::parse_terraform(R"({"provider_schemas": {"x/y/z": {"resource_schemas": {"z_thing": {"block": {
  "block_types": {"setting": {"nesting_mode": "map", "block": {
    "attributes": {"value": {"type": "dynamic", "required": true}}}}}}}}}}})",
                                     "z.json");
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    const auto* thing = r.schema.root().find_block("resource")->body_for({"z_thing", "t"});
    REQUIRE(thing);
    CHECK(thing->find_block("setting")->labels.size() == 1);
    const std::string clean = "resource \"z_thing\" \"t\" {\n  setting \"a\" {\n    value = 1\n  }\n"
                              "  setting \"b\" {\n    value = \"x\"\n  }\n}\n";
    CHECK(diagnostics_of(clean, r.schema).empty());
    const auto ds = diagnostics_of("resource \"z_thing\" \"t\" {\n  setting {\n    valu = 1\n  }\n}\n", r.schema);
    INFO(messages(ds));
    REQUIRE_FALSE(ds.empty());
    CHECK(ds[0].message.rfind("Missing key for setting", 0) == 0);
}

TEST_CASE("terraform: declared variables and locals are defined when evaluating", "[lsp][terraform]") {
    hcl::lsp::options opts{.schema = aws_schema(), .evaluate = true};
    opts.declarations.variables_block = "variable";
    const std::string text = "variable \"type\" {}\nlocals {\n  ami = \"ami-1\"\n}\n"
                             "resource \"aws_instance\" \"web\" {\n  ami = local.ami\n  instance_type = var.type\n}\n";
    const auto ds = diagnostics_of(text, opts);
    INFO(messages(ds));
    CHECK(ds.empty());
    const auto undeclared = diagnostics_of(text + "output \"x\" {\n  value = var.nope\n}\n", opts);
    // Open bodies (output) are not checked: nothing is evaluated there.
    CHECK(undeclared.empty());
    const auto in_resource = diagnostics_of(
        "resource \"aws_instance\" \"web\" {\n  ami = var.nope\n  instance_type = \"t\"\n}\n", opts);
    REQUIRE(in_resource.size() == 1);
    CHECK(in_resource[0].stage == hcl::lsp::diagnostic_stage::evaluation);
}

TEST_CASE("terraform: cut or damaged schemas give diagnostics with ranges, never a crash", "[lsp][terraform]") {
    const std::string full = data_file("aws_provider_schema.json");
    std::size_t with_errors = 0;
    for (std::size_t cut = 0; cut < full.size(); cut += 61) {
        auto r = schema::parse_terraform(full.substr(0, cut), "cut.json");
        with_errors += r.has_errors() ? 1 : 0;
        for (const auto& d : r.diagnostics) CHECK(d.subject.has_value());
    }
    CHECK(with_errors == (full.size() + 60) / 61);
    // Values of other kinds where the schema expects objects, strings, booleans and counts.
    for (const char* from : {"\"block\": {", "\"required\": true", "\"description_kind\": \"plain\"",
                             "\"max_items\": 1", "\"nesting_mode\": \"list\""}) {
        for (const char* to : {"\"block\": [", "\"required\": 1", "\"description_kind\": []",
                               "\"max_items\": 1.5", "\"nesting_mode\": null"}) {
            std::string damaged = full;
            const auto at = damaged.find(from);
            REQUIRE(at != std::string::npos);
            damaged.replace(at, std::string_view(from).size(), to);
            auto r = schema::parse_terraform(damaged, "damaged.json");
            for (const auto& d : r.diagnostics) CHECK(d.subject.has_value());
        }
    }
}

// Not a test: how long reading a provider schema of real size takes
// (`hclcpp_lsp_tests "[.lsp_speed]"`). The AWS provider's schema has about
// 1,300 resource types and 500 data sources; this one repeats the test
// schema's resource types to that many.
TEST_CASE("terraform: reading a schema of the AWS provider's size", "[.lsp_speed]") {
    const std::string full = data_file("aws_provider_schema.json");
    const auto begin = full.find("\"aws_instance\": {");
    const auto end = full.find("\"aws_security_group\": {");
    REQUIRE(begin != std::string::npos);
    REQUIRE(end != std::string::npos);
    const std::string one = full.substr(begin + std::string_view("\"aws_instance\"").size(), end - begin - 14);
    std::string many;
    for (int i = 0; i < 1800; ++i) many += "\"aws_type_" + std::to_string(i) + "\"" + one;
    std::string text = full;
    text.insert(begin, many);
    const auto start = std::clock();
    auto r = schema::parse_terraform(text, "big.json");
    const double took = static_cast<double>(std::clock() - start) * 1000.0 / CLOCKS_PER_SEC;
    INFO(r.diagnostics.to_string());
    REQUIRE_FALSE(r.has_errors());
    CHECK(r.schema.root().find_block("resource")->bodies_by_label.size() == 1803);
    WARN(text.size() / 1000 << " kB, 1803 resource types: " << took << " ms of processor time");
}
