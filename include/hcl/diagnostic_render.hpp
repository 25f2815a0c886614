// Rendering diagnostics for people (text with a source snippet) and for tools
// (JSON). The layout is described in docs/diagnostics.md; in short:
//
//   main.hcl:2:10: error: Unsupported argument
//     in service "web" > port
//      2 |   port = "eighty"
//        |          ^~~~~~~~
//   An argument named "port" is not expected here.
//
// A result that holds the files it read (decoding from text or files,
// parsing) renders itself, snippets included:
//
//   auto r = hcl::try_decode_file<config>("app.hcl");
//   if (r.has_errors()) hcl::print_diagnostics(std::cerr, r);  // colour on a terminal
//   std::string text = hcl::render_text(r);                     // or as a string
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>

#include <concepts>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE

class file;  // <hcl/file.hpp>

// Finds the source text of a file by name, for snippets; nullopt (or an empty
// function) means "not available" and the snippet is left out.
using source_lookup = std::function<std::optional<std::string_view>(std::string_view filename)>;

// A lookup into `files`, which must outlive it.
source_lookup lookup_from(const std::map<std::string, std::string, std::less<>>& files);
// A lookup that owns its files.
source_lookup lookup_from(std::map<std::string, std::string, std::less<>>&& files);
// A lookup for one file whose text (not copied) must outlive it.
source_lookup lookup_from(std::string filename, std::string_view source);
// A lookup over parsed files, which it keeps alive (null entries are skipped).
source_lookup lookup_from(std::vector<std::shared_ptr<const file>> files);
source_lookup lookup_from(std::shared_ptr<const file> file);

struct text_render_options {
    // ANSI colours: bold red "error", bold yellow "warning", bold summary,
    // the underline in the severity's colour.
    bool color = false;
    // Column at which the detail is word-wrapped; 0 = no wrapping. Source
    // lines are never wrapped or cut.
    unsigned width = 0;
    // A snippet longer than this many lines shows its first and last lines
    // with "..." between them; 0 = no limit.
    unsigned max_snippet_lines = 12;
};

std::string render_text(const diagnostic& diag, const source_lookup& sources = {},
                        const text_render_options& options = {});
// All diagnostics, separated by blank lines.
std::string render_text(const diagnostics& diags, const source_lookup& sources = {},
                        const text_render_options& options = {});

// Options suited to `out`: colour (unless the NO_COLOR environment variable
// is set) and details wrapped at 78 columns when `out` is std::cout,
// std::cerr or std::clog writing to a terminal; the defaults otherwise.
text_render_options render_options_for(const std::ostream& out);

// Writes render_text(diags, sources, render_options_for(out)) to `out`.
void print_diagnostics(std::ostream& out, const diagnostics& diags, const source_lookup& sources = {});

// A result that carries its diagnostics with the file or files they are
// about: hcl::parse_result (native or JSON syntax), hcl::decode_result<T>,
// hcl::spec::parse_result, hcl::spec::files_decode_result.
template <class R>
concept result_with_sources =
    requires(const R& r) {
        { r.diagnostics } -> std::convertible_to<const diagnostics&>;
    } && (requires(const R& r) { lookup_from(r.files); } || requires(const R& r) { lookup_from(r.file); });

// The result's files as a source lookup (it shares them with the result).
template <result_with_sources R>
source_lookup sources_of(const R& result) {
    if constexpr (requires { lookup_from(result.files); }) {
        return lookup_from(result.files);
    } else {
        return lookup_from(result.file);
    }
}

// The result's diagnostics with snippets from its own files. (A result that
// lists no file, such as hcl::try_decode's over a body you parsed, renders
// without snippets: pass lookup_from(your_file) to the overload above.)
template <result_with_sources R>
std::string render_text(const R& result, const text_render_options& options = {}) {
    return render_text(result.diagnostics, sources_of(result), options);
}

// As render_text(result), in colour when `out` is a terminal (see
// render_options_for).
template <result_with_sources R>
void print_diagnostics(std::ostream& out, const R& result) {
    print_diagnostics(out, result.diagnostics, sources_of(result));
}

// {"diagnostics":[{"severity":"error","summary":"...","detail":"...",
//   "subject":{"filename":"...","start":{"line":1,"column":1,"byte":0},
//   "end":{...}},"context":{...},"path":"..."}]}
// "detail" and "path" are left out when empty, "subject" and "context" when
// absent (as the reference hcldec tool does). indent < 0 gives one line.
std::string render_json(const diagnostics& diags, int indent = 2);

HCL_END_NAMESPACE
