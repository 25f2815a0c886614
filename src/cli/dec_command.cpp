// `hcl dec --spec=SPEC FILE...`: decode configuration files with an hcldec
// spec and print the result as JSON, exactly as the reference `hcldec`
// command does (flags, output, diagnostics JSON, exit statuses). The same
// code runs as the `hcldec` executable.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"
#include "cli/dec_output.hpp"
#include "cli/go_json.hpp"
#include "spec/decode_text.hpp"

#include <hcl/decode.hpp>
#include <hcl/diagnostic_render.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec.hpp>
#include <hcl/value_json.hpp>
#include <hcl/version.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hcl_cli {

namespace {

constexpr std::string_view usage =
    "usage: hcl dec --spec=SPEC [options] [FILE...]\n"
    "       hcldec --spec=SPEC [options] [FILE...]\n"
    "\n"
    "Decodes HCL files with an hcldec spec (cmd/hcldec/spec-format.md in\n"
    "hashicorp/hcl) and prints the result as JSON. Several files are merged\n"
    "into one body; with none, standard input is read (native syntax).\n"
    "FILE.json is read with the JSON syntax.\n"
    "\n"
    "Options:\n"
    "  -s, --spec=SPEC          The spec file (required; SPEC.json: JSON syntax)\n"
    "  -V, --vars=JSON-OR-FILE  Variables for the input: a JSON object, or a\n"
    "                           file of attributes (.json: JSON syntax);\n"
    "                           repeatable, later ones win\n"
    "  -o, --out=FILE           Write the result to FILE instead of stdout\n"
    "      --diags=json         Diagnostics as JSON on stderr (default: text)\n"
    "      --var-refs           Print the variables the input references\n"
    "                           instead of decoding it\n"
    "      --with-type          Wrap the result as {\"value\": V, \"type\": T}\n"
    "      --keep-nulls         Keep object properties whose value is null\n"
    "  -v, --version            Print the version\n"
    "\n"
    "Exit status: 0 on success, 2 when the spec or the input has errors,\n"
    "1 when the command itself fails (no --spec, unwritable output).\n";

struct dec_options {
    std::string spec;
    std::vector<std::string> vars;
    std::string out;
    std::string diags;
    bool var_refs = false;
    bool with_type = false;
    bool keep_nulls = false;
    bool version = false;
    std::vector<std::string> files;
};

// What went wrong with the arguments, as pflag says it.
struct argument_error {
    std::string message;
};

// Reads arguments the way the reference's flag library does: `--name=v`,
// `--name v`, `-x v`, `-xv`, `-x=v`; boolean flags take `=true`/`=false`;
// `--` ends the options.
std::optional<dec_options> parse_arguments(arguments args, argument_error& error) {
    dec_options o;
    struct flag {
        std::string_view long_name;
        char short_name;
        std::string* text;
        std::vector<std::string>* list;
        bool* boolean;
    };
    const flag flags[] = {
        {"spec", 's', &o.spec, nullptr, nullptr},        {"out", 'o', &o.out, nullptr, nullptr},
        {"diags", 0, &o.diags, nullptr, nullptr},        {"vars", 'V', nullptr, &o.vars, nullptr},
        {"var-refs", 0, nullptr, nullptr, &o.var_refs},  {"with-type", 0, nullptr, nullptr, &o.with_type},
        {"keep-nulls", 0, nullptr, nullptr, &o.keep_nulls}, {"version", 'v', nullptr, nullptr, &o.version},
    };
    auto set = [&](const flag& f, std::optional<std::string_view> value, std::size_t& i, std::string_view shown) {
        if (f.boolean) {
            if (!value || *value == "true" || *value == "1") {
                *f.boolean = true;
            } else if (*value == "false" || *value == "0") {
                *f.boolean = false;
            } else {
                error.message = "invalid argument \"" + std::string(*value) + "\" for \"" + std::string(shown) +
                                "\" flag: strconv.ParseBool: parsing \"" + std::string(*value) + "\": invalid syntax";
                return false;
            }
            return true;
        }
        if (!value) {
            if (i + 1 >= args.size()) {
                error.message = "flag needs an argument: " + std::string(shown);
                return false;
            }
            value = args[++i];
        }
        if (f.list) {
            f.list->emplace_back(*value);
        } else {
            *f.text = std::string(*value);
        }
        return true;
    };
    bool options_done = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (options_done || a.size() < 2 || a[0] != '-') {
            o.files.emplace_back(a);
            continue;
        }
        if (a == "--") {
            options_done = true;
            continue;
        }
        if (a.starts_with("--")) {
            std::string_view name = a.substr(2);
            std::optional<std::string_view> value;
            if (auto eq = name.find('='); eq != std::string_view::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
            }
            const flag* f = nullptr;
            for (const auto& candidate : flags) {
                if (candidate.long_name == name) f = &candidate;
            }
            if (!f) {
                error.message = "unknown flag: --" + std::string(name);
                return std::nullopt;
            }
            if (!set(*f, value, i, "--" + std::string(name))) return std::nullopt;
            continue;
        }
        // Short flags, possibly several booleans together (-vx) and a
        // value attached (-sfile, -s=file).
        for (std::size_t k = 1; k < a.size(); ++k) {
            const flag* f = nullptr;
            for (const auto& candidate : flags) {
                if (candidate.short_name == a[k]) f = &candidate;
            }
            if (!f) {
                error.message = "unknown shorthand flag: '" + std::string(1, a[k]) + "' in " + std::string(a);
                return std::nullopt;
            }
            std::optional<std::string_view> value;
            if (k + 1 < a.size() && !f->boolean) {
                value = a.substr(a[k + 1] == '=' ? k + 2 : k + 1);
            } else if (k + 1 < a.size() && a[k + 1] == '=') {
                value = a.substr(k + 2);
            }
            if (!set(*f, value, i, "-" + std::string(1, a[k]))) return std::nullopt;
            if (value) break;
        }
    }
    return o;
}

