// Mapping hcldec specs to annotated structs.
#include "from_spec.hpp"

#include "cpp_types.hpp"
#include "names.hpp"
#include "spec_places.hpp"

#include <hcl/convert.hpp>
#include <hcl/value_json.hpp>

#include <algorithm>

namespace hcl_gen {
namespace {

namespace s = hcl::spec;

// "a block_list", "an attr", ...
std::string a_kind(const s::spec& spec) {
    const std::string k = s::to_string(spec.which());
    return (k.front() == 'a' || k.front() == 'o' ? "an " : "a ") + k;
}

std::string name_or(const std::string& name, const std::string& implied) { return name.empty() ? implied : name; }

class spec_reader {
public:
    spec_reader(header& out, const spec_places& places, const generate_options& options, hcl::diagnostics& diags)
        : out_(out), places_(places), diags_(diags), types_(out, names_, options.numbers) {}

    void reserve(std::string name) { names_.reserve(std::move(name)); }

    // A struct for the object `o` (the root or a block's contents); its
    // C++ spelling, or empty after an error. `labels`: whether it may have
    // label members (the contents of a block, not a map of blocks).
    std::string struct_for(const s::object& o, const s::spec& whole, const std::string& preferred,
                           const std::string& parent, bool labels) {
        struct_def def;
        def.name = names_.take(preferred, parent);
        def.doc = {parent.empty() ? "The configuration as a whole." : "The body of a " + preferred + " block."};
        def.where = places_.of(whole).range;
        describe(def, whole);
        bool ok = true;
        for (const auto& [key, spec] : o.members) ok = add_member(def, key, spec, labels) && ok;
        if (!ok) return {};
        if (std::any_of(def.members.begin(), def.members.end(), [](const member& m) { return m.kind == role::constant; })) {
            def.value = struct_def::value_kind::object;
        }
        labels_first(def);
        if (!check_members(def, diags_) || !check_labels(def)) return {};
        return add_struct(std::move(def));
    }

    // The root spec's struct: an object's, or for a spec that reads one item
    // of the body, a struct of that one member whose value
    // (hcl_to_value) is the configuration's.
    bool root(const s::spec& spec, const std::string& name) {
        if (const auto* o = spec.get_if<s::object>()) {
            if (struct_for(*o, spec, name, "", false).empty()) return false;
            out_.roots.push_back(out_.structs.back().name);
            return true;
        }
        // An array, or a default that is more than an attribute and a
        // literal, is a struct of its own: the root struct itself.
        const auto* array = spec.get_if<s::array>();
        const auto alts = spec.get_if<s::default_>() ? alternatives(spec) : std::vector<const s::spec*>{};
        if (array || (!alts.empty() && !simple_default(alts))) {
            const std::string made =
                array ? array_struct(*array, spec, name, "") : default_struct(alts, name, spec, name, "");
            if (made.empty()) return false;
            out_.roots.push_back(out_.structs.back().name);
            return true;
        }
        const std::string item = spec.which() == s::kind::literal ? "value" : item_name(spec);
        if (item.empty()) {
            unsupported(spec, "Unsupported root spec",
                        std::string("hcl-gen makes a struct of an object, array or default spec, of the one item an "
                                    "attr, block, block_list, block_set, block_map or block_attrs spec reads, or of "
                                    "a literal's constant; the root here is ") +
                            a_kind(spec) + " spec. Wrap it in an object spec.");
            return false;
        }
        struct_def def;
        def.name = names_.take(name, "");
        def.doc = {"The configuration as a whole: the value of its one member (the schema's root is " + a_kind(spec) +
                   " spec)."};
        def.where = places_.of(spec).range;
        if (!add_member(def, item, spec, false) || !check_members(def, diags_)) return false;
        def.value = struct_def::value_kind::member;
        def.value_member = def.members.front().cpp_name;
        out_.roots.push_back(def.name);
        out_.structs.push_back(std::move(def));
        return true;
    }

private:
    // Adds `def` to the header, after the structs it uses; its C++ spelling.
    std::string add_struct(struct_def def) {
        const std::string q = types_.qualified(def.name);
        out_.structs.push_back(std::move(def));
        return q;
    }

