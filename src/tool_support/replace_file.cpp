// Atomic replacement of a file's contents (replace_file.hpp).
#include "replace_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <system_error>

namespace hclcpp_tools {

bool replace_file(const std::string& path, const std::string& text, std::string* error) {
    namespace fs = std::filesystem;
    auto fail = [&](const std::string& what) {
        if (error) *error = what;
        return false;
    };
    // A name no other writer uses: "x" opens only a file that does not
    // exist yet.
    std::random_device entropy;
    std::string temporary;
    std::FILE* f = nullptr;
    for (int attempt = 0; attempt < 8 && f == nullptr; ++attempt) {
        temporary = path + ".tmp-" + std::to_string(entropy());
        f = std::fopen(temporary.c_str(), "wbx");
    }
    if (f == nullptr) return fail("cannot write " + temporary + ": " + std::strerror(errno));
    const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    const int write_errno = errno;
    const bool closed = std::fclose(f) == 0;
    std::error_code ec;
    if (written && closed) {
        // A new file keeps the permissions it was created with.
        const fs::file_status old = fs::status(path, ec);
        ec.clear();
        if (fs::exists(old)) fs::permissions(temporary, old.permissions(), ec);
        if (!ec) fs::rename(temporary, path, ec);
    }
    if (!written || !closed || ec) {
        const std::string why = ec ? "cannot replace " + path + ": " + ec.message()
                                   : "cannot write " + temporary + ": " + std::strerror(write_errno);
        std::error_code ignored;
        fs::remove(temporary, ignored);
        return fail(why);
    }
    return true;
}

}  // namespace hclcpp_tools
