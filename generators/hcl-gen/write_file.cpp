// Writing the generated header (write_file.hpp).
#include "write_file.hpp"

#include "replace_file.hpp"

#include <fstream>
#include <iterator>

namespace hcl_gen {
namespace {

bool holds(const std::string& path, const std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::string current((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return current == text;
}

}  // namespace

bool write_file_atomically(const std::string& path, const std::string& text, std::string& error) {
    return holds(path, text) || hclcpp_tools::replace_file(path, text, &error);
}

}  // namespace hcl_gen