    // The name of the one body item a root spec that is no object reads
    // (an attribute or block type); empty for the kinds hcl-gen cannot
    // make a member of there.
    static std::string item_name(const s::spec& spec) {
        switch (spec.which()) {
        case s::kind::attr: return spec.get_if<s::attr>()->name;
        case s::kind::default_: return item_name(spec.get_if<s::default_>()->primary);
        case s::kind::block: return spec.get_if<s::block>()->block_type;
        case s::kind::block_list: return spec.get_if<s::block_list>()->block_type;
        case s::kind::block_set: return spec.get_if<s::block_set>()->block_type;
        case s::kind::block_map: return spec.get_if<s::block_map>()->block_type;
        case s::kind::block_attrs: return spec.get_if<s::block_attrs>()->block_type;
        default: return {};
        }
    }

    void unsupported(const s::spec& where, const std::string& summary, const std::string& detail) {
        diags_.add_error(summary, detail, places_.of(where).range);
    }

    // The element type of a block member for the block's nested spec: the
    // struct of an object, array or literal spec, or (an attr spec) the
    // attribute's value, which `m` then reads from inside each block.
    // Empty after an error.
    std::string block_element(member& m, const s::spec& nested, const std::string& key, const std::string& type,
                              const std::string& parent, bool labels) {
        if (const auto* o = nested.get_if<s::object>()) return struct_for(*o, nested, type, parent, labels);
        if (const auto* l = nested.get_if<s::literal>()) return literal_struct(nested, *l, type, parent);
        if (const auto* array = nested.get_if<s::array>()) {
            // Its elements read the block's body; its value, each block's, is their tuple.
            const std::string made = array_struct(*array, nested, type, parent);
            if (!made.empty()) {
                out_.structs.back().doc = {"The body of a " + type + " block: an array spec's elements, read from "
                                           "it; its value is their tuple."};
            }
            return made;
        }
        const auto* a = nested.get_if<s::attr>();
        if (!a) {
            unsupported(nested, "Unsupported nested spec",
                        std::string("hcl-gen makes a struct of an object, array or literal spec and a value of an "
                                    "attr spec inside a block spec; this one is ") +
                            a_kind(nested) + " spec. Wrap it in an object spec.");
            return {};
        }
        std::optional<number_kind> numbers;
        if (!directives(m, numbers)) return {};
        std::string element = types_.cpp_type(a->type, key, parent, m.where, numbers);
        m.inner = name_or(a->name, key);
        if (!a->required && a->type.is_dynamic()) {
            m.inner_optional = true;  // hcl::value holds the null itself
        } else if (!a->required) {
            out_.includes.insert("<optional>");
            element = "std::optional<" + element + ">";
        }
        return element;
    }

    // The struct of a block whose nested spec is a literal: an empty body,
    // whose value (hcl_to_value) is the literal's.
    std::string literal_struct(const s::spec& nested, const s::literal& l, const std::string& type,
                               const std::string& parent) {
        struct_def def;
        def.name = names_.take(type, parent);
        def.doc = {"The body of a " + type + " block: it reads nothing, its value is the constant."};
        def.where = places_.of(nested).range;
        if (!constant(def, "value", nested, l)) return {};
        def.value = struct_def::value_kind::member;
        def.value_member = def.members.front().cpp_name;
        return add_struct(std::move(def));
    }

    // A struct (just made: the last in the header) whose members are items
    // of `def`'s body: a group member of `def`.
    bool group_member(struct_def& def, const std::string& key, const s::spec& spec, const std::string& type) {
        if (type.empty()) return false;
        member m;
        m.cpp_name = mangle(key);
        if (m.cpp_name != key) m.value_name = key;
        m.kind = role::group;
        m.type = type;
        m.where = places_.of(spec).range;
        describe(m, spec);
        // Named by their path from `def` in messages: network.host.
        auto add = [&](member item, const std::string& path) {
            item.cpp_name = path + "." + item.cpp_name;
            item.body_items.clear();
            m.body_items.push_back(std::move(item));
        };
        for (const auto& inner : out_.structs.back().members) {
            if (inner.kind == role::group) {
                for (const auto& item : inner.body_items) add(item, m.cpp_name);
            } else if (inner.kind != role::constant && inner.kind != role::label) {
                add(inner, m.cpp_name);
            }
        }
        def.members.push_back(std::move(m));
        return true;
    }

