// Tests for the representation shortcuts behind <hcl/value.hpp> and
// <hcl/type.hpp>: strings stored inline up to 31 bytes, entries that are
// already sorted taking no sort, shared tuple and collection types of
// primitives. Each shortcut must give exactly what the general path gives.
#include <hcl/type.hpp>
#include <hcl/value.hpp>

#include "support/catch.hpp"

#include <string>
#include <vector>

using hcl::type;
using hcl::value;

TEST_CASE("strings of every length around the inline limit read back as built [spec:Primitive Types]") {
    for (std::size_t n : {0u, 1u, 15u, 16u, 30u, 31u, 32u, 33u, 100u}) {
        const std::string text(n, 'x');
        INFO(n);
        const auto a = value::string(text);
        const auto b = value::string_nfc(text);
        const auto c = value::string_nfc(std::string_view(text));
        CHECK(a.as_string() == text);
        CHECK(b.as_string() == text);
        CHECK(c.as_string() == text);
        CHECK(a == b);
        CHECK(b == c);
        // Copies and moved-to values keep the text.
        value copy = a;
        value moved = std::move(copy);
        CHECK(moved.as_string() == text);
        CHECK(moved == a);
        // One byte more is another string.
        CHECK_FALSE(a == value::string(text + "y"));
    }
    CHECK(value::string_nfc("literal").as_string() == "literal");
}

TEST_CASE("short and long strings are NFC-normalised alike [spec:Primitive Types]") {
    // e + U+0301 is three bytes; its NFC form U+00E9 two.
    const std::string decomposed = "cafe\xCC\x81";
    const std::string precomposed = "caf\xC3\xA9";
    CHECK(value::string(decomposed).as_string() == precomposed);
    // 31 bytes decomposed (inline either way) and 33 bytes decomposed that
    // become 32 bytes (heap) or 31 bytes (inline) once normalised.
    const std::string pad27(27, 'a');
    CHECK(value::string(pad27 + decomposed).as_string() == pad27 + precomposed);
    const std::string pad28(28, 'a');
    CHECK(value::string(pad28 + decomposed).as_string() == pad28 + precomposed);
    CHECK(value::string(pad28 + decomposed) == value::string(pad28 + precomposed));
    const std::string pad40(40, 'a');
    CHECK(value::string(pad40 + decomposed) == value::string(pad40 + precomposed));
}

TEST_CASE("object constructors sort and keep the last of repeated names [spec:Structural Types]") {
    // Already sorted: kept as is.
    const auto sorted = value::object({{"a", value::number(1)}, {"b", value::string("x")}});
    REQUIRE(sorted.length() == 2);
    CHECK(sorted.attributes()[0].first == "a");
    CHECK(sorted.type() == type::object({{"a", type::number()}, {"b", type::string()}}));

    // Unsorted with repeats: sorted, the last value of a name wins, and the
    // type follows the winning value.
    const auto o = value::object({{"owner", value::string("team")},
                                  {"cost", value::number(1)},
                                  {"owner", value::boolean(true)},
                                  {"a", value::number(2)},
                                  {"cost", value::string("cc")}});
    REQUIRE(o.length() == 3);
    CHECK(o.attributes()[0].first == "a");
    CHECK(o.attributes()[1].first == "cost");
    CHECK(o.attributes()[2].first == "owner");
    CHECK(*o.find("cost") == value::string("cc"));
    CHECK(*o.find("owner") == value::boolean(true));
    CHECK(o.type() == type::object({{"a", type::number()}, {"cost", type::string()}, {"owner", type::boolean()}}));

    // Equal neighbours are not "sorted": a repeat right after itself.
    const auto twice = value::object({{"a", value::number(1)}, {"a", value::number(2)}});
    REQUIRE(twice.length() == 1);
    CHECK(*twice.find("a") == value::number(2));

    // Names that differ before NFC but not after are the same name.
    const auto nfc = value::object({{"caf\xC3\xA9", value::number(1)}, {"cafe\xCC\x81", value::number(2)}});
    REQUIRE(nfc.length() == 1);
    CHECK(*nfc.find("caf\xC3\xA9") == value::number(2));

    // Many entries (beyond the insertion-sort size), reversed, with repeats.
    std::vector<hcl::value_attribute> many;
    for (int round = 0; round < 2; ++round) {
        for (int i = 39; i >= 0; --i) many.emplace_back("k" + std::to_string(100 + i), value::number(round * 1000 + i));
    }
    const auto big = value::object(many);
    REQUIRE(big.length() == 40);
    for (int i = 0; i < 40; ++i) {
        INFO(i);
        CHECK(big.attributes()[static_cast<std::size_t>(i)].first == "k" + std::to_string(100 + i));
        CHECK(big.attributes()[static_cast<std::size_t>(i)].second == value::number(1000 + i));
    }
    CHECK(big.type().attributes().size() == 40);
    CHECK(big.type().attributes()[0].name == "k100");
}

