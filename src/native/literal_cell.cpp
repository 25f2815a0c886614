// literal_cell: building values from compact literals.
#include "native/literal_cell.hpp"

#include "native/arena.hpp"

#include <hcl/unicode.hpp>

#include <cstring>

HCL_BEGIN_NAMESPACE
namespace native {

literal_cell literal_cell::string(std::string_view text, arena& a, bool stable) {
    if (unicode::is_ascii(text) || unicode::is_nfc(text)) {
        if (stable) return literal_cell(form::string, text);
    } else {
        const std::string nfc = unicode::to_nfc(text);
        return string(nfc, a, false);
    }
    char* copy = static_cast<char*>(a.allocate(text.empty() ? 1 : text.size(), 1));
    if (!text.empty()) std::memcpy(copy, text.data(), text.size());
    return literal_cell(form::string, std::string_view(copy, text.size()));
}

value literal_cell::get() const {
    switch (form_) {
    case form::null: return value();
    case form::false_: return value::boolean(false);
    case form::true_: return value::boolean(true);
    case form::dynamic: return value::dynamic();
    case form::unknown_number: return value::unknown(hcl::type::number());
    case form::number: {
        if (auto n = hcl::number::parse(text())) return value::number(std::move(*n));
        return value::unknown(hcl::type::number());  // not reached: the parser checked the digits
    }
    case form::integer: return value::number(hcl::number::from_uint(size_, hcl::number::default_precision));
    case form::string: return value::string_nfc(text());
    }
    return value();
}

hcl::type literal_cell::type() const {
    switch (form_) {
    case form::false_:
    case form::true_: return hcl::type::boolean();
    case form::unknown_number:
    case form::number:
    case form::integer: return hcl::type::number();
    case form::string: return hcl::type::string();
    case form::null:
    case form::dynamic: break;
    }
    return hcl::type::dynamic();
}

}  // namespace native
HCL_END_NAMESPACE
