#include <hcl/value.hpp>

#include <hcl/unicode.hpp>

#include "values/set_order.hpp"
#include "values/sort_keep_last.hpp"
#include "values/type_node.hpp"
#include "values/value_access.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <span>
#include <stdexcept>

HCL_BEGIN_NAMESPACE

namespace {

[[noreturn]] void misuse(const char* what) { throw std::logic_error(std::string("hcl::value: ") + what); }

// Normalises keys, sorts entries by key and keeps the last of repeated
// keys; returns how many entries are kept, at the front.
std::size_t sort_unique(std::span<value_attribute> entries) {
    for (auto& e : entries) {
        if (!unicode::is_ascii(e.first)) e.first = unicode::to_nfc(e.first);
    }
    return detail::sort_keep_last(entries, [](const value_attribute& e) -> const std::string& { return e.first; });
}

std::vector<value_attribute> sort_unique(std::vector<value_attribute> entries) {
    entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(sort_unique(std::span<value_attribute>(entries))),
                  entries.end());
    return entries;
}

void require_element_types(const type& element_type, const std::vector<value>& elements, const char* what) {
    for (const auto& e : elements) {
        if (!(e.type() == element_type)) {
            throw std::invalid_argument(std::string("hcl::value::") + what + ": element of type " +
                                        e.type().friendly_name() + " in a collection of " +
                                        element_type.friendly_name());
        }
    }
}

// Object types whose attributes all have primitive types recur constantly
// (every `labels = {...}` of a configuration has the same shape). Each
// thread keeps the last few it built and hands them out again: no node to
// build, and later comparisons of the types are pointer comparisons.
class object_type_cache {
public:
    // The cached type with exactly these names and attribute types, if any.
    const type* find(std::span<const value_attribute> attributes) const noexcept {
        for (const entry& e : entries_) {
            const auto have = e.attributes;
            // Slots fill in order and cached types have attributes: an
            // empty slot means no later one is used yet.
            if (have.empty()) break;
            if (have.size() != attributes.size()) continue;
            bool same = true;
            for (std::size_t a = 0; a < have.size() && same; ++a) {
                same = have[a].type.kind() == attributes[a].second.type().kind() && have[a].name == attributes[a].first;
            }
            if (same) return &e.object;
        }
        return nullptr;
    }
    void add(const type& t) {
        entries_[next_] = {t, t.attributes()};
        next_ = (next_ + 1) % entries_.size();
    }

private:
    struct entry {
        type object;                                    // dynamic: an empty slot
        std::span<const object_attribute> attributes;  // object's, kept alive by it
    };
    std::array<entry, 8> entries_;
    std::size_t next_ = 0;
};

// Copies the n <= 31 bytes of a short string with a few fixed-size,
// possibly overlapping moves instead of a call.
void copy_short(char* to, const char* from, std::size_t n) noexcept {
    if (n >= 16) {
        std::memcpy(to, from, 16);
        std::memcpy(to + n - 16, from + n - 16, 16);
    } else if (n >= 8) {
        std::memcpy(to, from, 8);
        std::memcpy(to + n - 8, from + n - 8, 8);
    } else if (n >= 4) {
        std::memcpy(to, from, 4);
        std::memcpy(to + n - 4, from + n - 4, 4);
    } else if (n > 0) {
        to[0] = from[0];
        to[n / 2] = from[n / 2];
        to[n - 1] = from[n - 1];
    }
}

bool all_primitive(std::span<const value_attribute> attributes) noexcept {
    return std::all_of(attributes.begin(), attributes.end(),
                       [](const value_attribute& a) { return a.second.type().is_primitive(); });
}

// The object type of sorted, unique, NFC `attributes`.
type object_type(std::span<const value_attribute> attributes) {
    if (attributes.empty()) return type::empty_object();
    const bool cacheable = all_primitive(attributes);
    thread_local object_type_cache cache;
    if (cacheable) {
        if (const type* known = cache.find(attributes)) return *known;
    }
    std::vector<object_attribute> attribute_types;
    attribute_types.reserve(attributes.size());
    for (const auto& a : attributes) attribute_types.push_back(object_attribute{a.first, a.second.type(), false});
    type t = type::access::object_sorted(std::move(attribute_types));
    if (cacheable) cache.add(t);
    return t;
}

}  // namespace

// --- construction ------------------------------------------------------------

value value::null(const hcl::type& t) noexcept {
    value v;
    v.type_ = t;
    v.state_ = state::null;
    return v;
}

value value::unknown(const hcl::type& t) noexcept {
    value v;
    v.type_ = t;
    v.state_ = state::unknown;
    return v;
}

value value::boolean(bool b) noexcept { return value(hcl::type::boolean(), std::in_place_type<bool>, b); }

value value::number(hcl::number n) noexcept {
    return value(hcl::type::number(), std::in_place_type<hcl::number>, std::move(n));
}

