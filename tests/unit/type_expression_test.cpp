// Type expressions (reference-behaviour §7.1). The oracle cannot evaluate
// type expressions, so the expectations come from the reference's documented
// semantics.
#include <hcl/native/parse.hpp>
#include <hcl/type_expression.hpp>

#include "support/catch.hpp"

#include <string>

namespace {

hcl::expression parse(const std::string& text) {
    auto parsed = hcl::native::parse_expression(text, "t.hcl");
    REQUIRE_FALSE(parsed.diagnostics.has_errors());
    return parsed.expression;
}

enum class reader { exact, constraint, defaults };

hcl::type read(reader r, const std::string& text, hcl::diagnostics& diags) {
    const auto e = parse(text);
    switch (r) {
    case reader::exact: return hcl::type_from_expression(e, diags);
    case reader::constraint: return hcl::type_constraint_from_expression(e, diags);
    case reader::defaults: return hcl::type_constraint_with_defaults(e, diags).type;
    }
    return {};
}

std::string type_text(reader r, const std::string& text) {
    hcl::diagnostics diags;
    const auto t = read(r, text, diags);
    INFO(text << ": " << diags.to_string());
    REQUIRE_FALSE(diags.has_errors());
    return hcl::type_to_expression_text(t);
}

// The first diagnostic's summary and detail, checking there is one.
hcl::diagnostic first_error(reader r, const std::string& text) {
    hcl::diagnostics diags;
    read(r, text, diags);
    INFO(text);
    REQUIRE(diags.has_errors());
    return *diags.begin();
}

hcl::value object(std::vector<hcl::value_attribute> attributes) {
    return hcl::value::object(std::move(attributes));
}
hcl::value num(std::int64_t n) { return hcl::value::number(n); }
hcl::value str(const char* s) { return hcl::value::string(s); }

}  // namespace

TEST_CASE("§7.1 type expressions: exact types", "[type_expression]") {
    struct row {
        const char* text;
        const char* expected;
    };
    const row rows[] = {
        {"string", "string"},
        {"number", "number"},
        {"bool", "bool"},
        {"list(string)", "list(string)"},
        {"set(number)", "set(number)"},
        {"map(bool)", "map(bool)"},
        {"map(list(set(string)))", "map(list(set(string)))"},
        {"tuple([])", "tuple([])"},
        {"tuple([string, number, list(bool)])", "tuple([string,number,list(bool)])"},
        {"object({})", "object({})"},
        {"object({name = string, port = number})", "object({name=string,port=number})"},
        {"object({b = bool, a = object({c = list(number)})})",
         "object({a=object({c=list(number)}),b=bool})"},
        {"list(object({a = tuple([string])}))", "list(object({a=tuple([string])}))"},
    };
    for (const auto& r : rows) {
        CHECK(type_text(reader::exact, r.text) == r.expected);
        // Every exact type is also a valid constraint, with or without defaults.
        CHECK(type_text(reader::constraint, r.text) == r.expected);
        CHECK(type_text(reader::defaults, r.text) == r.expected);
    }
}

TEST_CASE("§7.1 type expressions: constraints allow any and optional attributes",
          "[type_expression]") {
    CHECK(type_text(reader::constraint, "any") == "any");
    CHECK(type_text(reader::constraint, "list(any)") == "list(any)");
    CHECK(type_text(reader::constraint, "object({a = any, b = optional(string)})") ==
          "object({a=any,b=optional(string)})");
    CHECK(type_text(reader::defaults, "object({a = optional(number, 1)})") ==
          "object({a=optional(number)})");
    CHECK(type_text(reader::defaults, "map(object({a = optional(list(string), [])}))") ==
          "map(object({a=optional(list(string))}))");

    hcl::diagnostics diags;
    const auto t = hcl::type_constraint_from_expression(
        parse("object({a = optional(string), b = number})"), diags);
    REQUIRE_FALSE(diags.has_errors());
    CHECK(t.attribute_optional("a"));
    CHECK_FALSE(t.attribute_optional("b"));
}

