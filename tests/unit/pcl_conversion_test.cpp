// Tests for <hcl/pcl/conversion.hpp>: every conversion and unification rule
// of the PCL specification, one table row per case, each naming the
// sentence of the specification it checks.
#include <hcl/pcl/conversion.hpp>

#include "support/pcl_types.hpp"

#include "support/catch.hpp"

using hcl::pcl::conversion_from;
using hcl::pcl::conversion_kind;
using hcl::pcl::type;
using pcl_test::T;

namespace {

constexpr auto none = conversion_kind::none;
constexpr auto unsafe = conversion_kind::unsafe;
constexpr auto safe = conversion_kind::safe;

struct conversion_case {
    const char* rule;  // the sentence of the specification
    const char* dst;
    const char* src;
    conversion_kind expected;
};

const conversion_case conversion_cases[] = {
    // --- PCL's rules ---------------------------------------------------------
    {"Bidirectional conversions are available between the string and int types ... Conversion from int to string ... is safe",
     "string", "int", safe},
    {"Bidirectional conversions ... between the string and int types ... the converse ... is unsafe", "int", "string", unsafe},
    {"Bidirectional conversions ... the number and int types ... Conversion from int to ... number is safe", "number", "int", safe},
    {"Bidirectional conversions ... the number and int types ... the converse ... is unsafe", "int", "number", unsafe},
    {"Conversion from a type T to a union type is permitted if there is a conversion from T to at least one of the union's element types. If there is a safe conversion ... the conversion is safe",
     "union(bool, number)", "int", safe},
    {"Conversion from a type T to a union type ... Otherwise, the conversion is unsafe", "union(bool, number)", "string", unsafe},
    {"Conversion from a type T to a union type is permitted if there is a conversion from T to at least one of the union's element types",
     "union(bool, number)", "list(int)", none},
    {"A union type ... is assignable from any type that is assignable to one of its element types", "union(int, list(int))", "tuple([int])", safe},
    {"the null value is only assignable to the none type", "none", "none", safe},
    {"the null value is only assignable to the none type", "string", "none", none},
    {"the null value is only assignable to the none type", "list(int)", "none", none},
    {"the null value is only assignable to the none type", "none", "string", none},
    {"Optional values of type T are represented by a union of T and none", "optional(string)", "none", safe},
    {"Optional values of type T are represented by a union of T and none", "optional(string)", "string", safe},
    {"Optional values of type T are represented by a union of T and none", "string", "optional(string)", unsafe},
    {"A promise type is assignable from itself or from its element type", "promise(int)", "promise(int)", safe},
    {"A promise type is assignable from itself or from its element type", "promise(int)", "int", safe},
    {"Conversion from a type T to a promise with element type U is permitted if T is a promise with element type V where V is convertible to U ... The safety ... depends on the safety of the conversion from V",
     "promise(number)", "promise(int)", safe},
    {"Conversion from a type T to a promise ... T is a promise with element type V where V is convertible to U ... safety ... from V", "promise(int)",
     "promise(string)", unsafe},
    {"Conversion from a type T to a promise ... or if T is convertible to U. The safety ... from ... T to U", "promise(int)", "number", unsafe},
    {"Conversion from a type T to a promise with element type U is permitted if ...", "promise(int)", "promise(bool)", none},
    {"Conversion from a type T to a promise with element type U is permitted if ... (an output is neither)", "promise(int)", "output(int)", none},
    {"An output type is assignable from itself, its corresponding promise type, or its element type", "output(int)", "output(int)", safe},
    {"An output type is assignable from itself, its corresponding promise type, or its element type", "output(int)", "promise(int)", safe},
    {"An output type is assignable from itself, its corresponding promise type, or its element type", "output(int)", "int", safe},
    {"Conversion from a type T to an output with element type U is permitted if T is an output or promise with element type V where V is convertible to U ... safety ... from V",
     "output(string)", "output(int)", safe},
    {"Conversion from a type T to an output ... T is an output or promise with element type V ... safety ... from V", "output(int)", "promise(string)", unsafe},
    {"Conversion from a type T to an output ... or if T is convertible to U ... safety ... from T", "output(int)", "string", unsafe},
    {"Conversion from a type T to an output with element type U is permitted if ...", "output(int)", "output(bool)", none},
    {"Conversion from a type T to an output ... (an eventual never converts to its element type)", "int", "output(int)", none},
    {"Conversion from a type T to a promise ... (an eventual never converts to its element type)", "int", "promise(int)", none},
    // --- HCL's rules, which PCL extends (information model: Type Conversions) --
    {"A given type can always be converted to itself", "object({a = list(int)})", "object({a = list(int)})", safe},
    {"dynamic pseudo-type: any type matches it", "any", "output(int)", safe},
    {"a value of the dynamic pseudo-type converts to any type, unsafely", "string", "any", unsafe},
    {"number and bool convert safely to string", "string", "bool", safe},
    {"string converts unsafely to number and bool", "bool", "string", unsafe},
    {"bool and number do not convert to each other", "number", "bool", none},
    {"bool and int do not convert to each other", "int", "bool", none},
    {"a list converts to a list when its elements do", "list(number)", "list(int)", safe},
    {"a set converts to a list when its elements do", "list(string)", "set(int)", safe},
    {"a tuple converts to a list when each element does", "list(string)", "tuple([int, number])", safe},
    {"a tuple converts to a list when each element does", "list(int)", "tuple([int, bool])", none},
    {"a list converts to a set unsafely: duplicates collapse", "set(int)", "list(int)", unsafe},
    {"a tuple converts to a set unsafely: duplicates collapse", "set(int)", "tuple([int])", unsafe},
    {"an object converts to a map when each attribute does", "map(string)", "object({a = int, b = bool})", safe},
    {"a map converts to an object unsafely: the keys are known at run time", "object({a = int})", "map(int)", unsafe},
    {"an object converts to an object with a subset of its attributes", "object({a = int})", "object({a = int, b = string})", safe},
    {"an object lacking a required attribute does not convert", "object({a = int})", "object({b = int})", none},
    {"an attribute missing from the source is none: an optional attribute accepts it", "object({a = optional(int)})", "object({})", safe},
    {"a tuple converts to a tuple of the same length element-wise", "tuple([string, number])", "tuple([int, int])", safe},
    {"a tuple does not convert to a tuple of another length", "tuple([int])", "tuple([int, int])", none},
    {"a list converts to a tuple unsafely: its length is known at run time", "tuple([int, int])", "list(int)", unsafe},
    {"a union converts when every member does (safe), some member does (unsafe)", "number", "union(int, string)", unsafe},
    {"a union converts safely when every member does", "string", "union(int, bool)", safe},
    {"a union converts not at all when no member does", "list(int)", "union(int, bool)", none},
};

}  // namespace

