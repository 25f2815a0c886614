// Encoding types and values as JSON (reference behaviour §8.5). Written by
// hand rather than through nlohmann/json so numbers keep their exact text.
#include <hcl/value_json.hpp>

#include "values/encoded_json.hpp"
#include "values/value_access.hpp"
#include "values/value_json_dom.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <optional>
#include <ostream>
#include <string>

HCL_BEGIN_NAMESPACE

namespace {

bool append_type(std::string& out, const type& t) {
    switch (t.kind()) {
    case type_kind::dynamic: out += "\"dynamic\""; return true;
    case type_kind::string: out += "\"string\""; return true;
    case type_kind::number: out += "\"number\""; return true;
    case type_kind::boolean: out += "\"bool\""; return true;
    case type_kind::list:
    case type_kind::map:
    case type_kind::set:
        out += t.is_list() ? "[\"list\"," : t.is_map() ? "[\"map\"," : "[\"set\",";
        if (!append_type(out, t.element_type())) return false;
        out += ']';
        return true;
    case type_kind::object: {
        out += "[\"object\",{";
        bool first = true;
        for (const auto& a : t.attributes()) {  // sorted bytewise already
            if (!first) out += ',';
            first = false;
            detail::append_json_string(out, a.name);
            out += ':';
            if (!append_type(out, a.type)) return false;
        }
        out += '}';
        if (t.has_optional_attributes()) {
            out += ",[";
            first = true;
            for (const auto& a : t.attributes()) {
                if (!a.optional) continue;
                if (!first) out += ',';
                first = false;
                detail::append_json_string(out, a.name);
            }
            out += ']';
        }
        out += ']';
        return true;
    }
    case type_kind::tuple: {
        out += "[\"tuple\",[";
        bool first = true;
        for (const auto& e : t.tuple_elements()) {
            if (!first) out += ',';
            first = false;
            if (!append_type(out, e)) return false;
        }
        out += "]]";
        return true;
    }
    case type_kind::capsule: return false;
    }
    return false;
}

// The writer's text: a std::string kept at its full size, with the length
// in use tracked here, so that an append is one bounds check and a copy
// (std::string's own appends of a character are calls that check each time).
class json_out {
public:
    json_out() = default;
    // Writes into `buffer`'s room (what it holds is dropped).
    explicit json_out(std::string&& buffer) : text_(std::move(buffer)) {}

    void put(char c) {
        if (used_ == text_.size()) grow(1);
        text_[used_++] = c;
    }
    void put(std::string_view s) {
        if (text_.size() - used_ < s.size()) grow(s.size());
        std::memcpy(text_.data() + used_, s.data(), s.size());
        used_ += s.size();
    }
    // `s` as a JSON string.
    void put_string(std::string_view s) {
        std::size_t plain = 0;
        while (plain < s.size() && detail::json_plain[static_cast<unsigned char>(s[plain])]) ++plain;
        if (plain < s.size()) {  // escapes are rare: the general code
            std::string escaped;
            detail::append_json_string(escaped, s);
            put(escaped);
            return;
        }
        if (text_.size() - used_ < s.size() + 2) grow(s.size() + 2);
        char* p = text_.data() + used_;
        p[0] = '"';
        std::memcpy(p + 1, s.data(), s.size());
        p[s.size() + 1] = '"';
        used_ += s.size() + 2;
    }

    // `n` as number::to_string() writes it (integers without a string).
    void put_number(const number& n) {
        if (!n.is_zero()) {  // (to_int64 gives 0 for -0 too)
            if (const auto i = n.to_int64()) {
                char digits[24];
                const auto end = std::to_chars(digits, digits + sizeof digits, *i).ptr;
                put(std::string_view(digits, static_cast<std::size_t>(end - digits)));
                return;
            }
        }
        put(n.to_string());
    }

    std::size_t size() const noexcept { return used_; }
    std::string_view view() const noexcept { return {text_.data(), used_}; }
    void clear() noexcept { used_ = 0; }
    std::string take() && {
        text_.resize(used_);
        return std::move(text_);
    }
    // The buffer, to be written into again.
    std::string release() && { return std::move(text_); }

private:
    void grow(std::size_t n) { text_.resize(std::max(text_.size() * 2, used_ + n + 256)); }