    // The name of the member for an element of an array or an alternative
    // of a default: the attribute or block type it reads; `key` for one
    // that names none, `other` for an element that reads no one item.
    static std::string element_key(const s::spec& spec, const std::string& key, const std::string& other) {
        switch (spec.which()) {
        case s::kind::attr: return name_or(spec.get_if<s::attr>()->name, key);
        case s::kind::block: return name_or(spec.get_if<s::block>()->block_type, key);
        case s::kind::block_list: return name_or(spec.get_if<s::block_list>()->block_type, key);
        case s::kind::block_set: return name_or(spec.get_if<s::block_set>()->block_type, key);
        case s::kind::block_map: return name_or(spec.get_if<s::block_map>()->block_type, key);
        case s::kind::block_attrs: return name_or(spec.get_if<s::block_attrs>()->block_type, key);
        default: return other;
        }
    }

    // An array spec: a struct of its elements, read from the body around
    // it, whose value is their tuple.
    std::string array_struct(const s::array& a, const s::spec& whole, const std::string& preferred,
                             const std::string& parent) {
        struct_def def;
        def.name = names_.take(preferred, parent);
        def.doc = {"An array spec's elements, read from the body around them; its value is their tuple."};
        def.where = places_.of(whole).range;
        def.value = struct_def::value_kind::tuple;
        bool ok = true;
        for (std::size_t k = 0; k < a.elements.size(); ++k) {
            const std::string element = "element_" + std::to_string(k);
            ok = add_member(def, element_key(a.elements[k], element, element), a.elements[k], false) && ok;
        }
        if (!ok || !check_members(def, diags_)) return {};
        return add_struct(std::move(def));
    }

    // A default spec's alternatives in order, nested defaults spelled out,
    // up to the first literal that is not null (nothing after it is read)
    // and without null literals (they change nothing).
    static std::vector<const s::spec*> alternatives(const s::spec& spec) {
        std::vector<const s::spec*> out;
        auto walk = [&](auto& self, const s::spec& x) -> void {
            if (const auto* d = x.get_if<s::default_>()) {
                self(self, d->primary);
                self(self, d->fallback);
            } else {
                out.push_back(&x);
            }
        };
        walk(walk, spec);
        std::vector<const s::spec*> kept;
        for (const s::spec* x : out) {
            const auto* l = x->get_if<s::literal>();
            if (l && l->value.is_null()) continue;
            kept.push_back(x);
            if (l) break;
        }
        return kept;
    }

    // Whether a default is an attribute with (at most) a literal default
    // that a member initializer can hold: a member, not a struct.
    bool simple_default(const std::vector<const s::spec*>& alts) const {
        if (alts.empty() || alts.size() > 2 || !alts[0]->get_if<s::attr>()) return false;
        if (alts.size() == 1) return true;
        const auto* l = alts[1]->get_if<s::literal>();
        if (!l) return false;
        const auto& type = alts[0]->get_if<s::attr>()->type;
        auto converted = hcl::convert(l->value, type);
        return converted && types_.initializer(*converted, type).has_value();
    }

    // A default spec whose alternatives are more than an attribute and a
    // literal: a struct of the alternatives, items of the body around them,
    // whose value is the first that is not null.
    std::string default_struct(const std::vector<const s::spec*>& alts, const std::string& key, const s::spec& whole,
                               const std::string& preferred, const std::string& parent) {
        struct_def def;
        def.name = names_.take(preferred, parent);
        def.doc = {"A default spec's alternatives, read from the body around them; its value is the first not null."};
        def.where = places_.of(whole).range;
        def.value = struct_def::value_kind::first_non_null;
        bool ok = true;
        for (std::size_t k = 0; k < alts.size(); ++k) {
            ok = add_member(def, element_key(*alts[k], key, "fallback"), *alts[k], false) && ok;
        }
        if (!ok || !check_members(def, diags_)) return {};
        def.function = typed_value(def);
        return add_struct(std::move(def));
    }

