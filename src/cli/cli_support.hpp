// Helpers shared by the subcommands: reading and parsing input files,
// deciding on colour, reporting tool-level (not input) errors.
#pragma once

#include <hcl/diagnostic_render.hpp>
#include <hcl/file.hpp>

#include "tool_support/replace_file.hpp"

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace hcl_cli {

// For a short-lived program that builds large values, with glibc's
// allocator: what is freed stays at the top of the heap instead of going
// back to the kernel and being asked for again; the heap grows in one large
// step, and that range is advised for transparent huge pages, so that
// building a large value touches a few hundred 2 MiB pages instead of tens
// of thousands of 4 KiB ones (each first touch is a page fault). Advice
// only: where the kernel gives no huge pages nothing changes. Does nothing
// with other C libraries.
void tune_allocator() noexcept;

// Prints "hcl: <message>" to stderr.
void complain(std::string_view message);

// The whole file, or nullopt after complaining.
std::optional<std::string> read_file(const std::string& path);

// Replaces the file's contents atomically, keeping its permissions
// (src/tool_support/replace_file.hpp).
using hclcpp_tools::replace_file;

// Whether `path` names a JSON-syntax file (by its extension, as the
// reference tools decide).
bool is_json_path(std::string_view path);

// Parses native-syntax text; `path` becomes the file name in positions.
hcl::parse_result parse_native(std::string source, const std::string& path);

// Colour for a stream: only on a terminal, and never when NO_COLOR is set.
bool wants_color(std::FILE* stream);

// Rendering options for people reading `stream`.
hcl::text_render_options render_options_for(std::FILE* stream);

}  // namespace hcl_cli
