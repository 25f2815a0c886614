// The input of the decode benchmarks: the file named by
// HCLCPP_DECODE_BENCH_FILE (for instance the output of
// `python3 ../shared/bench/synth.py 10`), else about 2 MB of built-in text
// of the same shape.
#pragma once

#include <hcl/source.hpp>

#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

namespace bench_input {

// One service of synth.py's shape; @ is replaced by the service number.
inline constexpr std::string_view service_template = R"(service "http" "web_@" {
  listen_addr = "127.0.0.1:8080"
  enabled     = true
  weight      = 2.5
  replicas    = 3
  tags        = ["tier-1", "zone-${upper("a")}", "svc-@"]
  labels = {
    owner = "team-1"
    cost  = "cc-1"
  }
  ports = [for p in [80, 443, 8080] : p + 1]
  process "main" {
    command = ["/usr/local/bin/app", "server", "--id=@"]
    env = {
      LOG_LEVEL = "info"
    }
    timeout = 30
  }
}

)";

inline const std::shared_ptr<const std::string>& text() {
    static const auto text = std::make_shared<const std::string>([] {
        if (const char* path = std::getenv("HCLCPP_DECODE_BENCH_FILE")) {
            if (auto text = hcl::read_source_file(path); text && !text->empty()) return std::move(*text);
        }
        std::string out = "io_mode = \"async\"\n\n";
        for (int i = 0; out.size() < 2'000'000; ++i) {
            for (char c : service_template) {
                if (c == '@') out += std::to_string(i);
                else out += c;
            }
        }
        return out;
    }());
    return text;
}

}  // namespace bench_input
