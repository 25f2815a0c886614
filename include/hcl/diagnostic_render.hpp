// Rendering diagnostics for people (text with a source snippet) and for tools
// (JSON). The layout is described in docs/diagnostics.md; in short:
//
//   main.hcl:2:10: error: Unsupported argument
//     in service "web" > port
//      2 |   port = "eighty"
//        |          ^~~~~~~~
//   An argument named "port" is not expected here.
#pragma once

#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE

// Finds the source text of a file by name, for snippets; nullopt (or an empty
// function) means "not available" and the snippet is left out.
using source_lookup = std::function<std::optional<std::string_view>(std::string_view filename)>;

// A lookup into `files`, which must outlive it.
source_lookup lookup_from(const std::map<std::string, std::string, std::less<>>& files);
// A lookup that owns its files.
source_lookup lookup_from(std::map<std::string, std::string, std::less<>>&& files);
// A lookup for one file whose text (not copied) must outlive it.
source_lookup lookup_from(std::string filename, std::string_view source);

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

// {"diagnostics":[{"severity":"error","summary":"...","detail":"...",
//   "subject":{"filename":"...","start":{"line":1,"column":1,"byte":0},
//   "end":{...}},"context":{...},"path":"..."}]}
// "detail" and "path" are left out when empty, "subject" and "context" when
// absent (as the reference hcldec tool does). indent < 0 gives one line.
std::string render_json(const diagnostics& diags, int indent = 2);

HCL_END_NAMESPACE
