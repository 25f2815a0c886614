// `hcl lsp [--spec FILE | --terraform-schema FILE] [--locals BLOCKTYPE=ROOT]
// [--variables BLOCKTYPE=ROOT] [--evaluate]`: the language server
// (hcl::lsp::serve) on stdin and stdout, with the schema of a spec file or
// a Terraform provider schema, reloaded when the file changes. Also the
// `hcl-lsp` executable.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/server.hpp>
#include <hcl/lsp/workspace_config.hpp>
#include <hcl/version.hpp>

#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <system_error>

namespace hcl_cli {

namespace {

constexpr std::string_view usage =
    "usage: hcl lsp [options]\n"
    "       hcl-lsp [options]\n"
    "\n"
    "Serves the Language Server Protocol on standard input and output for\n"
    "HCL files: diagnostics, completion, hover, signature help, symbols,\n"
    "folding, semantic tokens, formatting, definitions, references, rename\n"
    "and code actions, driven by the schema given (none: syntax only). A\n"
    "schema file is read again when it changes on disk; a version with\n"
    "errors is reported to the editor's log and the previous one is kept.\n"
    "\n"
    "A .hcl-lsp.hcl file at the workspace root (or the client's\n"
    "initializationOptions) maps file patterns to schemas, each with its\n"
    "own --spec, --terraform-schema, --locals and --variables; the options\n"
    "below serve the files no pattern matches (docs/language-server.md).\n"
    "\n"
    "Options:\n"
    "  --spec FILE               The schema of an hcldec spec file\n"
    "                            (FILE.json: JSON syntax)\n"
    "  --terraform-schema FILE   The schema of `terraform providers schema\n"
    "                            -json` output\n"
    "  --locals BLOCKTYPE=ROOT   Attributes of BLOCKTYPE blocks are names\n"
    "                            ROOT.NAME (default locals=local)\n"
    "  --variables BLOCKTYPE=ROOT\n"
    "                            The first label of BLOCKTYPE blocks is a\n"
    "                            name ROOT.LABEL (e.g. variable=var; the\n"
    "                            default with --terraform-schema)\n"
    "  --evaluate                Also report what evaluating the expressions\n"
    "                            finds (unknown variables, failing calls)\n"
    "  --stdio                   Accepted for editors that pass it (stdio is\n"
    "                            the only transport)\n"
    "\n"
    "Exit status: 0 after the protocol's shutdown and exit, 1 when the input\n"
    "ends or exit comes without shutdown, 2 on usage errors and a schema file\n"
    "that cannot be read or has errors at start.\n";

enum class schema_kind { spec, terraform };

struct lsp_options {
    std::optional<std::string> schema_path;
    schema_kind kind = schema_kind::spec;
    hcl::lsp::options workspace{};
};

// The value of an option given as `--name VALUE` or `--name=VALUE`; nullopt
// when `a` is not that option. Moves `i` past a separate value.
std::optional<std::string_view> option_value(arguments args, std::size_t& i, std::string_view name, bool& missing) {
    const std::string_view a = args[i];
    if (a == name) {
        if (i + 1 == args.size()) {
            missing = true;
            return std::string_view{};
        }
        return args[++i];
    }
    if (a.size() > name.size() && a.starts_with(name) && a[name.size()] == '=') return a.substr(name.size() + 1);
    return std::nullopt;
}

std::optional<lsp_options> refuse(const std::string& message) {
    complain("lsp: " + message);
    return std::nullopt;
}

std::optional<lsp_options> parse_arguments(arguments args) {
    lsp_options o;
    bool variables_given = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        bool missing = false;
        const std::string_view a = args[i];
        if (a == "--evaluate") {
            o.workspace.evaluate = true;
        } else if (a == "--stdio") {
        } else if (auto spec = option_value(args, i, "--spec", missing)) {
            if (o.schema_path) return refuse("give one --spec or --terraform-schema");
            o.schema_path = std::string(*spec);
            o.kind = schema_kind::spec;
        } else if (auto tf = option_value(args, i, "--terraform-schema", missing)) {
            if (o.schema_path) return refuse("give one --spec or --terraform-schema");
            o.schema_path = std::string(*tf);
            o.kind = schema_kind::terraform;
        } else if (auto locals = option_value(args, i, "--locals", missing)) {
            auto& d = o.workspace.declarations;
            if (!hcl::lsp::parse_declaration_option(*locals, d.locals_block, d.locals_root)) {
                return refuse("--locals needs BLOCKTYPE=ROOT, e.g. --locals locals=local");
            }
        } else if (auto variables = option_value(args, i, "--variables", missing)) {
            variables_given = true;
            auto& d = o.workspace.declarations;
            if (!hcl::lsp::parse_declaration_option(*variables, d.variables_block, d.variables_root)) {
                return refuse("--variables needs BLOCKTYPE=ROOT, e.g. --variables variable=var");
            }
        } else {
            return refuse("unknown argument " + std::string(a));
        }
        if (missing || (o.schema_path && o.schema_path->empty())) return refuse(std::string(a) + " needs a value");
    }
    // A Terraform configuration declares its variables in `variable` blocks.
    if (o.kind == schema_kind::terraform && !variables_given) {
        o.workspace.declarations.variables_block = "variable";
        o.workspace.declarations.variables_root = "var";
    }
    return o;
}

// A schema file and the modification time of the version in use.
class schema_file {
public:
    schema_file(std::string path, schema_kind kind) : path_(std::move(path)), kind_(kind) {}

