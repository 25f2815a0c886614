// The schemas a workspace configuration names: read through the caller's
// reader, parsed (or taken from a schema_file_cache), and the first rule
// matching a file.
#include "lsp/workspace_config_support.hpp"

#include <hcl/lsp/workspace_config.hpp>

#include <functional>
#include <map>
#include <mutex>
#include <string_view>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {

using detail::report;  // src/lsp/workspace_config_support.hpp

namespace {

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
    if (r.locals && !parse_declaration_option(*r.locals, d.locals_block, d.locals_root))
        d.locals_block.clear();
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
    std::string error;      // the first error, when the text has errors
    bool previous = false;  // `schema` is the last good version of a file that has errors now
};

loaded_file parse_schema_file(std::string text, const std::string& path, bool terraform) {
    auto r = terraform ? schema::parse_terraform(std::move(text), path)
                       : schema::parse_spec(std::move(text), path);
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
    if (current.loaded.empty() && !current.last_good.empty())
        return {current.last_good, current.error, true};
    return {current.loaded, current.error};
}

}  // namespace

std::vector<workspace_schema> load_workspace_schemas(const workspace_config& config,
                                                     const std::string& base_directory,
                                                     const file_reader& read, hcl::diagnostics& out,
                                                     const schema_file_cache* cache) {
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
                           loaded.error + (loaded.previous
                                               ? "; its last version without errors stays in use"
                                               : ""));
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
}  // namespace lsp
HCL_END_NAMESPACE
