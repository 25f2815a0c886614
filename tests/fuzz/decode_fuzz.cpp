// Fuzzes the decoder: a native- or JSON-syntax file (the first byte picks
// the syntax and the way of decoding) decoded into annotated structs that use
// every kind of member: labels, one/optional/many/by-label blocks, optional
// attributes with defaults, enums, variants, maps, expression and value
// members, range captures, and a remain body decoded in a second step.
// Nothing may crash, hang or throw; a result with no errors must encode,
// into text that parses again when the input parsed cleanly. Decoding the
// same native text in one go (top-level blocks decoded while parsing, with
// the parse on a helper thread when the control byte's bit 8 is set) must
// give exactly the two-step result.
#include "fuzz_support.hpp"

#include "../../src/decode/parallel_parse.hpp"  // the size threshold, lowered for small inputs

#include <hcl/decode.hpp>
#include <hcl/encode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>

#include <boost/describe.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace fuzz_decode {

enum class mode { fast, slow, off };
BOOST_DESCRIBE_ENUM(mode, fast, slow, off)

struct limits {
    int cpu = 1;
    std::optional<double> memory;
};
BOOST_DESCRIBE_STRUCT(limits, (), (cpu, memory))
constexpr auto hcl_fields(hcl::type_tag<limits>) {
    return hcl::fields(hcl::field(&limits::cpu, hcl::tag::optional()));
}

struct process {
    std::string name;
    std::vector<std::string> command;
    std::map<std::string, std::string> env;
    std::variant<std::monostate, int, std::string> timeout;  // monostate: `timeout = null`
    hcl::source_range name_range;
};
BOOST_DESCRIBE_STRUCT(process, (), (name, command, env, timeout, name_range))
constexpr auto hcl_fields(hcl::type_tag<process>) {
    return hcl::fields(hcl::field(&process::name, hcl::tag::label()),
                       hcl::field(&process::env, hcl::tag::optional()),
                       hcl::field(&process::timeout, hcl::tag::optional()),
                       hcl::field(&process::name_range, hcl::tag::label_range("name")));
}

struct volume {
    std::string id;
    std::string mount;
    hcl::expression size;
};
BOOST_DESCRIBE_STRUCT(volume, (), (id, mount, size))
constexpr auto hcl_fields(hcl::type_tag<volume>) {
    return hcl::fields(hcl::field(&volume::id, hcl::tag::label()), hcl::field(&volume::size, hcl::tag::optional()));
}

struct service {
    std::string protocol;
    std::string name;
    std::string listen_addr;
    bool enabled = false;
    mode speed = mode::fast;
    std::vector<int> ports;
    hcl::value extra;
    std::optional<limits> limit;
    std::vector<process> processes;
    std::map<std::string, volume> volumes;
    hcl::source_range def;
};
BOOST_DESCRIBE_STRUCT(service, (),
                      (protocol, name, listen_addr, enabled, speed, ports, extra, limit, processes, volumes, def))
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::protocol, hcl::tag::label()),
                       hcl::field(&service::name, hcl::tag::label()),
                       hcl::field(&service::enabled, hcl::tag::optional()),
                       hcl::field(&service::speed, hcl::tag::optional()),
                       hcl::field(&service::ports, hcl::tag::optional()),
                       hcl::field(&service::extra, hcl::tag::optional()),
                       hcl::field(&service::limit, hcl::tag::block("limits")),
                       hcl::field(&service::processes, hcl::tag::block("process")),
                       hcl::field(&service::volumes, hcl::tag::block("volume")),
                       hcl::field(&service::def, hcl::tag::def_range()));
}

// The first pass: the services; everything else stays for `settings`.
struct services_part {
    std::vector<service> services;
    hcl::body rest;
};
BOOST_DESCRIBE_STRUCT(services_part, (), (services, rest))
constexpr auto hcl_fields(hcl::type_tag<services_part>) {
    return hcl::fields(hcl::field(&services_part::services, hcl::tag::block("service")),
                       hcl::field(&services_part::rest, hcl::tag::remain()));
}

// The services, and every other attribute as an attribute map (blocks of
// other types are errors).
struct services_and_attributes {
    std::vector<service> services;
    hcl::attribute_map rest;
};
BOOST_DESCRIBE_STRUCT(services_and_attributes, (), (services, rest))
constexpr auto hcl_fields(hcl::type_tag<services_and_attributes>) {
    return hcl::fields(hcl::field(&services_and_attributes::services, hcl::tag::block("service")),
                       hcl::field(&services_and_attributes::rest, hcl::tag::remain()));
}

struct settings {
    std::string io_mode = "sync";
    std::optional<std::map<std::string, int>> weights;
};
BOOST_DESCRIBE_STRUCT(settings, (), (io_mode, weights))
constexpr auto hcl_fields(hcl::type_tag<settings>) {
    return hcl::fields(hcl::field(&settings::io_mode, hcl::tag::optional()));
}