TEST_CASE("pcl conversion: every rule", "[pcl]") {
    for (const auto& c : conversion_cases) {
        INFO(c.rule << "\n  " << c.src << " -> " << c.dst);
        CHECK(hcl::pcl::to_string(conversion_from(T(c.dst), T(c.src))) == std::string(hcl::pcl::to_string(c.expected)));
    }
}

namespace {

struct unify_case {
    const char* rule;
    std::vector<const char*> inputs;
    const char* expected;
};

const unify_case unify_cases[] = {
    {"The int type unifies with number by preferring number", {"int", "number"}, "number"},
    {"The int type ... unifies with string by preferring string", {"int", "string"}, "string"},
    {"Two union types unify by producing a new union type whose elements are the concatenation of those of the two input types",
     {"union(bool, number)", "union(list(string), map(string))"}, "union(bool, number, list(string), map(string))"},
    {"A union type unifies with another type by producing a new union whose element types are the unification of the other type with each of the input union's element types",
     {"union(bool, list(int))", "map(int)"}, "union(bool, list(int), map(int))"},
    {"A union type unifies with another type ... the unification of the other type with each of the input union's element types",
     {"union(bool, int)", "string"}, "string"},
    {"A promise type unifies with an output type by producing a new output type whose element type is the unification of the output type's element type and the promise type's element types",
     {"promise(int)", "output(number)"}, "output(number)"},
    {"Two promise types unify by producing a new promise type whose element type is the unification of the element types",
     {"promise(int)", "promise(string)"}, "promise(string)"},
    {"Two output types unify by producing a new output type whose element type is the unification of the element types",
     {"output(int)", "output(number)"}, "output(number)"},
    {"(an eventual with its element type: the eventual of the unified elements)", {"output(int)", "int"}, "output(int)"},
    {"(a promise holding an output with a promise: an output)", {"promise(list(output(int)))", "promise(list(int))"}, "output(list(int))"},
    {"(none stays a member: optional)", {"string", "none"}, "optional(string)"},
    {"(none with an eventual: optional eventual)", {"output(int)", "none"}, "optional(output(int))"},
    {"(dynamic absorbs everything but none)", {"any", "list(int)", "none"}, "optional(any)"},
    {"(HCL: a list and a set unify to a list of the unified elements)", {"list(int)", "set(string)"}, "list(string)"},
    {"(HCL: sets unify to a set)", {"set(int)", "set(number)"}, "set(number)"},
    {"(HCL: tuples of one length unify element-wise)", {"tuple([int, bool])", "tuple([number, bool])"}, "tuple([number, bool])"},
    {"(HCL: tuples of different lengths unify to a list)", {"tuple([int])", "tuple([int, number])"}, "list(number)"},
    {"(HCL: objects unify attribute-wise; a missing attribute is none)", {"object({a = int})", "object({a = number, b = string})"},
     "object({a = number, b = optional(string)})"},
    {"(HCL: an object and a map unify to a map)", {"object({a = int})", "map(string)"}, "map(string)"},
    {"(bool and number have no common type: their union)", {"bool", "number"}, "union(bool, number)"},
    {"(no inputs: none)", {}, "none"},
    {"(one input: itself)", {"list(int)"}, "list(int)"},
};

}  // namespace

TEST_CASE("pcl unification: every rule", "[pcl]") {
    for (const auto& c : unify_cases) {
        std::vector<type> inputs;
        for (const char* i : c.inputs) inputs.push_back(T(i));
        INFO(c.rule);
        CHECK(hcl::pcl::unify(inputs).to_string() == T(c.expected).to_string());
    }
}

TEST_CASE("pcl unification: the seed's union-with-type construction and ours agree", "[pcl]") {
    // The seed builds union(unify(T, m) for each member m); we flatten and
    // merge, so members that convert safely into another disappear. Both
    // accept the same types.
    const type u = T("union(bool, number)");
    const type t = T("int");
    const type seed = type::union_of({hcl::pcl::unify({t, T("bool")}), hcl::pcl::unify({t, T("number")})});
    const type ours = hcl::pcl::unify({u, t});
    CHECK(ours == u);
    CHECK(seed.to_string() == "union(bool, int, number)");
    CHECK(conversion_from(ours, seed) == safe);
    CHECK(conversion_from(seed, ours) == safe);
}
