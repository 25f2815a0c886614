// Partial decoding: two components of one program each take their part of
// one configuration file. The first takes what its struct describes and
// hands back the rest as a body; the second decodes that rest. Anything
// neither of them takes is reported by the last one, as usual.
#include <hcl/decode.hpp>
#include <hcl/diagnostic_render.hpp>
#include <hcl/native/parse.hpp>

#include <boost/describe.hpp>

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

// The HTTP server's part.
namespace server {
struct route {
    std::string path;  // label
    std::string backend;
    bool cache = false;
};
BOOST_DESCRIBE_STRUCT(route, (), (path, backend, cache))
constexpr auto hcl_fields(hcl::type_tag<route>) {
    return hcl::fields(hcl::field(&route::path, hcl::tag::label()),
                       hcl::field(&route::cache, hcl::tag::optional()));
}

struct settings {
    std::string listen;
    std::vector<route> routes;
};
BOOST_DESCRIBE_STRUCT(settings, (), (listen, routes))
constexpr auto hcl_fields(hcl::type_tag<settings>) {
    return hcl::fields(hcl::field(&settings::routes, hcl::tag::block("route")));
}
}  // namespace server

// The scheduler's part.
namespace scheduler {
struct job {
    std::string name;  // label
    std::string schedule;
    std::vector<std::string> command;
};
BOOST_DESCRIBE_STRUCT(job, (), (name, schedule, command))
constexpr auto hcl_fields(hcl::type_tag<job>) {
    return hcl::fields(hcl::field(&job::name, hcl::tag::label()));
}

struct settings {
    std::vector<job> jobs;
};
BOOST_DESCRIBE_STRUCT(settings, (), (jobs))
constexpr auto hcl_fields(hcl::type_tag<settings>) {
    return hcl::fields(hcl::field(&settings::jobs, hcl::tag::block("job")));
}
}  // namespace scheduler

int main() {
    std::ifstream in("partial.hcl");
    std::stringstream text;
    text << in.rdbuf();
    auto parsed = hcl::native::parse_config(text.str(), "partial.hcl");
    hcl::diagnostics diags = std::move(parsed.diagnostics);

    // The server takes its items; `remain` is everything else.
    auto http = hcl::try_decode_partial<server::settings>(parsed.file->body());
    diags.append(std::move(http.diagnostics));

    // The scheduler decodes the rest. try_decode (not _partial) because it is
    // the last reader: an item nobody took is an error here.
    auto cron = hcl::try_decode<scheduler::settings>(http.remain);
    diags.append(std::move(cron.diagnostics));

    if (diags.has_errors()) {
        hcl::print_diagnostics(std::cerr, diags, hcl::lookup_from(parsed.file));
        return 1;
    }
    std::cout << "server listens on " << http.value.listen << "\n";
    for (const auto& r : http.value.routes) {
        std::cout << "  route " << r.path << " -> " << r.backend << (r.cache ? " (cached)" : "") << "\n";
    }
    std::cout << "scheduler runs " << cron.value.jobs.size() << " jobs\n";
    for (const auto& j : cron.value.jobs) {
        std::cout << "  " << j.name << " at \"" << j.schedule << "\":";
        for (const auto& word : j.command) std::cout << " " << word;
        std::cout << "\n";
    }
    return 0;
}