TEST_CASE("maps sort and keep the last of repeated keys, small and large [spec:Collection Types]") {
    const auto m = value::map({{"c", value::number(1)}, {"a", value::number(2)}, {"c", value::number(3)}});
    REQUIRE(m.length() == 2);
    CHECK(m.attributes()[0].first == "a");
    CHECK(*m.find("c") == value::number(3));
    std::vector<hcl::value_attribute> many;
    for (int i = 0; i < 30; ++i) many.emplace_back(std::string(1, static_cast<char>('z' - (i % 20))), value::number(i));
    const auto big = value::map(many);
    REQUIRE(big.length() == 20);
    CHECK(big.attributes()[0].first == "g");
    CHECK(*big.find("z") == value::number(20));  // i = 0 and 20 name "z"; 20 is last
    CHECK(*big.find("g") == value::number(19));
}

TEST_CASE("object types sort, keep the last repeat and normalise names [spec:Structural Types]") {
    const auto t = type::object({{"b", type::number()},
                                 {"a", type::string()},
                                 {"b", type::boolean()},
                                 {"cafe\xCC\x81", type::number()},
                                 {"caf\xC3\xA9", type::string()}});
    REQUIRE(t.attributes().size() == 3);
    CHECK(t.attributes()[0].name == "a");
    CHECK(t.attributes()[1].name == "b");
    CHECK(t.attributes()[1].type == type::boolean());
    CHECK(t.attributes()[2].name == "caf\xC3\xA9");
    CHECK(t.attributes()[2].type == type::string());
    // Optional markers still find their attributes after sorting.
    const auto opt = type::object({{"z", type::number()}, {"a", type::string()}}, {"z"});
    CHECK(opt.attribute_optional("z"));
    CHECK_FALSE(opt.attribute_optional("a"));
}

TEST_CASE("tuple types of one primitive element type are identical to built ones [spec:Structural Types]") {
    const auto strings = value::tuple({value::string("a"), value::string("b"), value::string("c")});
    CHECK(strings.type() == type::tuple({type::string(), type::string(), type::string()}));
    CHECK(strings.type().tuple_elements().size() == 3);
    CHECK_FALSE(strings.type() == type::tuple({type::string(), type::string()}));
    CHECK_FALSE(strings.type() == type::tuple({type::number(), type::number(), type::number()}));

    const auto bools = value::tuple({value::boolean(true), value::boolean(false)});
    CHECK(bools.type().tuple_elements()[0] == type::boolean());
    CHECK_FALSE(bools.type() == value::tuple({value::number(1), value::number(2)}).type());

    // Mixed kinds, compound elements, nulls and unknowns of a primitive type.
    const auto mixed = value::tuple({value::string("a"), value::number(1)});
    CHECK(mixed.type() == type::tuple({type::string(), type::number()}));
    const auto nested = value::tuple({value::tuple({}), value::tuple({})});
    CHECK(nested.type() == type::tuple({type::empty_tuple(), type::empty_tuple()}));
    const auto partial = value::tuple({value::null(type::string()), value::unknown(type::string())});
    CHECK(partial.type() == type::tuple({type::string(), type::string()}));
    const auto dynamic = value::tuple({value::dynamic(), value::dynamic()});
    CHECK(dynamic.type() == type::tuple({type::dynamic(), type::dynamic()}));
    CHECK(dynamic.type().has_dynamic_types());
    CHECK_FALSE(strings.type().has_dynamic_types());

    // Longer than the shared ones.
    std::vector<value> many(40, value::number(7));
    const auto long_tuple = value::tuple(many);
    CHECK(long_tuple.type() == type::tuple(std::vector<type>(40, type::number())));
    CHECK(value::tuple({}).type() == type::empty_tuple());
}