TEST_CASE("§7.1 type expressions: invalid type specifications", "[type_expression]") {
    struct row {
        reader mode;
        const char* text;
        const char* detail;
    };
    const row rows[] = {
        {reader::exact, "any",
         "The keyword \"any\" cannot be used in this type specification: an exact type is "
         "required."},
        {reader::exact, "list(any)",
         "The keyword \"any\" cannot be used in this type specification: an exact type is "
         "required."},
        {reader::constraint, "list",
         "The list type constructor requires one argument specifying the element type."},
        {reader::constraint, "map",
         "The map type constructor requires one argument specifying the element type."},
        {reader::constraint, "object",
         "The object type constructor requires one argument specifying the attribute types as a "
         "map."},
        {reader::constraint, "tuple",
         "The tuple type constructor requires one argument specifying the element types as a "
         "list."},
        {reader::constraint, "optional",
         "Keyword \"optional\" is valid only as a modifier for object type attributes."},
        {reader::constraint, "optional(string)",
         "Keyword \"optional\" is valid only as a modifier for object type attributes."},
        {reader::constraint, "list(optional(string))",
         "Keyword \"optional\" is valid only as a modifier for object type attributes."},
        {reader::constraint, "strin", "The keyword \"strin\" is not a valid type specification."},
        {reader::constraint, "\"string\"",
         "A type specification is either a primitive type keyword (bool, number, string) or a "
         "complex type "
         "constructor call, like list(string)."},
        // Parentheses defeat static analysis (reference-behaviour §1.14).
        {reader::constraint, "(list(string))",
         "A type specification is either a primitive type keyword (bool, number, string) or a "
         "complex type "
         "constructor call, like list(string)."},
        {reader::constraint, "string(1)",
         "Primitive type keyword \"string\" does not expect arguments."},
        {reader::constraint, "any()", "Type constraint keyword \"any\" does not expect arguments."},
        {reader::constraint, "list()",
         "The list type constructor requires one argument specifying the element type."},
        {reader::constraint, "set(string, number)",
         "The set type constructor requires one argument specifying the element type."},
        {reader::constraint, "frob(string)", "Keyword \"frob\" is not a valid type constructor."},
        {reader::constraint, "object([string])",
         "Object type constructor requires a map whose keys are attribute names and whose values "
         "are the "
         "corresponding attribute types."},
        {reader::constraint, "object({\"a b\" = string})",
         "Object constructor map keys must be attribute names."},
        {reader::constraint, "object({a = string, a = number})",
         "Object constructor map keys must be unique."},
        {reader::constraint, "tuple({a = string})",
         "Tuple type constructor requires a list of element types."},
        {reader::exact, "object({a = optional(string)})",
         "Optional attribute modifier is only for type constraints, not for exact types."},
        {reader::constraint, "object({a = optional(string, \"x\")})",
         "Optional attribute modifier expects only one argument: the attribute type."},
        {reader::defaults, "object({a = optional(string, \"x\", \"y\")})",
         "Optional attribute modifier expects at most two arguments: the attribute type, and a "
         "default value."},
        {reader::defaults, "object({a = optional()})",
         "Optional attribute modifier requires the attribute type as its argument."},
    };
    for (const auto& r : rows) {
        const auto d = first_error(r.mode, r.text);
        CHECK(d.summary == "Invalid type specification");
        CHECK(d.detail == r.detail);
    }
}

