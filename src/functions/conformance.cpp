#include "functions/conformance.hpp"

#include <cstdint>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

// The walk mirrors type_matches(): identical structure, dynamic in the
// specification accepts anything, optional markers are ignored.
std::optional<conformance_problem> walk(const type& given, const type& spec, value_path& path) {
    if (type_matches(given, spec)) return std::nullopt;
    auto problem = [&](std::string message) {
        return conformance_problem{std::move(message), path};
    };
    auto descend = [&](path_step step, const type& g, const type& s) {
        path.push_back(std::move(step));
        auto found = walk(g, s, path);
        path.pop_back();
        return found;
    };

    if (given.is_object() && spec.is_object()) {
        for (const auto& a : given.attributes()) {
            if (!spec.has_attribute(a.name))
                return problem("unsupported attribute \"" + a.name + "\"");
        }
        for (const auto& a : spec.attributes()) {
            if (!given.has_attribute(a.name))
                return problem("missing required attribute \"" + a.name + "\"");
        }
        for (const auto& a : spec.attributes()) {
            if (auto found =
                    descend(path_step::attribute(a.name), *given.attribute_type(a.name), a.type))
                return found;
        }
        return std::nullopt;
    }
    if (given.is_tuple() && spec.is_tuple()) {
        auto g = given.tuple_elements();
        auto s = spec.tuple_elements();
        if (g.size() != s.size()) {
            return problem(std::to_string(s.size()) + " elements are required, but got " +
                           std::to_string(g.size()));
        }
        for (std::size_t i = 0; i < s.size(); ++i) {
            auto key = value::number(static_cast<std::int64_t>(i));
            if (auto found = descend(path_step::index(std::move(key)), g[i], s[i])) return found;
        }
        return std::nullopt;
    }
    // Collection elements have no particular key: the step is an unknown key
    // of the collection's key type.
    if (given.is_list() && spec.is_list()) {
        return descend(path_step::index(value::unknown(type::number())), given.element_type(),
                       spec.element_type());
    }
    if (given.is_map() && spec.is_map()) {
        return descend(path_step::index(value::unknown(type::string())), given.element_type(),
                       spec.element_type());
    }
    if (given.is_set() && spec.is_set()) {
        return descend(path_step::index(value::unknown(given.element_type())), given.element_type(),
                       spec.element_type());
    }
    return problem(spec.friendly_name() + " required, but received " + given.friendly_name());
}

}  // namespace

std::optional<conformance_problem> find_conformance_problem(const type& given, const type& spec) {
    value_path path;
    return walk(given, spec, path);
}

}  // namespace detail
HCL_END_NAMESPACE