// The parsed files of a run, for the source snippets of diagnostics
// (the files keep their text; nothing is copied).
class source_files {
public:
    void add(std::shared_ptr<const hcl::file> f) {
        if (f) files_.push_back(std::move(f));
    }
    void clear() { files_.clear(); }
    hcl::source_lookup lookup() const {
        return [this](std::string_view name) -> std::optional<std::string_view> {
            for (const auto& f : files_) {
                if (f->filename() == name) return f->source();
            }
            return std::nullopt;
        };
    }

private:
    std::vector<std::shared_ptr<const hcl::file>> files_;
};

// Diagnostics for the chosen format: text with snippets, or the JSON the
// reference writes. Everything is written at the end (flush), like the
// reference's writers.
class diagnostic_writer {
public:
    diagnostic_writer(bool json, const source_files& sources) : json_(json), sources_(sources) {}

    void write(const hcl::diagnostics& diags) { pending_.append(diags); }

    void flush() {
        if (pending_.empty()) return;
        if (json_) {
            std::cerr << diagnostics_json(pending_);
        } else {
            std::cerr << hcl::render_text(pending_, sources_.lookup(), render_options_for(stderr)) << '\n';
        }
        pending_.clear();
    }

private:
    bool json_;
    const source_files& sources_;
    hcl::diagnostics pending_;
};

// Reads and parses one input or vars file as the reference does (".json"
// names are JSON syntax; an unreadable file is a diagnostic), keeping it
// for the snippets of diagnostics.
hcl::parse_result parse_path(const std::string& path, source_files& sources) {
    auto parsed = hcl::detail::parse_path(path);
    sources.add(parsed.file);
    return parsed;
}

// The variables of a --vars argument: a JSON object, or a file of
// attributes; each attribute evaluated in literal-only mode.
void load_vars(const std::string& argument, std::size_t index, hcl::variable_map& into, hcl::diagnostics& diags,
               source_files& sources) {
    hcl::parse_result parsed;
    const auto first = argument.find_first_not_of(" \t\r\n\v\f");
    if (first != std::string::npos && argument[first] == '{') {
        const std::string name = "<vars argument " + std::to_string(index) + ">";
        parsed = hcl::json::parse(argument, name);
        sources.add(parsed.file);
    } else {
        parsed = parse_path(argument, sources);
    }
    diags.append(parsed.diagnostics);
    if (!parsed.file) return;
    hcl::attribute_map attributes = parsed.file->body().just_attributes(diags);
    for (const auto& [name, a] : attributes) into.insert_or_assign(name, a.expression.evaluate(diags));
}