TEST_CASE("§7.1 type expressions: diagnostic ranges", "[type_expression]") {
    // Too many constructor arguments: the extra ones are the subject.
    auto d = first_error(reader::constraint, "set(string, number, bool)");
    REQUIRE(d.subject);
    CHECK(d.subject->start.column == 13);
    CHECK(d.subject->end.column == 25);
    // A primitive with arguments: the parentheses.
    d = first_error(reader::constraint, "string(1)");
    REQUIRE(d.subject);
    CHECK(d.subject->start.column == 7);
    CHECK(d.subject->end.column == 10);
    // optional() outside an object: its name.
    d = first_error(reader::constraint, "optional(string)");
    REQUIRE(d.subject);
    CHECK(d.subject->start.column == 1);
    CHECK(d.subject->end.column == 9);
}

TEST_CASE("§7.1 type expressions: errors leave the rest of an object usable", "[type_expression]") {
    hcl::diagnostics diags;
    const auto t =
        hcl::type_constraint_from_expression(parse("object({a = strin, b = number})"), diags);
    CHECK(diags.error_count() == 1);
    REQUIRE(t.is_object());
    CHECK(*t.attribute_type("a") == hcl::type::dynamic());
    CHECK(*t.attribute_type("b") == hcl::type::number());
}

TEST_CASE("§7.1 type expressions: default values", "[type_expression]") {
    hcl::diagnostics diags;
    auto c = hcl::type_constraint_with_defaults(
        parse("object({a = string, b = optional(number, 5)})"), diags);
    REQUIRE_FALSE(diags.has_errors());
    REQUIRE(c.defaults);
    CHECK(c.defaults->type == c.type);
    REQUIRE(c.defaults->values.count("b") == 1);
    CHECK(c.defaults->values.at("b") == num(5));

    SECTION("no defaults, no tree") {
        hcl::diagnostics d2;
        auto none =
            hcl::type_constraint_with_defaults(parse("list(object({a = optional(number)}))"), d2);
        REQUIRE_FALSE(d2.has_errors());
        CHECK(none.defaults == nullptr);
    }
    SECTION("a default must convert to the attribute's type") {
        hcl::diagnostics d2;
        auto bad =
            hcl::type_constraint_with_defaults(parse("object({a = optional(number, \"x\")})"), d2);
        REQUIRE(d2.has_errors());
        CHECK(d2.begin()->summary == "Invalid default value for optional attribute");
        CHECK(d2.begin()->detail.rfind(
                  "This default value is not compatible with the attribute's type constraint: ",
                  0) == 0);
        // The attribute stays optional, without a default.
        CHECK(bad.type.attribute_optional("a"));
        CHECK(bad.defaults == nullptr);
    }
    SECTION("a default is a constant: no variables") {
        hcl::diagnostics d2;
        hcl::type_constraint_with_defaults(parse("object({a = optional(number, var.x)})"), d2);
        REQUIRE(d2.has_errors());
        CHECK(d2.begin()->summary == "Variables not allowed");
    }
}

TEST_CASE("§7.1 defaults: filling missing and null attributes", "[type_expression]") {
    hcl::diagnostics diags;
    auto c = hcl::type_constraint_with_defaults(
        parse("object({a = string, b = optional(number, 5), c = optional(string)})"), diags);
    REQUIRE_FALSE(diags.has_errors());

    // Missing attribute: filled; attributes without defaults stay missing.
    CHECK(hcl::apply_defaults(object({{"a", str("x")}}), c.defaults.get()) ==
          object({{"a", str("x")}, {"b", num(5)}}));
    // Null attribute: filled.
    CHECK(
        hcl::apply_defaults(object({{"a", str("x")}, {"b", hcl::value::null(hcl::type::number())}}),
                            c.defaults.get()) == object({{"a", str("x")}, {"b", num(5)}}));
    // Given attribute: kept.
    CHECK(hcl::apply_defaults(object({{"b", num(1)}}), c.defaults.get()) ==
          object({{"b", num(1)}}));
    // A map value gets the default too (and stays a map when the types agree).
    CHECK(hcl::apply_defaults(hcl::value::map({{"a", num(2)}}), c.defaults.get()) ==
          hcl::value::map({{"a", num(2)}, {"b", num(5)}}));
    // ... and becomes an object when they do not.
    CHECK(hcl::apply_defaults(hcl::value::map({{"a", str("x")}}), c.defaults.get()) ==
          object({{"a", str("x")}, {"b", num(5)}}));
    // Null and unknown values are never filled.
    const auto null_object = hcl::value::null(c.type);
    CHECK(hcl::apply_defaults(null_object, c.defaults.get()) == null_object);
    const auto unknown = hcl::value::unknown(hcl::type::object({{"a", hcl::type::string()}}));
    CHECK(hcl::apply_defaults(unknown, c.defaults.get()).is_known() == false);
    // No tree: unchanged.
    CHECK(hcl::apply_defaults(object({}), nullptr) == object({}));
}

