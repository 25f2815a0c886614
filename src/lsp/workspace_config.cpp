// The workspace configuration (`.hcl-lsp.hcl`): decoded with hcl::decode
// into the public structs, checked, and its schema files read.
#include <hcl/decode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/lsp/workspace_config.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec_of.hpp>

#include <boost/describe.hpp>

#include <functional>
#include <map>
#include <mutex>
#include <string_view>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {

BOOST_DESCRIBE_STRUCT(schema_rule, (),
                      (pattern, spec, terraform_schema, locals, variables, range, pattern_range, spec_range,
                       terraform_schema_range, locals_range, variables_range))
constexpr auto hcl_fields(type_tag<schema_rule>) {
    return fields(field(&schema_rule::pattern, tag::label()), field(&schema_rule::range, tag::def_range()),
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

void report(hcl::diagnostics& out, const source_range& at, std::string summary, std::string detail) {
    hcl::diagnostic d;
    d.summary = std::move(summary);
    d.detail = std::move(detail);
    d.subject = at;
    out.push_back(std::move(d));
}

// A BLOCKTYPE=ROOT option that is neither that nor "" is reported and
// dropped (the default applies).
void check_declaration(std::optional<std::string>& option, const source_range& at, std::string_view name,
                       hcl::diagnostics& out) {
    std::string block, root;
    if (!option || option->empty() || parse_declaration_option(*option, block, root)) return;
    report(out, at, "Invalid " + std::string(name) + " declaration",
           std::string(name) + " is BLOCKTYPE=ROOT (such as \"" +
               (name == "locals" ? "locals=local" : "variable=var") + "\"), or \"\" for none");
    option.reset();
}

// Whether a rule is usable; reports what is wrong with it and drops the
// parts that are.
bool check_rule(schema_rule& r, hcl::diagnostics& out) {
    if (auto problem = path_pattern_problem(r.pattern); !problem.empty()) {
        report(out, r.pattern_range, "Invalid file pattern", std::move(problem));
        return false;
    }
    if (r.spec && r.terraform_schema) {
        report(out, r.terraform_schema_range, "Conflicting schemas",
               "a schema block gives either spec or terraform_schema, not both; the spec is used");
        r.terraform_schema.reset();
    }
    for (auto [file, at] : {std::pair{&r.spec, &r.spec_range}, {&r.terraform_schema, &r.terraform_schema_range}}) {
        if (*file && (*file)->empty()) {
            report(out, *at, "Empty file name", "the schema file's name is missing");
            file->reset();
        }
    }
    check_declaration(r.locals, r.locals_range, "locals", out);
    check_declaration(r.variables, r.variables_range, "variables", out);
    return true;
}

bool absolute_path(std::string_view p) noexcept {
    return p.starts_with('/') || (p.size() > 2 && p[1] == ':' && (p[2] == '/' || p[2] == '\\'));
}

std::string resolved(const std::string& base, const std::string& file) {
    if (base.empty() || absolute_path(file)) return file;
    return base.back() == '/' ? base + file : base + "/" + file;
}

lsp::declarations declarations_of(const schema_rule& r) {
    lsp::declarations d;
    // A Terraform configuration declares its variables in `variable` blocks.
    if (r.terraform_schema) d.variables_block = "variable";
    if (r.locals && !parse_declaration_option(*r.locals, d.locals_block, d.locals_root)) d.locals_block.clear();
    if (r.variables && !parse_declaration_option(*r.variables, d.variables_block, d.variables_root))
        d.variables_block.clear();
    return d;
}

// The first error of a schema file, for the configuration's diagnostic.
std::string first_error(const hcl::diagnostics& diags) {
    std::size_t errors = 0;
    std::string first;
    for (const auto& d : diags) {
        if (!d.is_error()) continue;
        if (errors++ == 0) first = d.to_string();
    }
    if (errors > 1) first += " (and " + std::to_string(errors - 1) + " more)";
    return first;
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

// A file's text, identified without keeping it.
struct text_key {
    std::size_t size = 0;
    std::size_t hash = 0;
    friend bool operator==(const text_key&, const text_key&) = default;
};

struct schema_file_cache::files {
    struct entry {
        text_key text;
        lsp::schema loaded;  // of `text`; empty when it had errors
        std::string error;   // of `text`
        lsp::schema last_good;
    };
    std::mutex lock;
    std::map<std::string, entry, std::less<>> by_path;
};

schema_file_cache::schema_file_cache() : files_(std::make_shared<files>()) {}

struct schema_file_access {
    static schema_file_cache::files& of(const schema_file_cache& c) { return *c.files_; }
};

namespace {

struct loaded_file {
    lsp::schema schema;
    std::string error;  // the first error, when the text has errors
    bool previous = false;  // `schema` is the last good version of a file that has errors now
};

loaded_file parse_schema_file(std::string text, const std::string& path, bool terraform) {
    auto r = terraform ? schema::parse_terraform(std::move(text), path) : schema::parse_spec(std::move(text), path);
    if (r.has_errors()) return {{}, first_error(r.diagnostics)};
    return {std::move(r.schema), {}};
}

loaded_file load_schema_file(std::string text, const std::string& path, bool terraform,
                             const schema_file_cache* cache) {
    if (!cache) return parse_schema_file(std::move(text), path, terraform);
    auto& files = schema_file_access::of(*cache);
    const text_key key{text.size(), std::hash<std::string_view>{}(text)};
    std::unique_lock guard(files.lock);
    auto& e = files.by_path[path];
    if (!(e.text == key) || (e.loaded.empty() && e.error.empty())) {
        // Parsed without the lock: another file may load meanwhile.
        guard.unlock();
        auto fresh = parse_schema_file(std::move(text), path, terraform);
        guard.lock();
        auto& now = files.by_path[path];
        now.text = key;
        now.loaded = fresh.schema;
        now.error = std::move(fresh.error);
        if (!now.loaded.empty()) now.last_good = now.loaded;
    }
    const auto& current = files.by_path[path];
    if (current.loaded.empty() && !current.last_good.empty()) return {current.last_good, current.error, true};
    return {current.loaded, current.error};
}

}  // namespace

std::vector<workspace_schema> load_workspace_schemas(const workspace_config& config,
                                                     const std::string& base_directory, const file_reader& read,
                                                     hcl::diagnostics& out, const schema_file_cache* cache) {
    std::vector<workspace_schema> schemas;
    for (const auto& rule : config.schemas) {
        workspace_schema s{rule.pattern, {}, declarations_of(rule), {}};
        const bool terraform = rule.terraform_schema.has_value();
        const auto& name = terraform ? rule.terraform_schema : rule.spec;
        if (name && read) {
            const auto& at = terraform ? rule.terraform_schema_range : rule.spec_range;
            s.file = resolved(base_directory, *name);
            auto text = read(s.file);
            if (!text) {
                report(out, at, "Schema file not found", "cannot read " + s.file);
            } else {
                auto loaded = load_schema_file(std::move(*text), s.file, terraform, cache);
                if (!loaded.error.empty()) {
                    report(out, at, "Schema file has errors",
                           loaded.error + (loaded.previous ? "; its last version without errors stays in use" : ""));
                }
                s.schema = std::move(loaded.schema);
            }
        }
        schemas.push_back(std::move(s));
    }
    return schemas;
}

const workspace_schema* find_workspace_schema(const std::vector<workspace_schema>& schemas,
                                              std::string_view relative_path) noexcept {
    for (const auto& s : schemas) {
        if (path_pattern_matches(s.pattern, relative_path)) return &s;
    }
    return nullptr;
}

lsp::schema workspace_config_schema(file_reader read, std::string base_directory, schema_file_cache cache) {
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
