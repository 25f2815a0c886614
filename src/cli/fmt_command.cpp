// `hcl fmt [-w] [-diff] [-recursive] [-check] [-require-no-change] [PATH...]`:
// the reference formatter's layout (hcl::write::format), with the reference
// hclfmt's options and terraform fmt's -diff and -recursive. Unlike hclfmt,
// a file that does not parse is never formatted: its diagnostics are shown
// and it is left as it is.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"
#include "cli/unified_diff.hpp"
#include "write/check_and_format.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>
#include <hcl/write.hpp>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace hcl_cli {

namespace {

constexpr std::string_view usage =
    "usage: hcl fmt [options] [PATH...]\n"
    "\n"
    "Rewrites native-syntax HCL files in the canonical layout, byte for byte\n"
    "as the reference formatter (hclfmt, terraform fmt) does, and prints the\n"
    "result. With no PATH, standard input is formatted to standard output.\n"
    "A file that does not parse is not formatted: its diagnostics are shown.\n"
    "Files are formatted in parallel; what is printed keeps their order.\n"
    "\n"
    "Options:\n"
    "  -w                  Overwrite each file instead of printing it (through a\n"
    "                      temporary file renamed over it; permissions are kept)\n"
    "  -diff               Print a unified diff of each change instead of the text\n"
    "  -recursive          Format the files under each directory PATH whose names\n"
    "                      end in .hcl, .tf, .tfvars or .nomad\n"
    "  -check              Accepted for hclfmt's sake: files are always checked\n"
    "  -require-no-change  Exit 1 when a file's layout changed\n"
    "\n"
    "Exit status: 0 on success; 1 when a file has syntax errors or, with\n"
    "-require-no-change, was changed; 2 on usage errors and unreadable files.\n";

struct fmt_options {
    bool overwrite = false;
    bool diff = false;
    bool recursive = false;
    bool require_no_change = false;
    std::vector<std::string> paths;
};

// What formatting one file gave: what to print, and how it went.
struct file_result {
    std::string out;       // for stdout: the text, or its diff
    std::string messages;  // for stderr: diagnostics, complaints
    bool errors = false;   // it does not parse
    bool unusable = false; // it could not be read or written
    bool changed = false;
};

// Replaces `path` with `text`: written to a temporary file beside it, which
// takes the file's permissions and is then renamed over it, so that a
// failure leaves the original whole.
// Formats one input (`path` empty: standard input, already read into
// `text`).
file_result format_one(const fmt_options& o, const std::string& path, std::string text,
                       const hcl::text_render_options& render) {
    file_result r;
    const std::string name = path.empty() ? "<stdin>" : path;
    if (!path.empty()) {
        auto source = hcl::read_source_file(path);
        if (!source) {
            r.messages = "hcl: cannot read " + path + "\n";
            r.unusable = true;
            return r;
        }
        text = std::move(*source);
    }
    const auto shared = std::make_shared<const std::string>(std::move(text));
    // The check drops each top-level block's syntax tree as soon as it is
    // parsed, and the formatter takes the tokens the parser scans.
    auto checked = hcl::write::check_and_format(shared, name);
    if (!checked.parsed.diagnostics.empty()) r.messages = hcl::render_text(checked.parsed, render) + "\n";
    if (checked.parsed.has_errors()) {
        r.errors = true;
        return r;
    }
    checked.parsed = {};
    const std::string& source = *shared;
    std::string formatted = std::move(checked.formatted);
    r.changed = formatted != source;
    if (o.diff) r.out = unified_diff(source, formatted, "old/" + name, "new/" + name);
    if (o.overwrite && !path.empty()) {
        if (r.changed && !replace_file(path, formatted)) {
            r.messages += "hcl: fmt: cannot replace " + path + "\n";
            r.unusable = true;
        }
    } else if (!o.diff) {
        r.out = std::move(formatted);
    }
    return r;
}

bool formattable_name(const std::filesystem::path& p) {
    const std::string name = p.filename().string();
    for (std::string_view end : {".hcl", ".tf", ".tfvars", ".nomad"}) {
        if (name.size() > end.size() && name.ends_with(end)) return true;
    }
    return false;
}

// The files PATHs name: directories (with -recursive) give the
// formattable files under them, in name order.
bool collect_files(const fmt_options& o, std::vector<std::string>& files) {
    namespace fs = std::filesystem;
    bool ok = true;
    for (const auto& path : o.paths) {
        std::error_code ec;
        if (!fs::is_directory(path, ec)) {
            files.push_back(path);
            continue;
        }
        if (!o.recursive) {
            complain("fmt: " + path + " is a directory (-recursive formats the files under it)");
            ok = false;
            continue;
        }
        std::vector<std::string> found;
        for (fs::recursive_directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
            if (it->is_regular_file(ec) && formattable_name(it->path())) found.push_back(it->path().string());
        }
        if (ec) {
            complain("fmt: cannot list " + path + ": " + ec.message());
            ok = false;
        }
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return ok;
}

int run(arguments args) {
    fmt_options o;
    bool options_done = false;
    for (auto a : args) {
        const auto is = [&](std::string_view flag) {
            return !options_done && (a == flag || (a.starts_with("--") && a.substr(1) == flag));
        };
        if (!options_done && a == "--") {
            options_done = true;
        } else if (is("-w")) {
            o.overwrite = true;
        } else if (is("-diff")) {
            o.diff = true;
        } else if (is("-recursive")) {
            o.recursive = true;
        } else if (is("-check")) {
            // Always on.
        } else if (is("-require-no-change")) {
            o.require_no_change = true;
        } else if (!options_done && a.size() > 1 && a[0] == '-') {
            complain("fmt: unknown option " + std::string(a));
            std::cerr << '\n' << usage;
            return exit_usage;
        } else {
            o.paths.emplace_back(a);
        }
    }
    if (o.overwrite && o.paths.empty()) {
        complain("fmt: -w needs file names (standard input cannot be overwritten)");
        return exit_usage;
    }

    const auto render = render_options_for(stderr);
    std::vector<file_result> results;
    std::vector<std::string> names;
    bool listed = true;
    if (o.paths.empty()) {
        names.push_back("<stdin>");
        results.push_back(format_one(o, "", std::string(std::istreambuf_iterator<char>(std::cin), {}), render));
    } else {
        listed = collect_files(o, names);
        results.resize(names.size());
        // Files are formatted on every core; what is printed keeps their
        // order, each file's results once it and those before are done.
        std::atomic<std::size_t> next{0};
        const auto work = [&] {
            for (std::size_t i = next++; i < names.size(); i = next++) results[i] = format_one(o, names[i], {}, render);
        };
        const std::size_t helpers = std::min<std::size_t>(std::max(1u, std::thread::hardware_concurrency()), names.size());
        std::vector<std::thread> threads;
        for (std::size_t t = 1; t < helpers; ++t) threads.emplace_back(work);
        work();
        for (auto& t : threads) t.join();
    }

    bool errors = false;
    bool unusable = !listed;
    std::vector<std::string> changed;
    for (std::size_t i = 0; i < results.size(); ++i) {
        std::cout << results[i].out;
        std::cerr << results[i].messages;
        errors = errors || results[i].errors;
        unusable = unusable || results[i].unusable;
        if (results[i].changed) changed.push_back(names[i]);
    }
    std::cout.flush();
    if (unusable) return exit_usage;
    if (errors) {
        complain("fmt: one or more files contained errors");
        return exit_input_errors;
    }
    if (o.require_no_change && !changed.empty()) {
        std::string list;
        for (const auto& c : changed) list += (list.empty() ? "" : ", ") + c;
        complain("fmt: file(s) were changed: " + list);
        return exit_input_errors;
    }
    return exit_ok;
}

}  // namespace

const command fmt_command{
    "fmt",
    "Format files in the reference formatter's layout",
    usage,
    run,
};

}  // namespace hcl_cli