// The output file, opened at its first write: a run that fails before it
// has anything to print leaves no file behind, as with the reference.
class lazy_output_file final : public std::streambuf {
public:
    explicit lazy_output_file(std::string path) : path_(std::move(path)) {}
    lazy_output_file(const lazy_output_file&) = delete;
    lazy_output_file& operator=(const lazy_output_file&) = delete;
    ~lazy_output_file() override {
        if (file_) std::fclose(file_);
    }

    // Whether the file could not be opened.
    bool unopenable() const noexcept { return unopenable_; }

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        if (!file_ && !unopenable_) {
            file_ = std::fopen(path_.c_str(), "wb");
            unopenable_ = file_ == nullptr;
        }
        if (!file_) return 0;
        return static_cast<std::streamsize>(std::fwrite(s, 1, static_cast<std::size_t>(n), file_));
    }
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        const char ch = traits_type::to_char_type(c);
        return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
    }

private:
    std::string path_;
    std::FILE* file_ = nullptr;
    bool unopenable_ = false;
};

void report_unopenable(const dec_options& o) { std::cerr << "Error: can't open " << o.out << " for writing\n\n"; }

bool write_output(const dec_options& o, const std::string& text) {
    if (o.out.empty()) {
        std::cout << text << '\n';
        return true;
    }
    std::ofstream f(o.out, std::ios::binary | std::ios::trunc);
    if (!f) {
        report_unopenable(o);
        return false;
    }
    f << text << '\n';
    return true;
}

// How values are written: null object properties are left out unless
// --keep-nulls.
hcl::json_options json_options_of(const dec_options& o) { return {.omit_null_attributes = !o.keep_nulls}; }

// --with-type without --keep-nulls: {"type": T, "value": V} with the null
// object properties left out (the reference drops them after encoding,
// which also puts "type" before "value").
hcl::result<std::string> typed_json_without_nulls(const hcl::value& v, const hcl::json_options& options) {
    std::string out = "{\"type\":" + hcl::type_to_json(v.type());
    if (!v.is_null()) {
        auto value_text = hcl::value_to_json(v, v.type(), options);
        if (!value_text) return value_text;
        out += ",\"value\":" + *value_text;
    }
    out += '}';
    return out;
}

// Prints the result as the reference does: the value's JSON, or with
// --with-type {"value": V, "type": T}; without --keep-nulls, object
// properties that are null are left out. The value's large parts are JSON
// text already (decoded with json_options_of(o), see run_dec). Except for
// the one shape the reference reorders, the text is written as it is made
// (hcl::write_json), so that a large result's JSON is never held whole in
// memory.
int write_value(const dec_options& o, const hcl::value& v) {
    // The reference's message has no path in it.
    const auto failed = [](const hcl::failure& f) {
        std::cerr << "Error: " << f.message << "\n\n";
        return exit_input_errors;
    };
    const hcl::json_options options = json_options_of(o);
    if (o.with_type && !o.keep_nulls && !v.type().is_dynamic()) {
        auto json = typed_json_without_nulls(v, options);
        if (!json) return failed(json.error());
        return write_output(o, *json) ? exit_ok : exit_input_errors;
    }
    const hcl::type& t = o.with_type && !v.type().is_dynamic() ? hcl::type::dynamic() : v.type();
    if (o.out.empty()) {
        auto written = hcl::write_json(std::cout, v, t, options);
        if (!written) return failed(written.error());
        std::cout << '\n';
        return exit_ok;
    }
    lazy_output_file file(o.out);
    std::ostream out(&file);
    auto written = hcl::write_json(out, v, t, options);
    if (!written) return failed(written.error());
    out << '\n';
    out.flush();
    if (file.unopenable()) {
        report_unopenable(o);
        return exit_input_errors;
    }
    return exit_ok;
}

// The values kept by keep_until_exit: never freed by the process, on purpose.
std::vector<hcl::value>& kept_values() {
    static auto* kept = new std::vector<hcl::value>;
    return *kept;
}

