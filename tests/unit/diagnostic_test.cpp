// Diagnostics and the diagnostics list (reference behaviour §3.4: severity,
// summary, detail, subject, context; HasErrors; Error() gives the first and
// "and N other diagnostic(s)").
#include <hcl/diagnostic.hpp>

#include "support/catch.hpp"

#include <string>

using hcl::diagnostic;
using hcl::diagnostics;
using hcl::severity;
using hcl::source_position;
using hcl::source_range;

namespace {
source_range range(std::uint32_t line, std::uint32_t c1, std::uint32_t c2, std::size_t b1) {
    return source_range{"main.hcl", {line, c1, b1}, {line, c2, b1 + (c2 - c1)}};
}
}  // namespace

TEST_CASE("diagnostic: fields and defaults (§3.4)", "[diagnostic]") {
    const diagnostic d;
    CHECK(d.severity == severity::error);
    CHECK(d.is_error());
    CHECK(d.summary.empty());
    CHECK_FALSE(d.subject.has_value());
    CHECK_FALSE(d.context.has_value());
    CHECK(d.path.empty());
    CHECK(std::string(hcl::to_string(severity::error)) == "error");
    CHECK(std::string(hcl::to_string(severity::warning)) == "warning");
}

TEST_CASE("diagnostic: one-line form is subject: summary; detail (§3.4 Error())", "[diagnostic]") {
    diagnostic d{severity::error, "Unsupported argument", "An argument named \"x\" is not expected here.",
                 range(2, 3, 4, 10), std::nullopt, {}};
    CHECK(d.to_string() == "main.hcl:2,3-4: Unsupported argument; An argument named \"x\" is not expected here.");
    d.detail.clear();
    CHECK(d.to_string() == "main.hcl:2,3-4: Unsupported argument");
    d.subject.reset();
    d.detail = "first line\n  second line";
    CHECK(d.to_string() == "Unsupported argument; first line second line");
}

TEST_CASE("diagnostics: accumulating list", "[diagnostic]") {
    diagnostics diags;
    CHECK(diags.empty());
    CHECK_FALSE(diags.has_errors());
    CHECK(diags.to_string() == "no diagnostics");

    diags.add_warning("Deprecated", "Use something else.");
    CHECK(diags.size() == 1);
    CHECK_FALSE(diags.has_errors());
    CHECK(diags.to_string() == "Deprecated; Use something else.");

    diagnostic& e = diags.add_error("Missing required argument", "", range(1, 1, 5, 0));
    e.path = "service \"web\" > port";
    CHECK(diags.has_errors());
    CHECK(diags.error_count() == 1);
    CHECK(diags.warning_count() == 1);
    CHECK(diags[1].path == "service \"web\" > port");
    CHECK(diags[1].subject == range(1, 1, 5, 0));

    // The first *error* leads the summary, even after a warning.
    CHECK(diags.to_string() == "main.hcl:1,1-5: Missing required argument, and 1 other diagnostic(s)");

    diagnostics more;
    more.push_back(diagnostic{severity::error, "Invalid expression", "", range(3, 1, 2, 30), std::nullopt, {}});
    more += diagnostic{severity::warning, "Odd", "", std::nullopt, std::nullopt, {}};
    diags += more;
    CHECK(diags.size() == 4);
    CHECK(diags.error_count() == 2);
    CHECK(more.size() == 2);  // copied, not moved
    diags.append(std::move(more));
    CHECK(diags.size() == 6);
    diags.append(diags);  // appending to itself duplicates
    CHECK(diags.size() == 12);

    std::size_t seen = 0;
    for (const diagnostic& d : diags) seen += d.summary.empty() ? 0 : 1;
    CHECK(seen == 12);
    CHECK(diags.front().summary == "Deprecated");
    CHECK(diags.back().summary == "Odd");
    diags.clear();
    CHECK(diags.empty());
}

TEST_CASE("diagnostics: hcl::error carries the diagnostics", "[diagnostic]") {
    diagnostics diags;
    diags.add_error("Bad thing", "Details.", range(1, 2, 3, 1));
    diags.add_error("Second");
    try {
        throw hcl::error(diags);
    } catch (const std::runtime_error& ex) {
        CHECK(std::string(ex.what()) == "main.hcl:1,2-3: Bad thing; Details., and 1 other diagnostic(s)");
        const auto* err = dynamic_cast<const hcl::error*>(&ex);
        REQUIRE(err != nullptr);
        CHECK(err->diagnostics() == diags);
    }
}
