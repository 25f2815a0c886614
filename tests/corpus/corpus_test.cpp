// The real-world corpus test (see CMakeLists.txt).
//
// usage: hclcpp_corpus_test CORPUS_DIR [-v]
//
// Every expected.json under CORPUS_DIR (searched recursively) maps file
// names, relative to its own directory, to {"parse_errors": [...]}: the
// reference's parse errors as "line:column: summary". A file passes when it
// has errors exactly when the reference reported some and, if so, its first
// error reads the same. Then every attribute of every body is evaluated with
// the full standard library and every variable the file refers to set to
// an unknown value (Terraform's var, local, module, data, each, count,
// resource types...): that must not crash; evaluation errors are counted
// and, with -v, listed (Terraform-only functions such as cidrsubnet are not
// in the standard library, so some are expected).
//
// Exit status: 0 all agree, 1 some disagree, 77 no corpus (skipped).
#include "fuzz_support.hpp"

#include <hcl/native/parse.hpp>
#include <hcl/stdlib.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The reference's form of an error: "line:column: summary".
std::string error_string(const hcl::diagnostic& d) {
    if (!d.subject) return d.summary;
    return std::to_string(d.subject->start.line) + ":" + std::to_string(d.subject->start.column) + ": " +
           d.summary;
}

struct totals {
    std::size_t files = 0;
    std::size_t parse_clean = 0;
    std::size_t agree = 0;
    std::size_t attributes = 0;
    std::size_t attributes_with_errors = 0;
    std::map<std::string, std::size_t> error_summaries;
};

// Parses and evaluates one file; returns whether it agrees with `expected`.
bool check_file(const fs::path& path, const std::string& name, const nlohmann::json& expected, totals& t,
                bool verbose) {
    ++t.files;
    const auto parsed = hcl::native::parse_config(read_file(path), name);
    std::vector<std::string> errors;
    for (const auto& d : parsed.diagnostics) {
        if (d.is_error()) errors.push_back(error_string(d));
    }
    if (errors.empty()) ++t.parse_clean;
    std::vector<std::string> want;
    if (expected.contains("parse_errors")) want = expected["parse_errors"].get<std::vector<std::string>>();
    bool ok = errors.empty() == want.empty() && (want.empty() || errors.front() == want.front());
    if (ok) {
        ++t.agree;
    } else {
        std::cout << "DISAGREE " << name << ": reference "
                  << (want.empty() ? std::string("parses cleanly") : "reports \"" + want.front() + "\"") << ", we "
                  << (errors.empty() ? std::string("parse cleanly") : "report \"" + errors.front() + "\"") << "\n";
    }

    // Every root the file refers to is an unknown value.
    hcl::variable_map variables;
    const hcl::body body = parsed.file->body();
    hcl_fuzz::for_each_attribute(body, 0, 64, [&](const hcl::expression& e) {
        for (const auto& v : e.variables()) variables.emplace(std::string(v.root_name()), hcl::value::dynamic());
    });
    const hcl::eval_context ctx(std::move(variables), hcl::stdlib::functions());
    hcl_fuzz::for_each_attribute(body, 0, 64, [&](const hcl::expression& e) {
        ++t.attributes;
        hcl::diagnostics diags;
        (void)e.evaluate(ctx, diags);
        if (!diags.has_errors()) return;
        ++t.attributes_with_errors;
        for (const auto& d : diags) {
            if (!d.is_error()) continue;
            ++t.error_summaries[d.summary];
            if (verbose) std::cout << "  eval " << error_string(d) << " in " << name << ": " << d.detail << "\n";
        }
    });
    return ok;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2 || std::string(argv[1]).empty() || !fs::is_directory(argv[1])) {
        std::cout << "SKIPPED: no real-world corpus (set HCLCPP_CORPUS_DIR to a directory holding "
                     "expected.json files)\n";
        return 77;
    }
    const bool verbose = argc > 2 && std::string(argv[2]) == "-v";
    totals t;
    bool ok = true;
    std::size_t sets = 0;
    std::vector<fs::path> manifests;
    for (const auto& entry : fs::recursive_directory_iterator(argv[1])) {
        if (entry.is_regular_file() && entry.path().filename() == "expected.json") manifests.push_back(entry.path());
    }
    std::sort(manifests.begin(), manifests.end());
    for (const auto& manifest : manifests) {
        ++sets;
        const auto expected = nlohmann::json::parse(read_file(manifest));
        for (const auto& [name, want] : expected.items()) {
            const fs::path file = manifest.parent_path() / name;
            if (!fs::is_regular_file(file)) {
                std::cout << "MISSING " << file.string() << "\n";
                ok = false;
                continue;
            }
            ok = check_file(file, name, want, t, verbose) && ok;
        }
    }
    if (sets == 0) {
        std::cout << "SKIPPED: no expected.json under " << argv[1] << "\n";
        return 77;
    }
    std::cout << t.files << " files, " << t.parse_clean << " parse without errors, " << t.agree
              << " agree with the reference; " << t.attributes << " attributes evaluated, "
              << t.attributes_with_errors << " with errors\n";
    for (const auto& [summary, count] : t.error_summaries) std::cout << "  " << count << " x " << summary << "\n";
    return ok && t.agree == t.files ? 0 : 1;
}