// Keeps `v` alive until the process ends (or release_kept_values()).
const hcl::value& keep_until_exit(hcl::value v) { return kept_values().emplace_back(std::move(v)); }

int run_dec(arguments args) {
    argument_error bad;
    auto parsed = parse_arguments(args, bad);
    if (!parsed) {
        std::cerr << bad.message << '\n' << usage;
        return exit_usage;
    }
    const dec_options& o = *parsed;
    if (o.version) {
        std::cout << HCLCPP_VERSION_STRING "\n";
        return exit_ok;
    }
    if (!o.diags.empty() && o.diags != "json") {
        std::cerr << "Invalid diagnostics format \"" << o.diags << "\": only \"json\" is supported.\n";
        return exit_usage;
    }
    if (o.spec.empty()) {
        std::cerr << "Error: the --spec=... argument is required\n\n";
        return exit_input_errors;
    }

    source_files sources;
    diagnostic_writer out_diags(o.diags == "json", sources);
    hcl::diagnostics diags;

    // The spec: its problems end the run before the input is read.
    hcl::spec::parse_result spec_file = hcl::spec::parse_file(o.spec);
    sources.add(spec_file.file);
    diags.append(spec_file.diagnostics);
    if (spec_file.has_errors()) {
        out_diags.write(diags);
        out_diags.flush();
        return 2;
    }

    hcl::variable_map variables = spec_file.spec.variables;
    for (std::size_t i = 0; i < o.vars.size(); ++i) load_vars(o.vars[i], i, variables, diags, sources);
    hcl::eval_context ctx;
    if (!variables.empty()) ctx.variables() = std::move(variables);
    if (!spec_file.spec.functions.empty()) ctx.functions() = spec_file.spec.functions;
    const hcl::eval_context* context = ctx.variables_here() || ctx.functions_here() ? &ctx : nullptr;

    std::string standard_input;
    if (o.files.empty()) standard_input.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());

    if (o.var_refs || diags.has_errors()) {
        // Parse only: the references, or the problems with the inputs.
        std::vector<hcl::body> bodies;
        if (o.files.empty()) {
            auto p = hcl::native::parse_config(std::move(standard_input), "<stdin>");
            sources.add(p.file);
            diags.append(p.diagnostics);
            if (!p.has_errors()) bodies.push_back(p.file->body());
        } else {
            for (const auto& path : o.files) {
                auto p = parse_path(path, sources);
                diags.append(p.diagnostics);
                if (!p.has_errors() && p.file) bodies.push_back(p.file->body());
            }
        }
        if (diags.has_errors()) {
            out_diags.write(diags);
            out_diags.flush();
            return 2;
        }
        const hcl::body body = bodies.size() == 1 ? bodies.front() : hcl::merge_bodies(std::move(bodies));
        const std::string json = variable_references_json(hcl::spec::variables(body, spec_file.spec.root), context);
        return write_output(o, json) ? exit_ok : exit_input_errors;
    }

    // Parse and decode: top-level blocks are decoded as they are parsed,
    // and written as JSON at once (the value keeps their text).
    const hcl::json_options encode = json_options_of(o);
    auto decoded = o.files.empty() ? hcl::spec::detail::decode_string_to_json(std::move(standard_input), "<stdin>",
                                                                            spec_file.spec.root, context, &encode)
                                   : hcl::spec::detail::decode_files_to_json(o.files, spec_file.spec.root, context,
                                                                           &encode);
    for (const auto& f : decoded.files) sources.add(f);
    diags.append(std::move(decoded.diagnostics));
    if (diags.has_errors()) {
        out_diags.write(diags);
        out_diags.flush();
        return 2;
    }
    // The value holds nothing of the syntax trees: free them before the
    // output is made (less memory at the peak).
    decoded.files.clear();
    sources.clear();
    // Freeing a large value takes a while and gains nothing at exit.
    return write_value(o, keep_until_exit(std::move(decoded.value)));
}

}  // namespace

int run_hcldec(arguments args) { return run_dec(args); }

void release_kept_values() { kept_values().clear(); }

const command dec_command{"dec", "Decode files with an hcldec spec and print the result as JSON", usage, run_dec};

}  // namespace hcl_cli
