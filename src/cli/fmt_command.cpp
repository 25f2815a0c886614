// `hcl fmt [-w] [-check] [-require-no-change] [PATH...]`: the reference
// formatter's layout (hcl::write::format), with the reference hclfmt's
// options. Unlike hclfmt, a file that does not parse is never formatted: its
// diagnostics are shown and it is left as it is.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"
#include "native/parse_streaming.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/write.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>
#include <system_error>
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
    "\n"
    "Options:\n"
    "  -w                  Overwrite each file instead of printing it (through a\n"
    "                      temporary file renamed over it; permissions are kept)\n"
    "  -check              Accepted for hclfmt's sake: files are always checked\n"
    "  -require-no-change  Exit 1 when a file's layout changed\n"
    "\n"
    "Exit status: 0 on success; 1 when a file has syntax errors or, with\n"
    "-require-no-change, was changed; 2 on usage errors and unreadable files.\n";

struct fmt_options {
    bool overwrite = false;
    bool require_no_change = false;
    std::vector<std::string> paths;
};

// Replaces `path` with `text`: written to a temporary file beside it, which
// takes the file's permissions and is then renamed over it, so that a
// failure leaves the original whole.
bool replace_file(const std::string& path, const std::string& text) {
    namespace fs = std::filesystem;
    const std::string temporary = path + ".hcl-fmt.tmp";
    std::FILE* f = std::fopen(temporary.c_str(), "wb");
    if (!f) {
        complain("fmt: cannot write " + temporary);
        return false;
    }
    const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    const bool closed = std::fclose(f) == 0;
    std::error_code ec;
    if (written && closed) {
        fs::permissions(temporary, fs::status(path, ec).permissions(), ec);
        if (!ec) fs::rename(temporary, path, ec);
    }
    if (!written || !closed || ec) {
        fs::remove(temporary, ec);
        complain("fmt: cannot replace " + path);
        return false;
    }
    return true;
}

int run(arguments args) {
    fmt_options o;
    bool options_done = false;
    for (auto a : args) {
        if (!options_done && a == "--") {
            options_done = true;
        } else if (!options_done && (a == "-w" || a == "--w")) {
            o.overwrite = true;
        } else if (!options_done && (a == "-check" || a == "--check")) {
            // Always on.
        } else if (!options_done && (a == "-require-no-change" || a == "--require-no-change")) {
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
    bool errors = false;
    bool unusable = false;
    std::vector<std::string> changed;
    // Whether `source` parses, after showing its diagnostics. The check
    // drops each top-level block's syntax tree as soon as it is parsed, and
    // the rest is gone before the formatting starts.
    const auto parses = [&](const std::shared_ptr<const std::string>& source, const std::string& name) {
        const auto parsed = hcl::native::check_config(source, name);
        if (!parsed.diagnostics.empty()) {
            const auto lookup = parsed.file ? hcl::lookup_from(parsed.file->filename(), parsed.file->source())
                                            : hcl::source_lookup{};
            std::cerr << hcl::render_text(parsed.diagnostics, lookup, render) << '\n';
        }
        return !parsed.has_errors();
    };
    const auto one = [&](std::string text, const std::string& name, bool from_file) {
        const auto shared = std::make_shared<const std::string>(std::move(text));
        if (!parses(shared, name)) {
            errors = true;
            return;
        }
        const std::string& source = *shared;
        std::string formatted = hcl::write::format(source);
        if (formatted != source) changed.push_back(name);
        if (o.overwrite && from_file) {
            if (formatted != source && !replace_file(name, formatted)) unusable = true;
        } else {
            std::cout << formatted;
        }
    };

    if (o.paths.empty()) {
        std::string input(std::istreambuf_iterator<char>(std::cin), {});
        one(std::move(input), "<stdin>", false);
    }
    for (const auto& path : o.paths) {
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec)) {
            complain("fmt: " + path + " is a directory");
            unusable = true;
            continue;
        }
        auto source = read_file(path);
        if (!source) {
            unusable = true;
            continue;
        }
        one(std::move(*source), path, true);
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