TEST_CASE("collection types of primitives are identical to built ones [spec:Collection Types]") {
    CHECK(type::list(type::string()) == type::list(type::string()));
    CHECK(type::list(type::string()).element_type() == type::string());
    CHECK_FALSE(type::list(type::string()) == type::set(type::string()));
    CHECK_FALSE(type::map(type::number()) == type::map(type::boolean()));
    CHECK(type::set(type::boolean()).is_set());
    CHECK(type::map(type::number()).element_type() == type::number());
    CHECK(type::list(type::list(type::number())).element_type() == type::list(type::number()));
    CHECK(type::list(type::dynamic()).has_dynamic_types());
    CHECK_FALSE(type::list(type::string()).has_dynamic_types());
}

TEST_CASE("objects of one shape share a type, and other shapes never get it [spec:Structural Types]") {
    const auto labels = [](value owner, value cost) {
        return value::object({{"owner", std::move(owner)}, {"cost", std::move(cost)}});
    };
    const auto a = labels(value::string("x"), value::string("y"));
    const auto b = labels(value::string("z"), value::string("w"));
    CHECK(a.type() == b.type());
    CHECK(a.type() == type::object({{"owner", type::string()}, {"cost", type::string()}}));
    // Same names, other attribute types; other names; more or fewer names.
    const auto numbers = labels(value::number(1), value::string("y"));
    CHECK(numbers.type() == type::object({{"owner", type::number()}, {"cost", type::string()}}));
    CHECK_FALSE(numbers.type() == a.type());
    const auto renamed = value::object({{"owner", value::string("x")}, {"costs", value::string("y")}});
    CHECK(renamed.type().has_attribute("costs"));
    CHECK_FALSE(renamed.type().has_attribute("cost"));
    const auto fewer = value::object({{"owner", value::string("x")}});
    CHECK(fewer.type().attributes().size() == 1);
    // Non-primitive attributes, nulls and unknowns.
    const auto nested = value::object({{"owner", value::tuple({value::string("x")})}, {"cost", value::string("y")}});
    CHECK(nested.type() == type::object({{"owner", type::tuple({type::string()})}, {"cost", type::string()}}));
    const auto unknown = value::object({{"owner", value::unknown(type::string())}, {"cost", value::null(type::number())}});
    CHECK(unknown.type() == type::object({{"owner", type::string()}, {"cost", type::number()}}));
    CHECK(value::object({{"owner", value::dynamic()}}).type() == type::object({{"owner", type::dynamic()}}));
    // Many shapes in turn (more than are remembered), each still right.
    for (int round = 0; round < 3; ++round) {
        for (int i = 0; i < 20; ++i) {
            const std::string name = "a" + std::to_string(i);
            const auto o = value::object({{name, value::number(i)}, {"z", value::boolean(i % 2 == 0)}});
            INFO(round << " " << i);
            REQUIRE(o.type().attributes().size() == 2);
            CHECK(o.type().attributes()[0].name == name);
            CHECK(o.type() == type::object({{name, type::number()}, {"z", type::boolean()}}));
        }
    }
}

TEST_CASE("empty collections and structures are ordinary values [spec:Collection Types]") {
    CHECK(value::object({}) == value::empty_object());
    CHECK(value::object({}).length() == 0);
    CHECK(value::object({}).attributes().empty());
    CHECK(value::tuple({}) == value::empty_tuple());
    CHECK(value::tuple({}).elements().empty());
    CHECK(value::list_empty(type::string()).length() == 0);
    CHECK_FALSE(value::list_empty(type::string()) == value::list_empty(type::number()));
    CHECK(value::map_empty(type::number()).find("a") == nullptr);
    CHECK(value::set_empty(type::boolean()).type() == type::set(type::boolean()));
    CHECK_FALSE(value::empty_object() == value::empty_tuple());
    // A value built later is still empty and distinct from non-empty ones.
    CHECK_FALSE(value::tuple({value::number(1)}) == value::empty_tuple());
    CHECK(value::tuple({value::number(1)}).length() == 1);
}
