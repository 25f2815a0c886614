// The value of a literal node, stored compactly.
//
// A configuration file is mostly literals; an hcl::value in every one (72
// bytes, a heap string, a destructor to run) dominated the tree's size. A
// literal_cell is 16 bytes and trivially destructible: constants are a tag,
// strings point at their NFC text (in the source when nothing had to be
// decoded, else in the file's arena), numbers at their digits in the source,
// except plain integers below 2^32 (nearly every number in a configuration),
// which keep their value so that evaluation does not read the digits again.
// The value is built when asked for (evaluation, static analysis), equal to
// what the parser used to store.
#pragma once

#include <hcl/config.hpp>
#include <hcl/number.hpp>
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include <cstdint>
#include <string>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace native {

class arena;

class literal_cell {
public:
    enum class form : std::uint8_t { null, false_, true_, dynamic, unknown_number, number, integer, string };

    literal_cell() noexcept = default;
    static literal_cell null() noexcept { return literal_cell(form::null); }
    static literal_cell boolean(bool b) noexcept { return literal_cell(b ? form::true_ : form::false_); }
    static literal_cell dynamic() noexcept { return literal_cell(form::dynamic); }
    static literal_cell unknown_number() noexcept { return literal_cell(form::unknown_number); }
    // `digits` must parse with number::parse and outlive the cell (source text).
    static literal_cell number(std::string_view digits) noexcept { return literal_cell(form::number, digits); }
    // The number that number::parse gives for the decimal digits of `v`
    // (precision number::default_precision).
    static literal_cell integer(std::uint32_t v) noexcept {
        literal_cell c(form::integer);
        c.size_ = v;
        return c;
    }
    // `text` is used as is when it is NFC and lives in `stable` memory (the
    // source); otherwise its NFC form is copied into `a`.
    static literal_cell string(std::string_view text, arena& a, bool stable);
    // `text` as is, without normalisation (identifiers: verbatim source).
    static literal_cell verbatim(std::string_view text) noexcept { return literal_cell(form::string, text); }

    form what() const noexcept { return form_; }
    bool is_string() const noexcept { return form_ == form::string; }
    // The NFC text of a string literal, the digits of a number (empty for
    // other forms).
    std::string_view text() const noexcept {
        return form_ == form::integer ? std::string_view() : std::string_view(text_, size_);
    }
    // The value of an integer cell.
    std::uint32_t integer_value() const noexcept { return size_; }

    // The literal as a value.
    value get() const;

    // Value-like inspection, so that readers need not build the value.
    hcl::type type() const;
    bool is_null() const noexcept { return form_ == form::null; }
    bool is_known() const noexcept { return form_ != form::dynamic && form_ != form::unknown_number; }
    bool as_bool() const { return get().as_bool(); }
    hcl::number as_number() const { return get().as_number(); }
    std::string as_string() const { return std::string(get().as_string()); }
    friend bool operator==(const literal_cell& a, const value& b) { return a.get() == b; }

private:
    explicit literal_cell(form f, std::string_view t = {}) noexcept
        : text_(t.data()), size_(static_cast<std::uint32_t>(t.size())), form_(f) {}

    const char* text_ = nullptr;
    std::uint32_t size_ = 0;  // the value of an integer cell
    form form_ = form::null;
};

}  // namespace native
HCL_END_NAMESPACE