    std::string text_;
    std::size_t used_ = 0;
};

// Writes a value's JSON guided by a type. With Emit false it only walks
// the value the same way, finding the failure writing would meet (so that a
// stream is given nothing when the value cannot be encoded).
template <bool Emit>
class value_writer {
public:
    // Text goes to `out`; with a sink, what `out` holds is handed on each
    // time it passes flush_size.
    explicit value_writer(const json_options& options, std::ostream* sink = nullptr) : options_(options), sink_(sink) {}
    // Text goes to `out` made of `buffer`'s room.
    value_writer(const json_options& options, std::string&& buffer)
        : out(std::move(buffer)), options_(options), sink_(nullptr) {}

    json_out out;
    std::size_t flushed = 0;  // bytes handed to the sink so far

    // Appends `v` guided by `t`; on failure returns the reason, with the
    // path to the offending part (built on the way out, so a value that
    // writes cleanly costs no path at all).
    std::optional<failure> write(const value& v, const type& t) {
        if (const std::string* text = value::access::encoded_json(v)) {  // checked when it was written
            put(*text);
            return std::nullopt;
        }
        if (t.is_dynamic() && !v.type().is_dynamic()) return write_wrapped(v);
        if (v.is_null()) {
            put("null");
            return std::nullopt;
        }
        if (!v.is_known()) return fail("value is not known");
        switch (t.kind()) {
        case type_kind::string:
            if constexpr (Emit) out.put_string(v.as_string());
            return std::nullopt;
        case type_kind::number: {
            const auto& n = v.as_number();
            if (n.is_infinite()) return fail("cannot serialize infinity as JSON");
            if constexpr (Emit) out.put_number(n);
            return std::nullopt;
        }
        case type_kind::boolean: put(v.as_bool() ? "true" : "false"); return std::nullopt;
        case type_kind::list:
        case type_kind::set: return write_elements(v, [&](std::size_t) -> const type& { return t.element_type(); });
        case type_kind::tuple:
            return write_elements(v, [&](std::size_t i) -> const type& { return t.tuple_elements()[i]; });
        case type_kind::map:
        case type_kind::object: {
            put('{');
            bool first = true;
            // An object's attributes and its type's are in the same (name)
            // order: the i-th is usually the one, without a search.
            const auto type_attributes = t.is_object() ? t.attributes() : std::span<const object_attribute>{};
            std::size_t i = 0;
            for (const auto& [k, e] : v.attributes()) {
                const type* element_type = t.is_map()                                                 ? &t.element_type()
                                           : i < type_attributes.size() && type_attributes[i].name == k ? &type_attributes[i].type
                                                                                                      : t.attribute_type(k);
                ++i;
                if (!element_type) return fail("value does not conform to " + t.friendly_name());
                // A property whose JSON would be `null`.
                if (options_.omit_null_attributes && e.is_null() &&
                    !(element_type->is_dynamic() && !e.type().is_dynamic()))
                    continue;
                if (!first) put(',');
                first = false;
                if constexpr (Emit) out.put_string(k);
                put(':');
                if (auto f = write(e, *element_type)) {
                    f->path.insert(f->path.begin(), t.is_map() ? path_step::index(value::string_nfc(k))
                                                               : path_step::attribute(k));
                    return f;
                }
                hand_on();
            }
            put('}');
            return std::nullopt;
        }
        case type_kind::capsule: return fail("capsule values cannot be serialized as JSON");
        case type_kind::dynamic: break;
        }
        return fail("value does not conform to " + t.friendly_name());
    }

    // Hands what is left to the sink.
    void finish() {
        if constexpr (Emit) {
            if (sink_ && out.size() != 0) {
                sink_->write(out.view().data(), static_cast<std::streamsize>(out.size()));
                flushed += out.size();
                out.clear();
            }
        }
    }

private:
    static constexpr std::size_t flush_size = std::size_t{64} << 10;

    void put(char c) {
        if constexpr (Emit) out.put(c);
    }
    void put(std::string_view text) {
        if constexpr (Emit) out.put(text);
    }

    void hand_on() {
        if constexpr (Emit) {
            if (sink_ && out.size() >= flush_size) finish();
        }
    }

