// Diagnostics: how every layer reports problems in its input (docs/diagnostics.md).
//
// A diagnostic has a severity, a one-line summary, an optional longer detail,
// the source range it is about (subject) and optionally a wider range that
// gives it context (say, the whole expression around a bad operand).
// Decoder errors also say where in the decoded structure they happened
// (path). hcl::diagnostics accumulates them; producers keep going after an
// error and report everything they find.
//
// Rendering for people and tools is in <hcl/diagnostic_render.hpp>.
#pragma once

#include <hcl/config.hpp>
#include <hcl/source.hpp>

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE

enum class severity { error, warning };

// "error" or "warning".
const char* to_string(severity s) noexcept;

struct diagnostic {
    hcl::severity severity = severity::error;
    std::string summary;
    std::string detail;
    std::optional<source_range> subject;
    std::optional<source_range> context;
    // Logical location for decoder errors, e.g. `service "web" > port`;
    // empty when it does not apply.
    std::string path;

    friend bool operator==(const diagnostic&, const diagnostic&) = default;

    bool is_error() const noexcept { return severity == severity::error; }

    // One line: "f.hcl:1,3-7: Summary; Detail" (parts that are missing are
    // left out; line breaks in the detail become spaces).
    std::string to_string() const;
};

class diagnostics {
public:
    using value_type = diagnostic;
    using container = std::vector<diagnostic>;
    using iterator = container::iterator;
    using const_iterator = container::const_iterator;
    using size_type = container::size_type;

    diagnostics() = default;
    diagnostics(std::initializer_list<diagnostic> list) : items_(list) {}

    friend bool operator==(const diagnostics&, const diagnostics&) = default;

    void push_back(diagnostic d) { items_.push_back(std::move(d)); }
    diagnostic& add(diagnostic d) { return items_.emplace_back(std::move(d)); }
    diagnostic& add_error(std::string summary, std::string detail = {},
                          std::optional<source_range> subject = std::nullopt);
    diagnostic& add_warning(std::string summary, std::string detail = {},
                            std::optional<source_range> subject = std::nullopt);

    void append(const diagnostics& other);
    void append(diagnostics&& other);
    diagnostics& operator+=(const diagnostics& other) {
        append(other);
        return *this;
    }
    diagnostics& operator+=(diagnostics&& other) {
        append(std::move(other));
        return *this;
    }
    diagnostics& operator+=(diagnostic d) {
        push_back(std::move(d));
        return *this;
    }

    bool has_errors() const noexcept;
    std::size_t error_count() const noexcept;
    std::size_t warning_count() const noexcept { return size() - error_count(); }

    bool empty() const noexcept { return items_.empty(); }
    size_type size() const noexcept { return items_.size(); }
    void clear() noexcept { items_.clear(); }

    iterator begin() noexcept { return items_.begin(); }
    iterator end() noexcept { return items_.end(); }
    const_iterator begin() const noexcept { return items_.begin(); }
    const_iterator end() const noexcept { return items_.end(); }
    diagnostic& operator[](size_type i) { return items_[i]; }
    const diagnostic& operator[](size_type i) const { return items_[i]; }
    diagnostic& front() { return items_.front(); }
    const diagnostic& front() const { return items_.front(); }
    diagnostic& back() { return items_.back(); }
    const diagnostic& back() const { return items_.back(); }

    // One line for logs and exception messages: the first error (or the
    // first diagnostic when there is no error), then ", and N other
    // diagnostic(s)" when there are more; "no diagnostics" when empty.
    std::string to_string() const;

private:
    container items_;
};

// Thrown by the throwing conveniences (decode<T> and friends); the core never
// throws on bad input. what() is diagnostics().to_string().
class error : public std::runtime_error {
public:
    explicit error(hcl::diagnostics diags);

    const hcl::diagnostics& diagnostics() const noexcept { return diagnostics_; }

private:
    hcl::diagnostics diagnostics_;
};

HCL_END_NAMESPACE
