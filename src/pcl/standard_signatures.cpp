// PCL signatures of the standard library's functions (hcl::stdlib,
// docs/stdlib.md): parameter types as the functions accept them, result
// types computed from the argument types where the function is generic.
#include <hcl/pcl/conversion.hpp>
#include <hcl/pcl/type_of.hpp>

HCL_BEGIN_NAMESPACE
namespace pcl {

namespace {

using result_rule = std::function<type(std::span<const type>)>;

const type any_type = type::dynamic();
const type str = type::string();
const type num = type::number();
const type integer = type::integer();
const type boolean = type::boolean();

signature_parameter p(std::string name, type t) { return {std::move(name), std::move(t)}; }

function_signature generic(std::vector<signature_parameter> parameters, result_rule result,
                           std::optional<signature_parameter> variadic = std::nullopt) {
    function_signature f;
    f.parameters = std::move(parameters);
    f.variadic = std::move(variadic);
    f.result = std::move(result);
    return f;
}

// The element type of a collection argument: lists, sets and maps their
// element, tuples and objects the unification of their parts.
type element_of(const type& t) {
    switch (t.kind()) {
    case type_kind::list:
    case type_kind::set:
    case type_kind::map: return t.element_type();
    case type_kind::tuple: return unify(t.elements());
    case type_kind::object: {
        std::vector<type> parts;
        for (const auto& a : t.attributes()) parts.push_back(a.type);
        return unify(parts);
    }
    default: return type::dynamic();
    }
}

// unify() of an empty input is none; for a collection of nothing known the
// element type is better left dynamic.
type unified_or_dynamic(std::span<const type> types) {
    if (types.empty()) return type::dynamic();
    return unify(types);
}

type elements_of_all(std::span<const type> args) {
    std::vector<type> elements;
    for (const auto& a : args) elements.push_back(element_of(a));
    return unified_or_dynamic(elements);
}

void add_numbers(scope& s) {
    for (const char* name : {"abs", "ceil", "floor", "signum"}) {
        s.define_function(name, generic({p("num", num)}, [name = std::string(name)](std::span<const type> a) {
            // abs and signum of an int are ints; ceil and floor always are.
            if (name == "ceil" || name == "floor") return type::integer();
            return a[0] == type::integer() ? type::integer() : type::number();
        }));
    }
    s.define_function("log", function_signature::fixed({p("num", num), p("base", num)}, num));
    s.define_function("pow", function_signature::fixed({p("num", num), p("power", num)}, num));
    s.define_function("parseint", function_signature::fixed({p("number", any_type), p("base", integer)}, integer));
    for (const char* name : {"max", "min"})
        s.define_function(name, generic({}, [](std::span<const type> a) {
            for (const auto& t : a)
                if (t != type::integer()) return type::number();
            return a.empty() ? type::number() : type::integer();
        }, p("numbers", num)));
}

void add_strings(scope& s) {
    for (const char* name : {"upper", "lower", "title", "strrev", "chomp", "trimspace"})
        s.define_function(name, function_signature::fixed({p("str", str)}, str));
    s.define_function("strlen", function_signature::fixed({p("str", str)}, integer));
    s.define_function("length", function_signature::fixed({p("value", any_type)}, integer));
    s.define_function("substr", function_signature::fixed({p("str", str), p("offset", integer), p("length", integer)}, str));
    s.define_function("indent", function_signature::fixed({p("spaces", integer), p("str", str)}, str));
    for (const char* name : {"trim", "trimprefix", "trimsuffix"})
        s.define_function(name, function_signature::fixed({p("str", str), p("cutset", str)}, str));
    s.define_function("join", function_signature::fixed({p("separator", str)}, str, p("lists", type::list(str))));
    s.define_function("split", function_signature::fixed({p("separator", str), p("str", str)}, type::list(str)));
    s.define_function("replace", function_signature::fixed({p("str", str), p("substr", str), p("replace", str)}, str));
    s.define_function("sort", function_signature::fixed({p("list", type::list(str))}, type::list(str)));
    s.define_function("format", function_signature::fixed({p("format", str)}, str, p("args", any_type)));
    s.define_function("formatlist", function_signature::fixed({p("format", str)}, type::list(str), p("args", any_type)));
    s.define_function("regex", function_signature::fixed({p("pattern", str), p("str", str)}, any_type));
    s.define_function("regexall", function_signature::fixed({p("pattern", str), p("str", str)}, type::list(any_type)));
    s.define_function("regex_replace", function_signature::fixed({p("str", str), p("pattern", str), p("replace", str)}, str));
}

void add_collections(scope& s) {
    s.define_function("coalesce", generic({}, [](std::span<const type> a) {
        // null arguments are skipped: the result is never none.
        std::vector<type> parts;
        for (const auto& t : a) {
            if (t.is_none()) continue;
            parts.push_back(t.is_union() ? type::union_of([&] {
                std::vector<type> ms;
                for (const auto& m : t.members())
                    if (!m.is_none()) ms.push_back(m);
                return ms;
            }()) : t);
        }
        return unified_or_dynamic(parts);
    }, p("vals", any_type)));
    s.define_function("coalescelist", generic({}, [](std::span<const type> a) { return unified_or_dynamic(a); },
                                              p("vals", any_type)));
    s.define_function("compact", function_signature::fixed({p("list", type::list(type::optional(str)))}, type::list(str)));
    s.define_function("concat", generic({}, [](std::span<const type> a) { return type::list(elements_of_all(a)); },
                                        p("seqs", any_type)));
    s.define_function("contains", function_signature::fixed({p("list", any_type), p("value", any_type)}, boolean));
    s.define_function("distinct", generic({p("list", type::list(any_type))},
                                          [](std::span<const type> a) { return type::list(element_of(a[0])); }));
    s.define_function("chunklist", generic({p("list", type::list(any_type)), p("size", integer)},
                                           [](std::span<const type> a) { return type::list(type::list(element_of(a[0]))); }));
    s.define_function("flatten", function_signature::fixed({p("list", any_type)}, type::list(any_type)));
    s.define_function("keys", function_signature::fixed({p("inputMap", any_type)}, type::list(str)));
    s.define_function("values", generic({p("mapping", any_type)},
                                        [](std::span<const type> a) { return type::list(element_of(a[0])); }));
    s.define_function("lookup", generic({p("inputMap", any_type), p("key", str)},
                                        [](std::span<const type> a) { return element_of(a[0]); },
                                        p("default", any_type)));
    s.define_function("merge", generic({}, [](std::span<const type> a) {
        bool objects = true;
        for (const auto& t : a) objects = objects && t.is(type_kind::object);
        if (objects && !a.empty()) {
            std::vector<std::pair<std::string, type>> attributes;
            for (const auto& t : a)
                for (const auto& at : t.attributes()) attributes.emplace_back(at.name, at.type);
            return type::object(std::move(attributes));
        }
        return type::map(elements_of_all(a));
    }, p("maps", any_type)));
    s.define_function("reverse", generic({p("list", any_type)}, [](std::span<const type> a) {
        if (a[0].is(type_kind::tuple)) {
            std::vector<type> e(a[0].elements().rbegin(), a[0].elements().rend());
            return type::tuple(std::move(e));
        }
        return type::list(element_of(a[0]));
    }));
    s.define_function("setproduct", function_signature::fixed({}, type::list(type::list(any_type)), p("sets", any_type)));
    s.define_function("slice", generic({p("list", any_type), p("start_index", integer), p("end_index", integer)},
                                       [](std::span<const type> a) { return type::list(element_of(a[0])); }));
    s.define_function("zipmap", generic({p("keys", type::list(str)), p("values", any_type)},
                                        [](std::span<const type> a) { return type::map(element_of(a[1])); }));
    s.define_function("element", generic({p("list", any_type), p("index", integer)},
                                         [](std::span<const type> a) { return element_of(a[0]); }));
    s.define_function("index", function_signature::fixed({p("list", any_type), p("value", any_type)}, integer));
    s.define_function("hasindex", function_signature::fixed({p("collection", any_type), p("key", any_type)}, boolean));
    s.define_function("range", function_signature::fixed({}, type::list(num), p("params", num)));
    for (const char* name : {"setunion", "setintersection", "setsubtract", "setsymmetricdifference"})
        s.define_function(name, generic({p("first_set", type::set(any_type))},
                                        [](std::span<const type> a) { return type::set(elements_of_all(a)); },
                                        p("other_sets", type::set(any_type))));
    s.define_function("sethaselement", function_signature::fixed({p("set", type::set(any_type)), p("elem", any_type)}, boolean));
}

void add_other(scope& s) {
    s.define_function("jsonencode", function_signature::fixed({p("val", any_type)}, str));
    s.define_function("jsondecode", function_signature::fixed({p("str", str)}, any_type));
    s.define_function("csvdecode", function_signature::fixed({p("str", str)}, type::list(type::map(str))));
    s.define_function("formatdate", function_signature::fixed({p("format", str), p("time", str)}, str));
    s.define_function("timeadd", function_signature::fixed({p("time", str), p("duration", str)}, str));
    s.define_function("not", function_signature::fixed({p("val", boolean)}, boolean));
    s.define_function("and", function_signature::fixed({p("a", boolean), p("b", boolean)}, boolean));
    s.define_function("or", function_signature::fixed({p("a", boolean), p("b", boolean)}, boolean));
    s.define_function("int", function_signature::fixed({p("num", num)}, integer));
    s.define_function("try", generic({}, [](std::span<const type> a) { return unified_or_dynamic(a); }, p("expressions", any_type)));
    s.define_function("can", function_signature::fixed({p("expression", any_type)}, boolean));
    // type_of reads convert's second argument as a type expression and
    // gives that type; the signature stands for calls it cannot read.
    s.define_function("convert", function_signature::fixed({p("value", any_type), p("type", any_type)}, any_type));
}

}  // namespace

std::shared_ptr<const scope> standard_functions() {
    static const std::shared_ptr<const scope> table = [] {
        auto s = std::make_shared<scope>();
        add_numbers(*s);
        add_strings(*s);
        add_collections(*s);
        add_other(*s);
        return std::shared_ptr<const scope>(std::move(s));
    }();
    return table;
}

}  // namespace pcl
HCL_END_NAMESPACE
