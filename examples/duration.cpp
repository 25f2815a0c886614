// A user-defined conversion: durations written as "90s" or "1h30m" in the
// configuration, decoded into std::chrono values.
//
// The hook is two functions in the namespace of your own type, found by
// argument-dependent lookup: hcl_from_value (HCL value -> C++) and
// hcl_to_value (C++ -> HCL value). For a type you do not own, such as
// std::chrono::seconds itself, specialize hcl::converter<T> instead.
#include <hcl/decode.hpp>
#include <hcl/diagnostic_render.hpp>

#include <boost/describe.hpp>

#include <cctype>
#include <chrono>
#include <iostream>
#include <string>

namespace app {

struct duration {
    std::chrono::seconds value{};
};

// "1h30m", "90s", "2h": numbers each followed by a unit h, m or s.
bool hcl_from_value(const hcl::value& v, duration& out, hcl::conversion& cx) {
    std::string text;
    // Any value that converts to a string; a list, say, gets the usual error.
    if (!cx.convert(v, text)) return false;
    const auto bad = [&] {
        return cx.fail("a duration such as \"90s\" or \"1h30m\" is required, not \"" + text + "\"");
    };
    if (text.empty()) return bad();
    std::chrono::seconds total{0};
    std::size_t i = 0;
    while (i < text.size()) {
        long long n = 0;
        const std::size_t digits = i;
        for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
            n = n * 10 + (text[i] - '0');
            if (n > 1'000'000'000) return bad();  // keeps the arithmetic in range
        }
        if (i == digits || i == text.size()) return bad();
        switch (text[i++]) {
        case 'h': total += std::chrono::hours(n); break;
        case 'm': total += std::chrono::minutes(n); break;
        case 's': total += std::chrono::seconds(n); break;
        default: return bad();
        }
    }
    out.value = total;
    return true;
}

// The other direction, for hcl::to_value (and encoding): whole hours,
// minutes and seconds.
hcl::value hcl_to_value(const duration& d) {
    const auto s = d.value.count();
    std::string text;
    if (s >= 3600) text += std::to_string(s / 3600) + "h";
    if (s % 3600 >= 60) text += std::to_string(s % 3600 / 60) + "m";
    if (s % 60 != 0 || s == 0) text += std::to_string(s % 60) + "s";
    return hcl::value::string(text);
}

struct timeouts {
    duration connect_timeout;
    duration read_timeout;
    duration idle_timeout;
};
BOOST_DESCRIBE_STRUCT(timeouts, (), (connect_timeout, read_timeout, idle_timeout))

}  // namespace app

int main() {
    auto good = hcl::try_decode_file<app::timeouts>("duration.hcl");
    if (good.has_errors()) return 1;
    const app::timeouts& t = good.value;
    std::cout << "connect: " << t.connect_timeout.value.count() << "s\n"
              << "read:    " << t.read_timeout.value.count() << "s\n"
              << "idle:    " << t.idle_timeout.value.count() << "s\n";
    // And back: the value the user type converts to.
    std::cout << "read as HCL: " << hcl::to_value(t.read_timeout).as_string() << "\n\n";

    // Bad text is an ordinary decoding error, with position and path.
    const std::string text = "connect_timeout = \"90s\"\nread_timeout = \"soon\"\nidle_timeout = 30\n";
    auto bad = hcl::try_decode_string<app::timeouts>(text, "inline.hcl");
    std::cout << hcl::render_text(bad);
    return 0;
}
