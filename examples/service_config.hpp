// The configuration the service, errors, json_config and config_lsp
// examples decode: a described struct per block type. The member types say
// most of it; the hcl_fields tables say the rest (labels, optional
// attributes with defaults, block type names that differ from the member
// name) and describe each item (`.doc`), which an editor shows through
// config_lsp's language server.
#pragma once

#include <hcl/decode.hpp>

#include <boost/describe.hpp>

#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace app {

// Enums described for Boost.Describe are written as their enumerator names.
enum class severity { debug, info, warn, error };
BOOST_DESCRIBE_ENUM(severity, debug, info, warn, error)

enum class restart_policy { always, on_failure, never };
BOOST_DESCRIBE_ENUM(restart_policy, always, on_failure, never)

// tls { certificate = ... key = ... }
struct tls_files {
    std::string certificate;
    std::string key;
};
BOOST_DESCRIBE_STRUCT(tls_files, (), (certificate, key))
constexpr auto hcl_fields(hcl::type_tag<tls_files>) {
    return hcl::fields(hcl::field(&tls_files::certificate).doc("Path of the PEM certificate chain."),
                       hcl::field(&tls_files::key).doc("Path of the certificate's private key."))
        .doc("TLS for the gateway's listener.");
}

// gateway { listen = ... tls { ... } }
struct gateway_settings {
    std::string listen;
    std::optional<tls_files> tls;  // an optional block: zero or one
};
BOOST_DESCRIBE_STRUCT(gateway_settings, (), (listen, tls))
constexpr auto hcl_fields(hcl::type_tag<gateway_settings>) {
    return hcl::fields(hcl::field(&gateway_settings::listen).doc("The address and port to accept requests on."))
        .doc("The entry point in front of the services.");
}

// health_check { path = ... interval = ... }
struct probe {
    std::string path;
    int interval = 30;  // seconds; the initializer is the default
};
BOOST_DESCRIBE_STRUCT(probe, (), (path, interval))
constexpr auto hcl_fields(hcl::type_tag<probe>) {
    return hcl::fields(hcl::field(&probe::path).doc("The HTTP path that answers 200 when healthy."),
                       hcl::field(&probe::interval, hcl::tag::optional().doc("Seconds between checks.")))
        .doc("How the supervisor checks that the service is up.");
}

// volume "name" { mount = ... size_gb = ... }
struct volume {
    std::string name;  // the block's label
    std::string mount;
    int size_gb = 10;
};
BOOST_DESCRIBE_STRUCT(volume, (), (name, mount, size_gb))
constexpr auto hcl_fields(hcl::type_tag<volume>) {
    return hcl::fields(hcl::field(&volume::name, hcl::tag::label().doc("The volume's name.")),
                       hcl::field(&volume::mount).doc("Where the volume appears in the container."),
                       hcl::field(&volume::size_gb, hcl::tag::optional().doc("Its size in gigabytes.")))
        .doc("A persistent volume mounted into the service.");
}

// service "protocol" "name" { ... }
struct service {
    std::string protocol;  // first label
    std::string name;      // second label
    std::string image;
    int replicas = 1;
    std::vector<int> ports;
    std::map<std::string, std::string> env;  // an attribute holding a map
    restart_policy restart = restart_policy::always;
    std::optional<probe> health_check;
    std::map<std::string, volume> volumes;   // volume blocks, keyed by their label
};
BOOST_DESCRIBE_STRUCT(service, (), (protocol, name, image, replicas, ports, env, restart, health_check, volumes))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::protocol, hcl::tag::label().doc("The protocol it serves: http or tcp.")),
                       hcl::field(&service::name, hcl::tag::label().doc("The service's name.")),
                       hcl::field(&service::image).doc("The container image to run."),
                       hcl::field(&service::replicas, hcl::tag::optional().doc("How many copies of it run.")),
                       hcl::field(&service::ports).doc("The ports it listens on."),
                       hcl::field(&service::env, hcl::tag::optional().doc("Environment variables for it.")),
                       hcl::field(&service::restart, hcl::tag::optional().doc(
                                                         "When the supervisor restarts it: always, on_failure or never.")),
                       hcl::field(&service::volumes, hcl::tag::block("volume").doc("Its volumes, by name.")))
        .doc("A containerised service the supervisor keeps running.");
}

// The whole file.
struct config {
    std::string environment;
    severity log_level = severity::info;
    gateway_settings gateway;        // exactly one gateway block
    std::vector<service> services;   // any number of service blocks, in order
};
BOOST_DESCRIBE_STRUCT(config, (), (environment, log_level, gateway, services))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::environment).doc("The deployment's name, such as production."),
                       hcl::field(&config::log_level, hcl::tag::optional().doc("debug, info, warn or error.")),
                       hcl::field(&config::gateway).doc("The gateway; exactly one."),
                       hcl::field(&config::services, hcl::tag::block("service").doc("The services, in order.")))
        .doc("A small deployment: a gateway in front of services.");
}

// Printing, for the examples' output (plain C++, nothing HCL-specific).
template <class E>
const char* name_of(E e) {
    return boost::describe::enum_to_string(e, "?");
}

inline void print(const config& c, std::ostream& out = std::cout) {
    out << "environment: " << c.environment << "\n"
        << "log level:   " << name_of(c.log_level) << "\n"
        << "gateway:     " << c.gateway.listen;
    if (c.gateway.tls) out << " (tls: " << c.gateway.tls->certificate << ", " << c.gateway.tls->key << ")";
    out << "\n";
    for (const service& s : c.services) {
        out << "service " << s.protocol << "/" << s.name << "\n"
            << "  image:    " << s.image << "\n"
            << "  replicas: " << s.replicas << "\n"
            << "  ports:   ";
        for (int p : s.ports) out << " " << p;
        out << "\n  env:     ";
        for (const auto& [key, value] : s.env) out << " " << key << "=" << value;
        if (s.env.empty()) out << " (none)";
        out << "\n  restart:  " << name_of(s.restart) << "\n";
        if (s.health_check) {
            out << "  health:   GET " << s.health_check->path << " every " << s.health_check->interval << "s\n";
        }
        for (const auto& [label, v] : s.volumes) {
            out << "  volume " << label << ": " << v.mount << " (" << v.size_gb << " GB)\n";
        }
    }
}

}  // namespace app
