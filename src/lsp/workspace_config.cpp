// The workspace configuration (`.hcl-lsp.hcl`): decoded with hcl::decode
// into the public structs and checked; its own schema.
#include "lsp/workspace_config_support.hpp"

#include <hcl/decode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/lsp/workspace_config.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec_of.hpp>

#include <boost/describe.hpp>

#include <string_view>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {

BOOST_DESCRIBE_STRUCT(schema_rule, (),
                      (pattern, spec, terraform_schema, locals, variables, range, pattern_range,
                       spec_range, terraform_schema_range, locals_range, variables_range))
constexpr auto hcl_fields(type_tag<schema_rule>) {
    return fields(
        field(&schema_rule::pattern, tag::label()), field(&schema_rule::range, tag::def_range()),
        field(&schema_rule::pattern_range, tag::label_range("pattern")),
        field(&schema_rule::spec_range, tag::attr_value_range("spec")),
        field(&schema_rule::terraform_schema_range, tag::attr_value_range("terraform_schema")),
        field(&schema_rule::locals_range, tag::attr_value_range("locals")),
        field(&schema_rule::variables_range, tag::attr_value_range("variables")));
}

BOOST_DESCRIBE_STRUCT(workspace_config, (), (schemas))
constexpr auto hcl_fields(type_tag<workspace_config>) {
    return fields(field(&workspace_config::schemas, tag::block("schema")));
}

namespace {

// A BLOCKTYPE=ROOT option that is neither that nor "" is reported and
// dropped (the default applies).
void check_declaration(std::optional<std::string>& option, const source_range& at,
                       std::string_view name, hcl::diagnostics& out) {
    std::string block, root;
    if (!option || option->empty() || parse_declaration_option(*option, block, root)) return;
    detail::report(out, at, "Invalid " + std::string(name) + " declaration",
                   std::string(name) + " is BLOCKTYPE=ROOT (such as \"" +
                       (name == "locals" ? "locals=local" : "variable=var") +
                       "\"), or \"\" for none");
    option.reset();
}

// Whether a rule is usable; reports what is wrong with it and drops the
// parts that are.
bool check_rule(schema_rule& r, hcl::diagnostics& out) {
    if (auto problem = path_pattern_problem(r.pattern); !problem.empty()) {
        detail::report(out, r.pattern_range, "Invalid file pattern", std::move(problem));
        return false;
    }
    if (r.spec && r.terraform_schema) {
        detail::report(
            out, r.terraform_schema_range, "Conflicting schemas",
            "a schema block gives either spec or terraform_schema, not both; the spec is used");
        r.terraform_schema.reset();
    }
    for (auto [file, at] :
         {std::pair{&r.spec, &r.spec_range}, {&r.terraform_schema, &r.terraform_schema_range}}) {
        if (*file && (*file)->empty()) {
            detail::report(out, *at, "Empty file name", "the schema file's name is missing");
            file->reset();
        }
    }
    check_declaration(r.locals, r.locals_range, "locals", out);
    check_declaration(r.variables, r.variables_range, "variables", out);
    return true;
}

}  // namespace

workspace_config_result decode_workspace_config(const hcl::body& body) {
    auto decoded = try_decode<workspace_config>(body);
    workspace_config_result r;
    r.diagnostics = std::move(decoded.diagnostics);
    for (auto& rule : decoded.value.schemas) {
        if (check_rule(rule, r.diagnostics)) r.config.schemas.push_back(std::move(rule));
    }
    return r;
}

workspace_config_result read_workspace_config(std::string text, std::string filename) {
    const bool json = filename.size() >= 5 && filename.ends_with(".json");
    auto parsed = json ? hcl::json::parse(std::move(text), std::move(filename))
                       : hcl::native::parse_config(std::move(text), std::move(filename));
    auto r = decode_workspace_config(parsed.file->body());
    parsed.diagnostics += std::move(r.diagnostics);
    r.diagnostics = std::move(parsed.diagnostics);
    return r;
}

bool parse_declaration_option(std::string_view text, std::string& block, std::string& root) {
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == text.size()) return false;
    block = std::string(text.substr(0, eq));
    root = std::string(text.substr(eq + 1));
    return true;
}

lsp::schema workspace_config_schema(file_reader read, std::string base_directory,
                                    schema_file_cache cache) {
    static const schema tree = schema::from_spec(spec_of<workspace_config>());
    return schema(
        tree.shared_root(),
        [read = std::move(read), base = std::move(base_directory), cache = std::move(cache)](
            const hcl::body& body, const eval_context*, hcl::diagnostics& out) {
            auto r = decode_workspace_config(body);
            out += std::move(r.diagnostics);
            if (read) (void)load_workspace_schemas(r.config, base, read, out, &cache);
        },
        std::string(workspace_config_name));
}

}  // namespace lsp
HCL_END_NAMESPACE
