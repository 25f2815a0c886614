#include <hcl/function.hpp>

#include <utility>

HCL_BEGIN_NAMESPACE

std::string call_error::to_string() const {
    if (path.empty()) return message;
    return hcl::to_string(path) + ": " + message;
}

hcl::failure call_error::to_failure() const { return hcl::failure{message, path, {}}; }

call_error argument_error(std::size_t index, std::string message, value_path path) {
    return call_error{call_error_kind::invalid_argument, std::move(message), index,
                      std::move(path)};
}

call_error call_failed(std::string message) {
    return call_error{call_error_kind::failed, std::move(message), std::nullopt, {}};
}

HCL_END_NAMESPACE
