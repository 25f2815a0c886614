// What every function of the WebAssembly binding shares: the one buffer an
// answer is left in (read from JavaScript with hclcpp_result_data() and
// hclcpp_result_size() until the next call), and JSON written into it.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <exception>
#include <string>
#include <string_view>

namespace hclcpp_wasm {

using json = nlohmann::json;

// The answer of the last call.
inline std::string& result() {
    static std::string buffer;
    return buffer;
}

// JSON text; bytes that are not UTF-8 (echoed input) become U+FFFD.
inline std::string dumped(const json& document) {
    return document.dump(-1, ' ', false, json::error_handler_t::replace);
}

inline std::string_view text(const char* data, std::size_t size) { return {data, size}; }

// Leaves make()'s text in the buffer; an exception becomes {"internal_error"}.
template <class F>
void answer(F&& make) {
    try {
        result() = make();
    } catch (const std::exception& e) {
        result() = dumped(json{{"internal_error", e.what()}});
    }
}

}  // namespace hclcpp_wasm
