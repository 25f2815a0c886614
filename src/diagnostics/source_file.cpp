// Reading a configuration file into memory in one piece.
#include <hcl/source.hpp>

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <new>

HCL_BEGIN_NAMESPACE

std::optional<std::string> read_source_file(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (!ec && fs::is_directory(status)) {
        errno = EISDIR;
        return std::nullopt;
    }
    struct closer {
        void operator()(std::FILE* f) const noexcept { std::fclose(f); }
    };
    std::unique_ptr<std::FILE, closer> file(std::fopen(path.c_str(), "rb"));
    if (!file) return std::nullopt;

    try {
        std::string text;
        // A regular file's size is known up front; pipes and devices are
        // read until their end in growing steps.
        if (!ec && fs::is_regular_file(status)) {
            const auto size = fs::file_size(path, ec);
            if (!ec) text.reserve(static_cast<std::size_t>(size));
        }
        char buffer[1 << 16];
        for (;;) {
            const std::size_t n = std::fread(buffer, 1, sizeof buffer, file.get());
            text.append(buffer, n);
            if (n < sizeof buffer) break;
        }
        if (std::ferror(file.get())) return std::nullopt;
        return text;
    } catch (const std::bad_alloc&) {
        errno = ENOMEM;
        return std::nullopt;
    } catch (const std::length_error&) {
        errno = EFBIG;
        return std::nullopt;
    }
}

HCL_END_NAMESPACE