    // A default's alternatives that are all optional attributes of one C++
    // type T, maybe followed by a constant T can be made of, have a typed
    // value(): T (std::optional<T> without a constant). Empty otherwise.
    static std::string typed_value(const struct_def& def) {
        const std::string optional = "std::optional<";
        std::string element;   // T
        std::string set;       // "a ? *a : b ? *b : "
        std::string fallback;  // the constant as a T
        for (const auto& m : def.members) {
            if (m.cpp_name == "value" || !fallback.empty()) return {};
            if (m.kind == role::constant) {
                if (m.type == "std::string_view" && element == "std::string") {
                    fallback = "std::string(" + m.cpp_name + ")";
                } else if (!element.empty() && m.type == element) {
                    fallback = m.cpp_name;
                } else {
                    return {};
                }
                continue;
            }
            if (m.kind != role::attr || !m.type.starts_with(optional)) return {};
            const std::string t = m.type.substr(optional.size(), m.type.size() - optional.size() - 1);
            if (!element.empty() && t != element) return {};
            element = t;
            set += m.cpp_name + " ? *" + m.cpp_name + " : ";
        }
        if (element.empty()) return {};
        if (fallback.empty()) {
            return "    // The first alternative that is set, else none.\n    std::optional<" + element +
                   "> value() const {\n        return " + set + "std::optional<" + element + ">();\n    }\n";
        }
        return "    // The first alternative that is set, else the fallback.\n    " + element +
               " value() const {\n        return " + set + fallback + ";\n    }\n";
    }

    member start(const std::string& key, const s::spec& spec, const std::string& hcl_name) {
        member m;
        m.cpp_name = mangle(key);
        m.hcl_name = hcl_name;
        if (key != hcl_name) m.value_name = key;  // hcldec's result names it after the key
        m.where = places_.of(spec).range;
        describe(m, spec);
        return m;
    }

    // The spec's description (its comment lines or description argument).
    static void describe(auto& item, const s::spec& spec) {
        item.description = spec.doc().text;
        item.markdown = spec.doc().markdown;
    }

    // `# hcl-gen: number=int64` in a member's comment chooses its number
    // type; the line is not copied to the header.
    bool directives(member& m, std::optional<number_kind>& numbers) {
        std::vector<std::string> lines;
        for (std::size_t at = 0; at <= m.description.size();) {
            const auto end = std::min(m.description.find('\n', at), m.description.size());
            lines.push_back(m.description.substr(at, end - at));
            at = end + 1;
        }
        auto it = std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return l.starts_with("hcl-gen:"); });
        if (it == lines.end()) return true;
        const std::string directive = *it;
        lines.erase(it);
        m.description.clear();
        for (const auto& l : lines) m.description += (m.description.empty() ? "" : "\n") + l;
        std::string_view rest = std::string_view(directive).substr(8);
        while (rest.starts_with(" ")) rest.remove_prefix(1);
        if (rest == "number=double") {
            numbers = number_kind::floating;
        } else if (rest == "number=int64") {
            numbers = number_kind::int64;
        } else if (rest == "number=number") {
            numbers = number_kind::exact;
        } else {
            diags_.add_error("Unknown hcl-gen directive",
                             "\"hcl-gen: " + std::string(rest) +
                                 "\" is not a directive hcl-gen knows; it knows number=double, number=int64 and "
                                 "number=number.",
                             m.where);
            return false;
        }
        return true;
    }

    bool attribute(struct_def& def, const std::string& key, const s::spec& spec, const s::attr& a,
                   const s::spec* fallback_spec, const s::spec& doc_spec) {
        member m = start(key, doc_spec, name_or(a.name, key));
        if (m.description.empty()) describe(m, spec);
        std::optional<number_kind> numbers;
        if (!directives(m, numbers)) return false;
        const std::string type = types_.cpp_type(a.type, key, def.name, m.where, numbers);
        const s::literal* fallback = fallback_spec ? fallback_spec->get_if<s::literal>() : nullptr;
        if (fallback && !fallback->value.is_null()) {
            auto converted = hcl::convert(fallback->value, a.type);
            std::optional<std::string> init;
            if (converted) init = types_.initializer(*converted, a.type, numbers);
            if (!init) {
                unsupported(*fallback_spec, "Unsupported default value",
                            "hcl-gen writes a default as the member's initializer; this value cannot be written as "
                            "one of the member type " + type + ".");
                return false;
            }
            m.type = type;
            m.kind = role::optional;
            m.initializer = "= " + *init;
        } else {
            attribute_member(m, type, a.required, a.type.is_dynamic(), out_);
        }
        def.members.push_back(std::move(m));
        return true;
    }