value value::string(std::string_view text) {
    if (unicode::is_ascii(text)) return string_nfc(text);
    return string_nfc(unicode::to_nfc(text));
}

value value::string_nfc(std::string text) {
    if (text.size() <= short_string::capacity) return string_nfc(std::string_view(text));
    return value(hcl::type::string(), std::in_place_type<string_ptr>, std::make_shared<const std::string>(std::move(text)));
}

value value::string_nfc(std::string_view text) {
    if (text.size() > short_string::capacity) {
        return value(hcl::type::string(), std::in_place_type<string_ptr>, std::make_shared<const std::string>(text));
    }
    // Built in place with the bytes written straight into it: copying in a
    // short_string filled beforehand would read back, as whole 16-byte
    // words, bytes just written by overlapping smaller stores, and stall
    // the processor (store forwarding fails) for every string made.
    return value(hcl::type::string(), std::in_place_type<short_string>, text);
}

value::short_string::short_string(std::string_view text) noexcept : bytes{}, size(static_cast<std::uint8_t>(text.size())) {
    copy_short(bytes, text.data(), text.size());
}

value value::list(std::vector<value> elements) {
    if (elements.empty()) throw std::invalid_argument("hcl::value::list: an empty list needs an element type");
    auto t = elements.front().type();
    return list(t, std::move(elements));
}

value value::list(const hcl::type& element_type, std::vector<value> elements) {
    require_element_types(element_type, elements, "list");
    value v;
    v.type_ = hcl::type::list(element_type);
    v.state_ = state::known;
    v.data_ = access::array_of(std::move(elements));
    return v;
}

value value::set(std::vector<value> elements) {
    if (elements.empty()) throw std::invalid_argument("hcl::value::set: an empty set needs an element type");
    auto t = elements.front().type();
    return set(t, std::move(elements));
}

value value::set(const hcl::type& element_type, std::vector<value> elements) {
    require_element_types(element_type, elements, "set");
    value v;
    v.type_ = hcl::type::set(element_type);
    v.state_ = state::known;
    v.data_ = access::array_of(detail::order_set_elements(std::move(elements)));
    return v;
}

value value::map(std::vector<value_attribute> entries) {
    if (entries.empty()) throw std::invalid_argument("hcl::value::map: an empty map needs an element type");
    auto t = entries.front().second.type();
    return map(t, std::move(entries));
}

value value::map(const hcl::type& element_type, std::vector<value_attribute> entries) {
    for (const auto& e : entries) {
        if (!(e.second.type() == element_type)) {
            throw std::invalid_argument("hcl::value::map: element of type " + e.second.type().friendly_name() +
                                        " in a map of " + element_type.friendly_name());
        }
    }
    value v;
    v.type_ = hcl::type::map(element_type);
    v.state_ = state::known;
    v.data_ = access::array_of(sort_unique(std::move(entries)));
    return v;
}

value value::object(std::vector<value_attribute> attributes) {
    auto sorted = sort_unique(std::move(attributes));
    value v;
    v.type_ = object_type(sorted);
    v.state_ = state::known;
    v.data_ = access::array_of(std::move(sorted));
    return v;
}

namespace {

// The tuple type of `elements`, without a vector of types when the shared
// tuple type of one primitive kind fits.
hcl::type tuple_type(std::span<const value> elements) {
    const type_kind first = elements.empty() ? type_kind::dynamic : elements.front().type().kind();
    if (elements.empty() || (elements.front().type().is_primitive() &&
                             std::all_of(elements.begin(), elements.end(),
                                         [&](const value& e) { return e.type().kind() == first; }))) {
        if (const hcl::type* shared = hcl::type::access::uniform_tuple(first, elements.size())) return *shared;
    }
    std::vector<hcl::type> types;
    types.reserve(elements.size());
    for (const auto& e : elements) types.push_back(e.type());
    return hcl::type::tuple(std::move(types));
}

}  // namespace

value value::tuple(std::vector<value> elements) {
    value v;
    v.type_ = tuple_type(elements);
    v.state_ = state::known;
    v.data_ = access::array_of(std::move(elements));
    return v;
}

value value::access::tuple(std::shared_ptr<value[]> elements, std::size_t n) {
    hcl::type t = tuple_type(std::span<const value>(elements.get(), n));
    return value(std::move(t), std::in_place_type<elements_ptr>, n == 0 ? nullptr : std::move(elements), n);
}

value value::access::object(std::shared_ptr<value_attribute[]> attributes, std::size_t n) {
    const std::size_t kept = sort_unique(std::span<value_attribute>(attributes.get(), n));
    return object_sorted(std::move(attributes), kept);
}

