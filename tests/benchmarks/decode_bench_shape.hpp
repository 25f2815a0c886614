// The structs of `oracle decode-bench` (see ../shared/oracle), for the
// decode benchmarks: service blocks with two labels, typed attributes, and
// nested process blocks with one label. As in gohcl, every attribute is
// required. Input: the output of ../shared/bench/synth.py.
#pragma once

#include <hcl/decode.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>

#include <boost/describe.hpp>

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace decode_bench {

struct process {
    std::string name;
    std::vector<std::string> command;
    std::map<std::string, std::string> env;
    int timeout = 0;
};
BOOST_DESCRIBE_STRUCT(process, (), (name, command, env, timeout))
constexpr auto hcl_fields(hcl::type_tag<process>) {
    return hcl::fields(hcl::field(&process::name, hcl::tag::label()));
}

struct service {
    std::string protocol;
    std::string name;
    std::string listen_addr;
    bool enabled = false;
    double weight = 0;
    int replicas = 0;
    std::vector<std::string> tags;
    std::map<std::string, std::string> labels;
    std::vector<int> ports;
    std::vector<process> processes;
};
BOOST_DESCRIBE_STRUCT(service, (),
                      (protocol, name, listen_addr, enabled, weight, replicas, tags, labels, ports, processes))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::protocol, hcl::tag::label()),
                       hcl::field(&service::name, hcl::tag::label()),
                       hcl::field(&service::processes, hcl::tag::block("process")));
}

struct config {
    std::string io_mode;
    std::vector<service> services;
};
BOOST_DESCRIBE_STRUCT(config, (), (io_mode, services))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::services, hcl::tag::block("service")));
}

// What the reference gives decode-bench: the standard functions, no variables.
inline const hcl::eval_context& context() {
    static const hcl::eval_context ctx = [] {
        hcl::eval_context c;
        c.functions() = hcl::stdlib::functions();
        return c;
    }();
    return ctx;
}

// One parse + decode, as one iteration of `oracle decode-bench` does; the
// syntax follows the name (".json": JSON syntax).
// The text is shared, not copied: a loop parses the same bytes each time,
// as the reference does. This is the library's entry point for text, which
// decodes the top-level blocks as the parser finishes them.
inline hcl::decode_result<config> parse_and_decode(std::shared_ptr<const std::string> source, std::string name,
                                                   hcl::decode_options options = {}) {
    return hcl::try_decode_string<config>(std::move(source), std::move(name), &context(), options);
}

// The same in two steps: parse the whole file, then decode its finished
// tree (what a program does that keeps the parsed file for other uses).
inline hcl::decode_result<config> parse_then_decode(std::shared_ptr<const std::string> source, std::string name) {
    const bool json = name.size() >= 5 && std::string_view(name).substr(name.size() - 5) == ".json";
    hcl::parse_result parsed = json ? hcl::json::parse(std::move(source), std::move(name))
                                    : hcl::native::parse_config(std::move(source), std::move(name));
    if (parsed.has_errors()) return {config{}, std::move(parsed.diagnostics), {parsed.file}};
    auto r = hcl::try_decode<config>(parsed.file->body(), &context());
    r.files.push_back(std::move(parsed.file));
    return r;
}

inline hcl::decode_result<config> parse_and_decode(std::string source, std::string name) {
    return parse_and_decode(std::make_shared<const std::string>(std::move(source)), std::move(name));
}

}  // namespace decode_bench