TEST_CASE("§7.1 defaults: through collections and structures", "[type_expression]") {
    hcl::diagnostics diags;
    auto list_c =
        hcl::type_constraint_with_defaults(parse("list(object({a = optional(number, 1)}))"), diags);
    auto tuple_c = hcl::type_constraint_with_defaults(
        parse("tuple([string, object({a = optional(bool, true)})])"), diags);
    auto nested_c = hcl::type_constraint_with_defaults(
        parse("object({inner = optional(object({x = optional(number, 7)}), {})})"), diags);
    REQUIRE_FALSE(diags.has_errors());

    SECTION("every element of a list, given as a tuple") {
        const auto v = hcl::value::tuple({object({}), object({{"a", num(2)}})});
        CHECK(hcl::apply_defaults(v, list_c.defaults.get()) ==
              hcl::value::tuple({object({{"a", num(1)}}), object({{"a", num(2)}})}));
    }
    SECTION("a list whose elements stay alike stays a list") {
        const auto v = hcl::value::list({object({}), object({})});
        CHECK(hcl::apply_defaults(v, list_c.defaults.get()) ==
              hcl::value::list({object({{"a", num(1)}}), object({{"a", num(1)}})}));
    }
    SECTION("a list whose elements come to differ becomes a tuple") {
        // The first map gets a number attribute (so becomes an object), the
        // second keeps its string one.
        const auto v = hcl::value::list(
            {hcl::value::map({{"b", str("x")}}), hcl::value::map({{"a", str("q")}})});
        CHECK(hcl::apply_defaults(v, list_c.defaults.get()) ==
              hcl::value::tuple(
                  {object({{"a", num(1)}, {"b", str("x")}}), hcl::value::map({{"a", str("q")}})}));
    }
    SECTION("tuple elements by index") {
        const auto v = hcl::value::tuple({str("s"), object({})});
        CHECK(hcl::apply_defaults(v, tuple_c.defaults.get()) ==
              hcl::value::tuple({str("s"), object({{"a", hcl::value::boolean(true)}})}));
    }
    SECTION("a default gets the defaults nested below it") {
        CHECK(hcl::apply_defaults(object({}), nested_c.defaults.get()) ==
              object({{"inner", object({{"x", num(7)}})}}));
        CHECK(hcl::apply_defaults(object({{"inner", object({{"x", num(1)}})}}),
                                  nested_c.defaults.get()) ==
              object({{"inner", object({{"x", num(1)}})}}));
    }
    SECTION("a null element is left null") {
        const auto v = hcl::value::tuple({hcl::value::null(hcl::type::dynamic())});
        CHECK(hcl::apply_defaults(v, list_c.defaults.get()) == v);
    }
}

TEST_CASE("§7.1 type_to_expression_text round-trips", "[type_expression]") {
    for (const char* text :
         {"string", "any", "list(map(number))", "set(bool)", "tuple([string,any])",
          "object({a=string,b=optional(list(number))})"}) {
        hcl::diagnostics diags;
        const auto t = hcl::type_constraint_from_expression(parse(text), diags);
        REQUIRE_FALSE(diags.has_errors());
        CHECK(hcl::type_to_expression_text(t) == text);
    }
}
