// Groups (hcl::tag::group()) against the same members declared directly:
// parse + decode of the decode benchmark's input into structs whose service
// attributes are split into two groups, one nested in the other; compare
// with decode_hand_written (generated_decode_benchmark.cpp), the same input
// into decode_bench_shape.hpp's flat structs. A group is flattened at
// compile time, so the two should take the same time (docs/decoder.md).
#include "decode_text_loop.hpp"

#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <vector>

namespace grouped_bench {

struct sizing {
    int replicas = 0;
    std::vector<int> ports;
};
BOOST_DESCRIBE_STRUCT(sizing, (), (replicas, ports))

struct endpoint {
    std::string listen_addr;
    bool enabled = false;
    double weight = 0;
    sizing size;
};
BOOST_DESCRIBE_STRUCT(endpoint, (), (listen_addr, enabled, weight, size))
constexpr auto hcl_fields(hcl::type_tag<endpoint>) {
    return hcl::fields(hcl::field(&endpoint::size, hcl::tag::group()));
}

struct metadata {
    std::vector<std::string> tags;
    std::map<std::string, std::string> labels;
};
BOOST_DESCRIBE_STRUCT(metadata, (), (tags, labels))

struct service {
    std::string protocol;
    std::string name;
    endpoint at;
    metadata meta;
    std::vector<decode_bench::process> processes;
};
BOOST_DESCRIBE_STRUCT(service, (), (protocol, name, at, meta, processes))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::protocol, hcl::tag::label()),
                       hcl::field(&service::name, hcl::tag::label()),
                       hcl::field(&service::at, hcl::tag::group()),
                       hcl::field(&service::meta, hcl::tag::group()),
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

}  // namespace grouped_bench

namespace {

void decode_grouped_members(benchmark::State& state) { decode_bench::decode_text_loop<grouped_bench::config>(state); }
BENCHMARK(decode_grouped_members)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
