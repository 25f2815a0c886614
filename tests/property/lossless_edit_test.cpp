// Property test of the lossless tree (hcl::write::document) over every
// HCL file under the directories given:
//   - printing a parsed document gives the file back byte for byte;
//   - random sequences of edits (set, rename, remove, append, move, relabel)
//     always give text that parses, keep every comment except those of the
//     items removed or replaced, and keep a canonically formatted file
//     canonical.
//
// usage: hclcpp_lossless_edit_test DIR... [-v]
// Exit status: 0 all hold, 1 some failed, 77 no file found.
#include "edit_properties.hpp"

#include <hcl/write/document.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool is_hcl_file(const fs::path& p) {
    const auto ext = p.extension().string();
    return ext == ".hcl" || ext == ".tf" || ext == ".tfvars" || ext == ".nomad";
}

struct totals {
    int files = 0, unparsable = 0, failures = 0, sequences = 0;
};

void fail(totals& t, const fs::path& p, const std::string& what) {
    ++t.failures;
    std::cerr << "FAIL " << p.string() << ": " << what << "\n";
}

void check_file(const fs::path& p, totals& t) {
    const std::string text = read_file(p);
    auto parsed = hcl::write::parse(text, p.string());
    if (parsed.has_errors()) {
        ++t.unparsable;
        return;
    }
    ++t.files;
    if (parsed.document->to_string() != text) return fail(t, p, "printing the parsed document changed the text");
    const auto seed = static_cast<std::uint32_t>(std::hash<std::string>{}(p.filename().string()));
    for (std::uint32_t sequence = 0; sequence < 8; ++sequence) {
        ++t.sequences;
        const std::string failure = hcl_edit_properties::check_edits(text, seed + sequence, 6);
        if (!failure.empty()) return fail(t, p, failure);
    }
}

}  // namespace

int main(int argc, char** argv) {
    totals t;
    bool verbose = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "-v") {
            verbose = true;
            continue;
        }
        if (arg.empty() || !fs::is_directory(arg)) continue;
        std::vector<fs::path> files;
        for (const auto& e : fs::recursive_directory_iterator(arg)) {
            if (e.is_regular_file() && is_hcl_file(e.path())) files.push_back(e.path());
        }
        std::sort(files.begin(), files.end());
        for (const auto& f : files) check_file(f, t);
    }
    std::cout << t.files << " files (" << t.unparsable << " rejected by the parser), " << t.sequences
              << " edit sequences, " << t.failures << " failures\n";
    if (verbose) std::cout << "ok\n";
    if (t.files == 0) return 77;
    return t.failures == 0 ? 0 : 1;
}