// All in one struct, decoded exhaustively.
struct whole {
    std::string io_mode = "sync";
    std::vector<service> services;
};
BOOST_DESCRIBE_STRUCT(whole, (), (io_mode, services))
constexpr auto hcl_fields(hcl::type_tag<whole>) {
    return hcl::fields(hcl::field(&whole::io_mode, hcl::tag::optional()),
                       hcl::field(&whole::services, hcl::tag::block("service")));
}

// Writes `x` in both syntaxes; when the input parsed cleanly, each text must
// parse again.
template <class T>
void check_encodings(const T& x, bool input_parsed_cleanly) {
    const std::string native = hcl::encode(x);
    const std::string json_text = hcl::encode_json(x);
    if (!input_parsed_cleanly) return;
    hcl_fuzz::check(!hcl::native::parse_config(native, "again.hcl").has_errors());
    hcl_fuzz::check(!hcl::json::parse(json_text, "again.json").has_errors());
}

// One diagnostic as text: everything a user sees of it.
std::string described(const hcl::diagnostics& diags) {
    std::string out;
    const auto where = [&](const std::optional<hcl::source_range>& r) {
        if (!r) return std::string("-");
        return r->to_string() + "@" + std::to_string(r->start.byte) + "-" + std::to_string(r->end.byte);
    };
    for (const auto& d : diags) {
        out += d.summary + "|" + d.detail + "|" + where(d.subject) + "|" + where(d.context) + "|" + d.path + "\n";
    }
    return out;
}

// Decoding from text, where a native file's top-level blocks are decoded as
// the parser finishes them, must give what the two steps gave (`stepped`,
// with `parse_diags` from the parse): the same diagnostics in the same
// order, and a value that encodes the same.
template <class T>
void check_streamed(const std::string& text, const hcl::diagnostics& parse_diags, const hcl::decode_result<T>& stepped,
                    const hcl::eval_context& ctx, const hcl::decode_options& options) {
    if (parse_diags.has_errors()) return;  // two steps would decode anyway; from text, nothing is
    // Fuzz inputs are small: a helper thread for any size.
    hcl::detail::parallel_parse_min_bytes.store(0);
    hcl_fuzz::reset_budget();
    const auto streamed = hcl::try_decode_string<T>(text, "fuzz.hcl", &ctx, options);
    hcl::diagnostics expected = parse_diags;
    for (const auto& d : stepped.diagnostics) expected.push_back(d);
    hcl_fuzz::check(described(streamed.diagnostics) == described(expected));
    if (!stepped.has_errors()) hcl_fuzz::check(hcl::encode(streamed.value) == hcl::encode(stepped.value));
}

}  // namespace fuzz_decode

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1 || size > 4096) return 0;
    const std::uint8_t control = data[0];
    std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    if (hcl_fuzz::count_for_keywords(text) > hcl_fuzz::max_for_keywords) return 0;
    const bool json = control & 1;
    const std::string source = json ? std::string() : text;
    auto parsed = json ? hcl::json::parse(std::move(text), "fuzz.json")
                       : hcl::native::parse_config(std::move(text), "fuzz.hcl");
    hcl_fuzz::check(parsed.file != nullptr);
    hcl_fuzz::reset_budget();
    static const hcl::eval_context ctx = hcl_fuzz::make_context(hcl_fuzz::sample_variables());
    hcl::decode_options options;
    options.allow_unsafe = (control & 4) == 0;
    options.parallel_parse = (control & 8) != 0;
    const hcl::body body = parsed.file->body();

    if (control & 2) {
        // Partial: the remain member, then the rest in a second step; the
        // partial API's own remaining body, too.
        auto first = hcl::try_decode<fuzz_decode::services_part>(body, &ctx, options);
        auto second = hcl::try_decode<fuzz_decode::settings>(first.value.rest, &ctx, options);
        auto p = hcl::try_decode_partial<fuzz_decode::settings>(body, &ctx, options);
        auto left = hcl::try_decode<fuzz_decode::services_part>(p.remain, &ctx, options);
        for (const auto& s : first.value.services) {
            for (const auto& [id, v] : s.volumes) hcl_fuzz::evaluate(v.size, ctx);
        }
        if (!second.has_errors()) (void)hcl::encode_json(second.value);
        (void)left;
        auto loose = hcl::try_decode<fuzz_decode::services_and_attributes>(body, &ctx, options);
        if (!loose.has_errors()) fuzz_decode::check_encodings(loose.value, !parsed.has_errors());
        // The remain body is written back item by item (native syntax).
        if (!first.has_errors()) fuzz_decode::check_encodings(first.value, !parsed.has_errors());
        if (!json) fuzz_decode::check_streamed(source, parsed.diagnostics, first, ctx, options);
    } else {
        auto r = hcl::try_decode<fuzz_decode::whole>(body, &ctx, options);
        for (const auto& s : r.value.services) {
            for (const auto& [id, v] : s.volumes) hcl_fuzz::evaluate(v.size, ctx);
        }
        // Encodable once decoded (expression members encode as written).
        if (!r.has_errors()) fuzz_decode::check_encodings(r.value, !parsed.has_errors());
        if (!json) fuzz_decode::check_streamed(source, parsed.diagnostics, r, ctx, options);
    }
    return 0;
}
