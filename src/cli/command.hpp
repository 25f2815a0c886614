// The `hcl` tool's subcommands. Each lives in its own file and is listed in
// main.cpp's table; arguments arrive without the program and command names.
#pragma once

#include <span>
#include <string_view>

namespace hcl_cli {

// Exit statuses shared by every subcommand.
inline constexpr int exit_ok = 0;
inline constexpr int exit_input_errors = 1;  // the tool worked; the input has errors
inline constexpr int exit_usage = 2;         // bad arguments, unreadable file, unsupported input

using arguments = std::span<const std::string_view>;

struct command {
    std::string_view name;
    std::string_view summary;  // one line for `hcl --help`
    std::string_view usage;    // the full `hcl <name> --help` text
    int (*run)(arguments args);
};

extern const command eval_command;
extern const command validate_command;
extern const command dec_command;
extern const command fmt_command;
extern const command edit_command;
extern const command pcl_command;
extern const command lsp_command;

// The `hcldec` executable: `hcl dec` under the reference tool's name.
int run_hcldec(arguments args);

// `hcl dec` keeps its result alive until the process ends (freeing a large
// value gains nothing at exit); a caller that runs commands in a process
// that goes on (the WebAssembly binding) frees them after each run.
void release_kept_values();

}  // namespace hcl_cli
