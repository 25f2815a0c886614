// Ready-made source lookups for the text renderer.
#include <hcl/diagnostic_render.hpp>
#include <hcl/file.hpp>

#include <memory>

HCL_BEGIN_NAMESPACE

namespace {
using file_map = std::map<std::string, std::string, std::less<>>;

std::optional<std::string_view> find_in(const file_map& files, std::string_view name) {
    const auto it = files.find(name);
    if (it == files.end()) return std::nullopt;
    return std::string_view(it->second);
}
}  // namespace

source_lookup lookup_from(const file_map& files) {
    return [&files](std::string_view name) { return find_in(files, name); };
}

source_lookup lookup_from(file_map&& files) {
    auto owned = std::make_shared<const file_map>(std::move(files));
    return [owned](std::string_view name) { return find_in(*owned, name); };
}

source_lookup lookup_from(std::string filename, std::string_view source) {
    return [filename = std::move(filename), source](std::string_view name) -> std::optional<std::string_view> {
        if (name != filename) return std::nullopt;
        return source;
    };
}

source_lookup lookup_from(std::vector<std::shared_ptr<const file>> files) {
    return [files = std::move(files)](std::string_view name) -> std::optional<std::string_view> {
        for (const auto& f : files) {
            if (f && f->filename() == name) return f->source();
        }
        return std::nullopt;
    };
}

source_lookup lookup_from(std::shared_ptr<const file> file) {
    std::vector<std::shared_ptr<const hcl::file>> files;
    if (file) files.push_back(std::move(file));
    return lookup_from(std::move(files));
}

HCL_END_NAMESPACE
