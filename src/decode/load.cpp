// Reading configuration text for the decoder: the syntax follows the file
// name's extension.
#include <hcl/decode.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

parse_result parse_by_extension(std::string source, std::string filename) {
    if (ends_with(filename, ".json")) return json::parse(std::move(source), std::move(filename));
    return native::parse_config(std::move(source), std::move(filename));
}

parse_result parse_path(const std::string& path) {
    auto text = read_source_file(path);
    if (!text) {
        parse_result r;
        r.diagnostics.add_error("Failed to read file", "The configuration file " + path + " could not be read.");
        return r;
    }
    return parse_by_extension(std::move(*text), path);
}

}  // namespace detail
HCL_END_NAMESPACE