    bool add_default(struct_def& def, const std::string& key, const s::spec& spec, const s::default_&) {
        const auto alts = alternatives(spec);
        if (simple_default(alts)) {
            return attribute(def, key, *alts[0], *alts[0]->get_if<s::attr>(), alts.size() > 1 ? alts[1] : nullptr,
                             spec);
        }
        return group_member(def, key, spec, default_struct(alts, key, spec, key, def.name));
    }

    bool constant(struct_def& def, const std::string& key, const s::spec& spec, const s::literal& l) {
        member m = start(key, spec, key);
        const hcl::value& v = l.value;
        m.kind = role::constant;
        if (v.is_null() || !v.type().is_primitive()) {
            // No C++ literal spells it: an hcl::value read back from JSON.
            auto json = hcl::value_to_json(v, v.type());
            if (!v.is_known() || !json) {
                unsupported(spec, "Unsupported literal spec", "This literal's value cannot be written as JSON.");
                return false;
            }
            m.type = "::hcl::value";
            m.value_json = *json;
            m.type_json = hcl::type_to_json(v.type());
            out_.includes.insert("<hcl/value_json.hpp>");
            def.members.push_back(std::move(m));
            return true;
        }
        if (v.type() == hcl::type::string()) {
            out_.includes.insert("<string_view>");
            m.type = "std::string_view";
        } else if (v.type() == hcl::type::boolean()) {
            m.type = "bool";
        } else {
            m.type = types_.numbers() == number_kind::int64 && v.as_number().is_integer() ? "std::int64_t" : "double";
            if (m.type == "std::int64_t") out_.includes.insert("<cstdint>");
        }
        auto init = types_.initializer(v, v.type(), m.type == "double" ? number_kind::floating : types_.numbers());
        if (!init) {
            unsupported(spec, "Unsupported literal spec", "This literal's value cannot be written as a C++ constant.");
            return false;
        }
        m.initializer = "= " + *init;
        def.members.push_back(std::move(m));
        return true;
    }

