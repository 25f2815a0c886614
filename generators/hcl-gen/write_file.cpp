// Atomic replacement of the output file.
#include "write_file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <system_error>

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
    if (holds(path, text)) return true;
    namespace fs = std::filesystem;
    const fs::path target(path);
    std::random_device random;
    const fs::path temporary =
        target.parent_path() / ("." + target.filename().string() + ".tmp" + std::to_string(random()));
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (out) out.write(text.data(), static_cast<std::streamsize>(text.size()));
        out.close();
        if (!out) {
            error = "cannot write " + temporary.string() + ": " + std::strerror(errno);
            std::error_code ignored;
            fs::remove(temporary, ignored);
            return false;
        }
    }
    std::error_code ec;
    fs::rename(temporary, target, ec);
    if (ec) {
        error = "cannot replace " + path + ": " + ec.message();
        std::error_code ignored;
        fs::remove(temporary, ignored);
        return false;
    }
    return true;
}

}  // namespace hcl_gen
