// Property test of hcl::write over every HCL file under the directories
// given:
//   - formatting keeps the meaning: the formatted text parses, and every
//     attribute of every body evaluates to the same value (or fails the
//     same way) as in the original; formatting again changes nothing;
//   - printing a parsed document (the lossless tree) gives the file back
//     byte for byte;
//   - random sequences of edits (set, rename, remove, append, move, relabel)
//     always give text that parses, keep every comment except those of the
//     items removed or replaced, and keep a canonically formatted file
//     canonical.
//
// usage: hclcpp_write_properties_test DIR... [-v]
// Exit status: 0 all hold, 1 some failed, 77 no file found.
#include "edit_properties.hpp"
#include "fuzz_support.hpp"

#include <hcl/write/document.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <optional>
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

// Each attribute's value in walk order; nullopt where it fails.
std::vector<std::optional<hcl::value>> evaluated(const hcl::file& f) {
    static const hcl::eval_context ctx = hcl_fuzz::make_context(hcl_fuzz::sample_variables());
    std::vector<std::optional<hcl::value>> out;
    hcl_fuzz::for_each_attribute(f.body(), 0, 32, [&](const hcl::expression& e) {
        hcl_fuzz::reset_budget();
        hcl::diagnostics diags;
        const hcl::value v = e.evaluate(ctx, diags);
        out.push_back(diags.has_errors() ? std::nullopt : std::optional<hcl::value>(v));
    });
    return out;
}

// What is wrong with formatting `text`, which parses; "" when nothing.
// `compared` counts the values compared.
std::string check_format(const std::string& text, const hcl::file& original, std::size_t& compared) {
    const std::string formatted = hcl::write::format(text);
    if (hcl::write::format(formatted) != formatted) return "formatting twice changes the text";
    const auto reparsed = hcl::native::parse_config(formatted, "formatted");
    if (reparsed.has_errors()) return "the formatted text does not parse";
    const auto before = evaluated(original);
    if (before != evaluated(*reparsed.file)) return "formatting changed a value";
    compared += before.size();
    return {};
}

struct totals {
    int files = 0, unparsable = 0, failures = 0, sequences = 0;
    std::size_t values = 0;
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
    if (hcl_fuzz::count_for_keywords(text) <= hcl_fuzz::max_for_keywords) {
        const auto original = hcl::native::parse_config(text, p.string());
        const std::string failure = check_format(text, *original.file, t.values);
        if (!failure.empty()) return fail(t, p, failure);
    }
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
              << " edit sequences, " << t.values << " values kept by formatting, " << t.failures
              << " failures\n";
    if (verbose) std::cout << "ok\n";
    if (t.files == 0) return 77;
    return t.failures == 0 ? 0 : 1;
}