    bool add_member(struct_def& def, const std::string& key, const s::spec& spec, bool labels) {
        switch (spec.which()) {
        case s::kind::attr: return attribute(def, key, spec, *spec.get_if<s::attr>(), nullptr, spec);
        case s::kind::default_: return add_default(def, key, spec, *spec.get_if<s::default_>());
        case s::kind::literal: return constant(def, key, spec, *spec.get_if<s::literal>());
        case s::kind::block: {
            const auto& b = *spec.get_if<s::block>();
            const std::string type = name_or(b.block_type, key);
            member m = start(key, spec, type);
            std::string nested = block_element(m, b.nested, key, type, def.name, true);
            if (nested.empty()) return false;
            m.kind = role::block;
            if (b.required) {
                m.type = nested;
                m.single_block = !m.inner.empty();
            } else {
                out_.includes.insert("<optional>");
                m.type = "std::optional<" + nested + ">";
            }
            def.members.push_back(std::move(m));
            return true;
        }
        case s::kind::block_list:
        case s::kind::block_set: {
            const auto* l = spec.get_if<s::block_list>();
            const auto* st = spec.get_if<s::block_set>();
            const std::string type = name_or(l ? l->block_type : st->block_type, key);
            member m = start(key, spec, type);
            std::string nested = block_element(m, l ? l->nested : st->nested, key, type, def.name, true);
            if (nested.empty()) return false;
            m.kind = role::block;
            out_.includes.insert("<vector>");
            m.type = "std::vector<" + nested + ">";
            m.min_items = l ? l->min_items : st->min_items;
            m.max_items = l ? l->max_items : st->max_items;
            def.members.push_back(std::move(m));
            return true;
        }
        case s::kind::block_map: {
            const auto& b = *spec.get_if<s::block_map>();
            const std::string type = name_or(b.block_type, key);
            member m = start(key, spec, type);
            std::string nested = block_element(m, b.nested, key, type, def.name, false);
            if (nested.empty()) return false;
            m.kind = role::block;
            out_.includes.insert("<map>");
            out_.includes.insert("<string>");
            // One map level per label, keyed by the labels in order.
            m.type = nested;
            for (std::size_t i = 0; i < b.labels.size(); ++i) m.type = "std::map<std::string, " + m.type + ">";
            for (const auto& l : b.labels) m.key_labels += (m.key_labels.empty() ? "" : " ") + l;
            if (m.key_labels == "name") m.key_labels.clear();  // the decoder's own name
            def.members.push_back(std::move(m));
            return true;
        }
        case s::kind::label: {
            const auto& l = *spec.get_if<s::label>();
            if (!labels) {
                unsupported(spec, "Unsupported label spec",
                            "A label member belongs to the struct of a block's contents (not the root, nor the "
                            "blocks of a block_map, whose label is the map's key).");
                return false;
            }
            member m = start(key, spec, name_or(l.name, key));
            m.kind = role::label;
            m.type = "std::string";
            out_.includes.insert("<string>");
            m.min_items = l.index;  // order of labels; checked by check_labels
            def.members.push_back(std::move(m));
            return true;
        }
        case s::kind::transform:
            unsupported(spec, "Unsupported transform spec",
                        "A transform computes its value with an expression, which has no C++ shape; hcl-gen cannot "
                        "make a member of it. Decode with this spec at run time (hcl::spec::decode), or compute "
                        "the value in C++ from the members it reads.");
            return false;
        case s::kind::block_attrs: {
            const auto& b = *spec.get_if<s::block_attrs>();
            member m = start(key, spec, name_or(b.block_type, key));
            m.kind = role::block_attrs;
            out_.includes.insert("<map>");
            out_.includes.insert("<string>");
            m.type = "std::map<std::string, " + types_.cpp_type(b.element_type, key, def.name, m.where) + ">";
            if (!b.required) {
                out_.includes.insert("<optional>");
                m.type = "std::optional<" + m.type + ">";
            }
            def.members.push_back(std::move(m));
            return true;
        }
        case s::kind::array:
            return group_member(def, key, spec, array_struct(*spec.get_if<s::array>(), spec, key, def.name));
        case s::kind::object:
            // Read from this same body: the struct's labels would be the
            // enclosing block's, so it has none.
        {
            const std::string type = struct_for(*spec.get_if<s::object>(), spec, key, def.name, false);
            if (!type.empty()) out_.structs.back().doc = {"An object spec inside an object: its items are in the body around it."};
            return group_member(def, key, spec, type);
        }
        }
        return false;
    }

    // Label members must take the labels 0, 1, ... in member order.
    bool check_labels(struct_def& def) {
        std::size_t expected = 0;
        for (auto& m : def.members) {
            if (m.kind != role::label) continue;
            if (m.min_items != expected) {
                diags_.add_error("Unsupported label order",
                                 "hcl-gen fills label members in the order they are written, so their indices must "
                                 "be 0, 1, ... in that order; \"" + m.hcl_name + "\" has index " +
                                     std::to_string(m.min_items) + ".",
                                 m.where);
                return false;
            }
            m.min_items = 0;
            ++expected;
        }
        return true;
    }

    header& out_;
    const spec_places& places_;
    hcl::diagnostics& diags_;
    struct_namer names_;
    type_mapper types_;
};

}  // namespace

header from_spec(const s::parse_result& parsed, const std::string& root_name, const generate_options& options,
                 hcl::diagnostics& diags) {
    header out;
    out.name_space = options.name_space;
    const spec_places places(parsed);
    spec_reader reader(out, places, options, diags);
    if (options.decode_functions) {
        reader.reserve("try_decode_" + mangle(root_name));
        reader.reserve("decode_" + mangle(root_name));
    }
    reader.root(parsed.spec.root, root_name);
    return out;
}

}  // namespace hcl_gen
