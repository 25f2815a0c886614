// The WebAssembly binding: hclcpp's parser, evaluator, formatter and spec
// decoder as C functions over UTF-8 strings, wrapped for JavaScript by
// playground/src/hclcpp.js. The JSON documents are those of the `hcl`
// command (src/cli/): evaluation goes through the same report code, and
// formatting and decoding run the `hcl fmt` and `hcl dec` commands
// themselves on files in emscripten's in-memory file system.
//
// Every function leaves its answer in one buffer, read with
// hclcpp_result_data() and hclcpp_result_size() until the next call
// (answer.hpp). The editor services are in editor_services.cpp.
#include "answer.hpp"
#include "cli/command.hpp"
#include "cli/dec_output.hpp"
#include "cli/eval_report.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>

#include <emscripten/emscripten.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstddef>
#include <exception>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using hclcpp_wasm::answer;
using hclcpp_wasm::dumped;
using hclcpp_wasm::json;
using hclcpp_wasm::text;

// The file name diagnostics give the config (and, for decoding, the spec).
constexpr const char* config_name = "config.hcl";
constexpr const char* spec_name = "spec.hcldec";

// The diagnostics as an array of {severity, summary, detail, subject: {start,
// end: {line, column, byte}}} objects, the shape `hcl dec --diags=json` uses.
json diagnostics_array(const hcl::diagnostics& diags) {
    const std::string document = hcl_cli::diagnostics_json(diags);
    if (document.empty()) return json::array();
    return json::parse(document).at("diagnostics");
}

std::string rendered(const hcl::diagnostics& diags, std::string_view source) {
    if (diags.empty()) return {};
    return hcl::render_text(diags, hcl::lookup_from(config_name, source), hcl::text_render_options{});
}

void write_file(const char* name, std::string_view content) {
    std::ofstream out(name, std::ios::binary | std::ios::trunc);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
}

// Runs an `hcl` subcommand with its standard output and error captured.
json run_command(const hcl_cli::command& command, const std::vector<std::string>& args) {
    std::ostringstream out;
    std::ostringstream err;
    auto* old_out = std::cout.rdbuf(out.rdbuf());
    auto* old_err = std::cerr.rdbuf(err.rdbuf());
    int status = 0;
    try {
        const std::vector<std::string_view> views(args.begin(), args.end());
        status = command.run(hcl_cli::arguments(views.data(), views.size()));
    } catch (const std::exception& e) {
        err << "hcl: internal error: " << e.what() << '\n';
        status = 70;
    }
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    hcl_cli::release_kept_values();
    return {{"status", status}, {"stdout", out.str()}, {"stderr", err.str()}};
}

const hcl_cli::command* command_named(std::string_view name) {
    static constexpr std::array commands{&hcl_cli::eval_command, &hcl_cli::validate_command, &hcl_cli::dec_command,
                                         &hcl_cli::fmt_command};
    for (const auto* c : commands) {
        if (c->name == name) return c;
    }
    return nullptr;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* hclcpp_result_data() { return hclcpp_wasm::result().data(); }
EMSCRIPTEN_KEEPALIVE std::size_t hclcpp_result_size() { return hclcpp_wasm::result().size(); }

// Parse only: {"diagnostics": [...], "text": "rendered diagnostics"}.
EMSCRIPTEN_KEEPALIVE void hclcpp_parse(const char* source, std::size_t size) {
    answer([&] {
        const auto parsed = hcl::native::parse_config(std::string(text(source, size)), config_name);
        return dumped(json{{"diagnostics", diagnostics_array(parsed.diagnostics)},
                    {"text", rendered(parsed.diagnostics, text(source, size))}}
            );
    });
}

// Every attribute evaluated with the standard library and the variables
// (a JSON object; empty text for none): {"eval": "the `hcl eval` JSON",
// "diagnostics": [...parse and evaluation...], "text": "rendered"}, or
// {"variables_error": "..."} when the variables are not a JSON object.
EMSCRIPTEN_KEEPALIVE void hclcpp_eval(const char* source, std::size_t size, const char* vars, std::size_t vars_size) {
    answer([&] {
        hcl::eval_context context;
        context.functions() = hcl::stdlib::functions();
        if (vars_size != 0) {
            std::string error;
            auto variables = hcl_cli::variables_from_json(text(vars, vars_size), error);
            if (!variables) return dumped(json{{"variables_error", error}});
            context.variables() = std::move(*variables);
        }
        const auto parsed = hcl::native::parse_config(std::string(text(source, size)), config_name);
        const hcl_cli::eval_report report = hcl_cli::evaluate_file(parsed, &context);
        return dumped(json{{"eval", hcl_cli::to_json(report)},
                    {"diagnostics", diagnostics_array(report.diagnostics)},
                    {"text", rendered(report.diagnostics, text(source, size))}}
            );
    });
}

// `hcl fmt config.hcl`: {"status", "stdout" (the formatted text), "stderr"}.
EMSCRIPTEN_KEEPALIVE void hclcpp_format(const char* source, std::size_t size) {
    answer([&] {
        write_file(config_name, text(source, size));
        return dumped(run_command(hcl_cli::fmt_command, {config_name}));
    });
}

// `hcl dec --spec=spec.hcldec --diags=json [--vars=VARS] config.hcl`:
// {"status", "stdout" (the decoded JSON), "stderr" (diagnostics JSON)}.
EMSCRIPTEN_KEEPALIVE void hclcpp_decode(const char* source, std::size_t size, const char* spec, std::size_t spec_size,
                                        const char* vars, std::size_t vars_size) {
    answer([&] {
        write_file(config_name, text(source, size));
        write_file(spec_name, text(spec, spec_size));
        std::vector<std::string> args{std::string("--spec=") + spec_name, "--diags=json"};
        if (vars_size != 0) args.push_back("--vars=" + std::string(text(vars, vars_size)));
        args.emplace_back(config_name);
        return dumped(run_command(hcl_cli::dec_command, args));
    });
}

// Any `hcl` subcommand on files the caller wrote into the file system (for
// tests: the same arguments as the native tool): `args` is a JSON array,
// the command's name first; the answer is {"status", "stdout", "stderr"}.
EMSCRIPTEN_KEEPALIVE void hclcpp_run(const char* args, std::size_t size) {
    answer([&] {
        const auto list = json::parse(text(args, size)).get<std::vector<std::string>>();
        const hcl_cli::command* command = list.empty() ? nullptr : command_named(list.front());
        if (!command) return dumped(json{{"status", 2}, {"stdout", ""}, {"stderr", "hcl: unknown command\n"}});
        return dumped(run_command(*command, std::vector<std::string>(list.begin() + 1, list.end())));
    });
}

}  // extern "C"