    // The schema of the file as it is now; its diagnostics when it does
    // not read (with the reason in `why`).
    std::optional<hcl::lsp::schema> load(std::string& why) {
        modified_ = modification_time();
        auto text = hcl::read_source_file(path_);
        if (!text) {
            why = "cannot read " + path_;
            return std::nullopt;
        }
        auto r = kind_ == schema_kind::spec ? hcl::lsp::schema::parse_spec(std::move(*text), path_)
                                            : hcl::lsp::schema::parse_terraform(std::move(*text), path_);
        if (r.has_errors()) {
            why = hcl::render_text(r);
            return std::nullopt;
        }
        return std::move(r.schema);
    }

    // server_options::reload_schema: a new schema when the file changed.
    hcl::lsp::schema_update reload() {
        if (modification_time() == modified_) return {};
        hcl::lsp::schema_update u;
        std::string why;
        u.schema = load(why);
        if (u.schema) {
            u.message = "reloaded the schema from " + path_;
        } else {
            u.message = path_ + " changed but does not give a schema; the previous one stays in use:\n" + why;
            u.failed = true;
        }
        return u;
    }

private:
    std::filesystem::file_time_type modification_time() const {
        std::error_code error;
        const auto t = std::filesystem::last_write_time(path_, error);
        return error ? std::filesystem::file_time_type::min() : t;
    }

    std::string path_;
    schema_kind kind_;
    std::filesystem::file_time_type modified_{};
};

int run_lsp(arguments args) {
    auto options = parse_arguments(args);
    if (!options) return exit_usage;
    hcl::lsp::server_options server;
    server.name = "hcl lsp";
    server.version = HCLCPP_VERSION_STRING;
    server.workspace = std::move(options->workspace);
    // Regular files only: a workspace's configuration naming a pipe or a
    // device (/dev/stdin, the protocol's own input) must not block the server.
    server.read_file = [](const std::string& path) -> std::optional<std::string> {
        std::error_code error;
        if (!std::filesystem::is_regular_file(path, error)) return std::nullopt;
        return hcl::read_source_file(path);
    };
    std::shared_ptr<schema_file> file;
    if (options->schema_path) {
        file = std::make_shared<schema_file>(*options->schema_path, options->kind);
        std::string why;
        auto schema = file->load(why);
        if (!schema) {
            complain(why);
            return exit_usage;
        }
        server.workspace.schema = std::move(*schema);
        server.reload_schema = [file] { return file->reload(); };
    }
    // std::cin tells how much input waits only when not synchronised with
    // C's stdio; the server reads ahead to see cancellations and bursts.
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    return hcl::lsp::serve(std::cin, std::cout, server);
}

}  // namespace

const command lsp_command{"lsp", "Serve the Language Server Protocol for editors", usage, run_lsp};

}  // namespace hcl_cli