value value::access::object_sorted(std::shared_ptr<value_attribute[]> attributes, std::size_t n) {
    hcl::type t = object_type(std::span<const value_attribute>(attributes.get(), n));
    return value(std::move(t), std::in_place_type<attributes_ptr>, n == 0 ? nullptr : std::move(attributes), n);
}

value value::access::with_attributes(hcl::type t, std::shared_ptr<value_attribute[]> attributes, std::size_t n) {
    return value(std::move(t), std::in_place_type<attributes_ptr>, n == 0 ? nullptr : std::move(attributes), n);
}

value value::access::with_elements(hcl::type t, std::shared_ptr<value[]> elements, std::size_t n) {
    return value(std::move(t), std::in_place_type<elements_ptr>, n == 0 ? nullptr : std::move(elements), n);
}

value value::capsule(const hcl::type& t, std::shared_ptr<const void> payload) {
    if (!t.is_capsule()) throw std::invalid_argument("hcl::value::capsule: not a capsule type");
    value v;
    v.type_ = t;
    v.state_ = state::known;
    v.data_ = capsule_ptr(std::move(payload));
    return v;
}

// --- inspection --------------------------------------------------------------

bool value::is_wholly_known() const noexcept {
    if (state_ == state::unknown) return false;
    if (state_ == state::null) return true;
    if (const auto* elems = std::get_if<elements_ptr>(&data_)) {
        const auto items = elems->view();
        return std::all_of(items.begin(), items.end(), [](const value& e) { return e.is_wholly_known(); });
    }
    if (const auto* attrs = std::get_if<attributes_ptr>(&data_)) {
        const auto items = attrs->view();
        return std::all_of(items.begin(), items.end(),
                           [](const value_attribute& a) { return a.second.is_wholly_known(); });
    }
    return true;
}

bool value::as_bool() const {
    if (const auto* b = std::get_if<bool>(&data_)) return *b;
    misuse("as_bool on a value that is not a known bool");
}

const hcl::number& value::as_number() const {
    if (const auto* n = std::get_if<hcl::number>(&data_)) return *n;
    misuse("as_number on a value that is not a known number");
}

std::string_view value::as_string() const {
    if (const auto* s = std::get_if<short_string>(&data_)) return s->view();
    if (const auto* s = std::get_if<string_ptr>(&data_)) return **s;
    misuse("as_string on a value that is not a known string");
}

std::span<const value> value::elements() const {
    if (const auto* e = std::get_if<elements_ptr>(&data_)) return e->view();
    misuse("elements on a value that is not a known list, set or tuple");
}

std::span<const value_attribute> value::attributes() const {
    if (const auto* a = std::get_if<attributes_ptr>(&data_)) return a->view();
    misuse("attributes on a value that is not a known map or object");
}

const value* value::find(std::string_view key) const {
    const auto* a = std::get_if<attributes_ptr>(&data_);
    if (!a) return nullptr;
    const auto entries = a->view();
    auto it = std::lower_bound(entries.begin(), entries.end(), key,
                               [](const value_attribute& e, std::string_view k) { return e.first < k; });
    if (it == entries.end() || it->first != key) return nullptr;
    return &it->second;
}

const std::shared_ptr<const void>& value::capsule_payload() const {
    if (const auto* c = std::get_if<capsule_ptr>(&data_)) return *c;
    misuse("capsule_payload on a value that is not a known capsule");
}

std::size_t value::length() const {
    if (const auto* e = std::get_if<elements_ptr>(&data_)) return e->size;
    if (const auto* a = std::get_if<attributes_ptr>(&data_)) return a->size;
    misuse("length on a value that is not a known collection or structure");
}

bool operator==(const value& a, const value& b) noexcept {
    if (a.state_ != b.state_) return false;
    if (!(a.type_ == b.type_)) return false;
    if (a.state_ != value::state::known) return true;
    if (a.data_.index() != b.data_.index()) return false;
    return std::visit(
        [&](const auto& x) -> bool {
            using T = std::decay_t<decltype(x)>;
            const auto& y = std::get<T>(b.data_);
            if constexpr (std::is_same_v<T, std::monostate>) {
                return true;
            } else if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, hcl::number>) {
                return x == y;
            } else if constexpr (std::is_same_v<T, value::short_string>) {
                return x.view() == y.view();
            } else if constexpr (std::is_same_v<T, value::string_ptr>) {
                return x == y || *x == *y;
            } else if constexpr (std::is_same_v<T, value::elements_ptr> || std::is_same_v<T, value::attributes_ptr>) {
                const auto xs = x.view();
                const auto ys = y.view();
                return (x.items == y.items && x.size == y.size) || std::equal(xs.begin(), xs.end(), ys.begin(), ys.end());
            } else {
                // capsule: the application decides
                if (x == y) return true;
                const auto* ops = a.type_.capsule_ops();
                return ops ? ops->equals(x.get(), y.get()) : false;
            }
        },
        a.data_);
}

HCL_END_NAMESPACE
