// The hcldec spec language as an hcl::lsp schema: each spec block's
// arguments, and the spec blocks it may nest, which are again all the spec
// blocks (the bodies refer to each other; made once, kept for the page's
// life). The names and types are those src/spec/read.cpp reads.
#include "spec_language_schema.hpp"

#include <hcl/type.hpp>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace hclcpp_wasm {
namespace {

namespace lsp = hcl::lsp;

lsp::schema_attribute argument(std::string name, hcl::type type, std::string doc) {
    lsp::schema_attribute a;
    a.name = std::move(name);
    a.type = std::move(type);
    a.doc.text = std::move(doc);
    return a;
}

struct spec_kind {
    const char* name;
    const char* doc;
    bool nests;  // holds nested spec blocks
    std::vector<lsp::schema_attribute> arguments;
};

std::vector<spec_kind> spec_kinds() {
    const auto string = hcl::type::string();
    const auto number = hcl::type::number();
    const auto boolean = hcl::type::boolean();
    const auto any = hcl::type::dynamic();
    const auto block_type = argument("block_type", string,
                                     "The block type to decode (default: the spec block's label).");
    const auto required = argument("required", boolean, "Whether the input must have it.");
    return {
        {"object",
         "An object whose attributes are the nested specs, named by their labels.",
         true,
         {}},
        {"array", "A tuple of the nested specs' values, in order.", true, {}},
        {"attr",
         "An attribute of the body.",
         false,
         {argument("name", string, "The attribute's name (default: the spec block's label)."),
          argument("type", any, "The attribute's type (a type expression such as list(string))."),
          required}},
        {"block", "One nested block, decoded with the nested spec.", true, {block_type, required}},
        {"block_list",
         "Nested blocks of one type, as a list.",
         true,
         {block_type, argument("min_items", number, "The fewest blocks allowed."),
          argument("max_items", number, "The most blocks allowed.")}},
        {"block_set",
         "Nested blocks of one type, as a set.",
         true,
         {block_type, argument("min_items", number, "The fewest blocks allowed."),
          argument("max_items", number, "The most blocks allowed.")}},
        {"block_map",
         "Nested labelled blocks, as a map by their labels.",
         true,
         {block_type,
          argument("labels", hcl::type::list(string), "The names of the blocks' labels.")}},
        {"block_attrs",
         "A nested block whose attributes become a map.",
         false,
         {block_type, argument("element_type", any, "The type of every attribute."), required}},
        {"literal",
         "A constant value.",
         false,
         {argument("value", any, "The value."), argument("type", any, "The value's type.")}},
        {"default", "The first nested spec whose value is not null.", true, {}},
        {"transform",
         "The nested spec's value, transformed by the result expression (nested refers to it).",
         true,
         {argument("result", any, "The expression giving the value.")}},
        {"label",
         "A label of the enclosing block.",
         false,
         {argument("index", number, "Which label, from 0."),
          argument("name", string, "The label's name (default: the spec block's label).")}},
    };
}

lsp::schema make_schema() {
    const auto kinds = spec_kinds();
    std::vector<std::shared_ptr<lsp::schema_body>> bodies;
    std::vector<lsp::schema_block> spec_blocks;
    // Every spec block may describe itself (an hclcpp extension,
    // docs/deviations.md); editors show the description on hover.
    auto description_kind = argument("description_kind", hcl::type::string(),
                                     "How the description is written: \"plain\" (the default) or \"markdown\".");
    description_kind.allowed_values = {hcl::value::string("plain"), hcl::value::string("markdown")};
    const std::vector<lsp::schema_attribute> description_arguments = {
        argument("description", hcl::type::string(),
                 "What the item is for, shown by editors (instead of the comment lines above the block)."),
        std::move(description_kind)};
    for (const auto& kind : kinds) {
        auto body = std::make_shared<lsp::schema_body>();
        body->attributes = kind.arguments;
        body->attributes.insert(body->attributes.end(), description_arguments.begin(), description_arguments.end());
        bodies.push_back(body);
        lsp::schema_block block;
        block.type = kind.name;
        block.doc.text = kind.doc;
        block.labels.push_back(
            {"name", {}, {"The name of the item (the object member, attribute or block type)."}});
        block.body = body;
        spec_blocks.push_back(std::move(block));
    }
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        if (kinds[i].nests) bodies[i]->blocks = spec_blocks;
    }

    auto root = std::make_shared<lsp::schema_body>();
    root->blocks = spec_blocks;
    for (auto& b : root->blocks) b.labels.clear();  // the root spec has no name
    lsp::schema_block variables;
    variables.type = "variables";
    variables.doc.text = "Variables that input files may use: each attribute is one.";
    auto any_attributes = std::make_shared<lsp::schema_body>();
    any_attributes->any_attributes = hcl::type::dynamic();
    variables.body = any_attributes;
    variables.max_items = 1;
    root->blocks.push_back(std::move(variables));
    lsp::schema_block function;
    function.type = "function";
    function.doc.text = "A function that input files may call.";
    function.labels.push_back({"name", {}, {"The function's name."}});
    auto function_body = std::make_shared<lsp::schema_body>();
    function_body->attributes = {
        argument("params", hcl::type::list(hcl::type::string()), "The names of the parameters."),
        argument("variadic_param", hcl::type::string(),
                 "The name of the parameter taking the remaining arguments."),
        argument("result", hcl::type::dynamic(), "The expression giving the result.")};
    function.body = function_body;
    root->blocks.push_back(std::move(function));
    return lsp::schema(root, {}, "the hcldec spec language");
}

}  // namespace

const lsp::schema& spec_language_schema() {
    static const lsp::schema schema = make_schema();
    return schema;
}

}  // namespace hclcpp_wasm