    template <class ElementType>
    std::optional<failure> write_elements(const value& v, ElementType element_type) {
        put('[');
        std::size_t i = 0;
        const bool is_set = v.type().is_set();
        for (const auto& e : v.elements()) {
            if (i > 0) put(',');
            if (auto f = write(e, element_type(i))) {
                f->path.insert(f->path.begin(),
                               path_step::index(is_set ? e : value::number(static_cast<std::int64_t>(i))));
                return f;
            }
            hand_on();
            ++i;
        }
        put(']');
        return std::nullopt;
    }

    std::optional<failure> write_wrapped(const value& v) {
        std::string type_text;
        if (!append_type(type_text, v.type())) return fail("type not allowed: " + v.type().friendly_name());
        put("{\"value\":");
        if (auto f = write(v, v.type())) return f;
        put(",\"type\":");
        put(type_text);
        put('}');
        return std::nullopt;
    }

    const json_options& options_;
    std::ostream* sink_;
};

// The failure value_writer would meet writing `v` guided by its own type
// when that type has no dynamic position (so nothing is wrapped): a walk
// of the value alone, without matching attribute names to a type's.
std::optional<failure> unwrapped_problem(const value& v) {
    if (v.is_null() || value::access::encoded_json(v)) return std::nullopt;
    if (!v.is_known()) return fail("value is not known");
    const type& t = v.type();
    switch (t.kind()) {
    case type_kind::number:
        if (v.as_number().is_infinite()) return fail("cannot serialize infinity as JSON");
        return std::nullopt;
    case type_kind::list:
    case type_kind::set:
    case type_kind::tuple: {
        std::int64_t i = 0;
        for (const auto& e : v.elements()) {
            if (auto f = unwrapped_problem(e)) {
                f->path.insert(f->path.begin(), path_step::index(t.is_set() ? e : value::number(i)));
                return f;
            }
            ++i;
        }
        return std::nullopt;
    }
    case type_kind::map:
    case type_kind::object:
        for (const auto& [k, e] : v.attributes()) {
            if (auto f = unwrapped_problem(e)) {
                f->path.insert(f->path.begin(),
                               t.is_map() ? path_step::index(value::string_nfc(k)) : path_step::attribute(k));
                return f;
            }
        }
        return std::nullopt;
    case type_kind::capsule: return fail("capsule values cannot be serialized as JSON");
    default: return std::nullopt;
    }
}

}  // namespace

std::string type_to_json(const type& t) {
    std::string out;
    if (!append_type(out, t)) return "null";
    return out;
}

result<std::string> value_to_json(const value& v) { return value_to_json(v, v.type()); }

result<std::string> value_to_json(const value& v, const type& t) { return value_to_json(v, t, json_options{}); }

result<std::string> value_to_json(const value& v, const type& t, const json_options& options) {
    if (!type_matches(v.type(), t)) {
        return fail("a value of type " + v.type().friendly_name() + " does not conform to " + t.friendly_name());
    }
    value_writer<true> w(options);
    if (auto f = w.write(v, t)) return std::move(*f);
    return std::move(w.out).take();
}

std::optional<value> detail::encode_json_ahead(const value& v, const json_options& options, std::string& scratch) {
    if (v.is_null() || !v.is_known() || v.type().has_dynamic_types()) return std::nullopt;
    value_writer<true> w(options, std::move(scratch));
    const bool failed = w.write(v, v.type()).has_value();
    std::optional<value> out;
    if (!failed) out = value::access::encoded(v.type(), std::make_shared<const std::string>(w.out.view()));
    scratch = std::move(w.out).release();
    return out;
}

result<std::size_t> write_json(std::ostream& out, const value& v, const type& t, const json_options& options) {
    if (!type_matches(v.type(), t)) {
        return fail("a value of type " + v.type().friendly_name() + " does not conform to " + t.friendly_name());
    }
    // Any failure is found before anything is written (a walk that costs
    // a small part of the writing).
    auto problem = t.has_dynamic_types() || !(v.type() == t) ? value_writer<false>(options).write(v, t)
                                                              : unwrapped_problem(v);
    if (problem) return std::move(*problem);
    value_writer<true> w(options, &out);
    if (auto f = w.write(v, t)) return std::move(*f);
    w.finish();
    return w.flushed;
}

HCL_END_NAMESPACE
