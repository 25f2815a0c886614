// The diagnostics container and its one-line summaries.
#include <hcl/diagnostic.hpp>

#include <algorithm>
#include <iterator>

HCL_BEGIN_NAMESPACE

const char* to_string(severity s) noexcept {
    return s == severity::warning ? "warning" : "error";
}

namespace {

// Line breaks (and the blanks around them) become one space, so the result
// stays on one line.
void append_one_line(std::string& out, std::string_view text) {
    bool pending_space = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n' || c == '\r') {
            while (!out.empty() && (out.back() == ' ' || out.back() == '\t')) out.pop_back();
            pending_space = true;
            continue;
        }
        if (pending_space) {
            if (c == ' ' || c == '\t') continue;
            out += ' ';
            pending_space = false;
        }
        out += c;
    }
}

}  // namespace

std::string diagnostic::to_string() const {
    std::string out;
    if (subject) {
        out += subject->to_string();
        out += ": ";
    }
    append_one_line(out, summary);
    if (!detail.empty()) {
        out += "; ";
        append_one_line(out, detail);
    }
    return out;
}

diagnostic& diagnostics::add_error(std::string summary, std::string detail,
                                   std::optional<source_range> subject) {
    return add(diagnostic{severity::error, std::move(summary), std::move(detail), std::move(subject),
                          std::nullopt, {}});
}

diagnostic& diagnostics::add_warning(std::string summary, std::string detail,
                                     std::optional<source_range> subject) {
    return add(diagnostic{severity::warning, std::move(summary), std::move(detail),
                          std::move(subject), std::nullopt, {}});
}

void diagnostics::append(const diagnostics& other) {
    if (&other == this) {
        const container copy = items_;
        items_.insert(items_.end(), copy.begin(), copy.end());
        return;
    }
    items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

void diagnostics::append(diagnostics&& other) {
    if (&other == this) {
        append(static_cast<const diagnostics&>(other));
        return;
    }
    if (items_.empty()) {
        items_ = std::move(other.items_);
    } else {
        items_.insert(items_.end(), std::make_move_iterator(other.items_.begin()),
                      std::make_move_iterator(other.items_.end()));
    }
    other.items_.clear();
}

bool diagnostics::has_errors() const noexcept {
    return std::any_of(items_.begin(), items_.end(), [](const diagnostic& d) { return d.is_error(); });
}

std::size_t diagnostics::error_count() const noexcept {
    return static_cast<std::size_t>(
        std::count_if(items_.begin(), items_.end(), [](const diagnostic& d) { return d.is_error(); }));
}

std::string diagnostics::to_string() const {
    if (items_.empty()) return "no diagnostics";
    const auto first_error =
        std::find_if(items_.begin(), items_.end(), [](const diagnostic& d) { return d.is_error(); });
    std::string out = (first_error != items_.end() ? *first_error : items_.front()).to_string();
    if (items_.size() > 1) {
        out += ", and ";
        out += std::to_string(items_.size() - 1);
        out += " other diagnostic(s)";
    }
    return out;
}

error::error(hcl::diagnostics diags)
    : std::runtime_error(diags.to_string()), diagnostics_(std::move(diags)) {}

HCL_END_NAMESPACE
