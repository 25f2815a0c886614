// Shared pieces of the evaluating fuzz targets (and of the real-world corpus
// test): a standard library with work caps, a context with sample variables,
// and a walk that evaluates every attribute of every body.
//
// The caps exist so that a fuzzer's timeouts mean bugs, not inputs that
// legitimately ask for a lot of work (a `for` over a 1000-element range
// nested in another, or setproduct of three long lists). docs/fuzzing.md
// lists them; a capped call fails like any other function error.
#pragma once

#include "native/ast.hpp"

#include <hcl/body.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/expression.hpp>
#include <hcl/function.hpp>
#include <hcl/stdlib.hpp>
#include <hcl/value.hpp>
#include <hcl/value_json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hcl_fuzz {

// Per input: calls allowed in total, and the size of any one argument or
// result (elements counted recursively, plus string bytes / 64).
inline constexpr std::size_t max_calls = 20000;
inline constexpr std::size_t max_weight = 1024;
// Widths and precisions in format strings.
inline constexpr std::size_t max_format_number = 4096;
// Inputs with more `for` keywords than this are parsed but not evaluated:
// nested `for`s multiply, and literals alone can make each 1000 long.
inline constexpr std::size_t max_for_keywords = 2;

inline std::size_t& calls_made() {
    static std::size_t calls = 0;
    return calls;
}

// Call at the start of every input.
inline void reset_budget() { calls_made() = 0; }

inline void check(bool ok) {
    if (!ok) std::abort();
}

// Elements (recursively) plus string bytes / 64; stops counting at `cap`.
inline std::size_t weight(const hcl::value& v, std::size_t cap = max_weight + 1) {
    if (!v.is_known() || v.is_null()) return 1;
    const hcl::type& t = v.type();
    if (t == hcl::type::string()) return 1 + v.as_string().size() / 64;
    std::size_t w = 1;
    if (t.is_list() || t.is_set() || t.is_tuple()) {
        for (const auto& e : v.elements()) {
            w += weight(e, cap);
            if (w > cap) return w;
        }
    } else if (t.is_map() || t.is_object()) {
        for (const auto& [name, e] : v.attributes()) {
            w += weight(e, cap) + name.size() / 64;
            if (w > cap) return w;
        }
    }
    return w;
}

// Whether a format string asks for a width or precision above the cap.
inline bool huge_format_number(std::string_view format) {
    std::size_t run = 0;
    std::size_t number = 0;
    for (char c : format) {
        if (c >= '0' && c <= '9') {
            number = run++ < 8 ? number * 10 + static_cast<std::size_t>(c - '0') : max_format_number + 1;
            if (number > max_format_number) return true;
        } else {
            run = 0;
            number = 0;
        }
    }
    return false;
}

inline hcl::call_error capped(std::string what) { return hcl::call_failed("fuzz cap: " + std::move(what)); }

// Checks a call's arguments against the caps before the real function runs.
inline std::optional<hcl::call_error> precheck(std::string_view name, std::span<const hcl::value> args) {
    if (++calls_made() > max_calls) return capped("too many calls");
    std::size_t product = 1;
    for (const auto& a : args) {
        const std::size_t w = weight(a);
        if (w > max_weight) return capped("argument too large");
        product *= w;
        if (product > max_weight) product = max_weight + 1;
    }
    if (name == "setproduct" && product > max_weight) return capped("product too large");
    if ((name == "format" || name == "formatlist") && !args.empty() && args[0].is_known() &&
        !args[0].is_null() && args[0].type() == hcl::type::string() && huge_format_number(args[0].as_string()))
        return capped("format width or precision");
    return std::nullopt;
}

// `f` with the caps around it: same parameters, same result types.
inline hcl::function capped_function(std::string name, hcl::function f) {
    hcl::function_spec spec;
    spec.description = std::string(f.description());
    spec.parameters.assign(f.parameters().begin(), f.parameters().end());
    if (const auto* v = f.variadic()) spec.variadic = *v;
    spec.result_type = [f](std::span<const hcl::value> args) { return f.return_type(args); };
    spec.implementation = [f, name = std::move(name)](std::span<const hcl::value> args,
                                                       const hcl::type&) -> hcl::call_result<hcl::value> {
        if (auto e = precheck(name, args)) return *e;
        auto r = f.call(args);
        if (r && weight(*r) > max_weight) return capped("result too large");
        return r;
    };
    return hcl::function(std::move(spec));
}

// The whole standard library, capped.
inline const hcl::function_table& capped_stdlib() {
    static const hcl::function_table table = [] {
        hcl::function_table out;
        for (auto& [name, f] : hcl::stdlib::functions()) out.emplace(name, capped_function(name, f));
        return out;
    }();
    return table;
}

// How many times the keyword `for` may occur (as a whole word) in `text`.
inline std::size_t count_for_keywords(std::string_view text) {
    auto word = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
               c == '-';
    };
    std::size_t n = 0;
    for (std::size_t at = text.find("for"); at != std::string_view::npos; at = text.find("for", at + 1)) {
        const bool starts = at == 0 || !word(text[at - 1]);
        const bool ends = at + 3 == text.size() || !word(text[at + 3]);
        if (starts && ends) ++n;
    }
    return n;
}

// Variables of every kind of value, known and not, for expressions to use.
inline hcl::variable_map sample_variables() {
    using hcl::value;
    using hcl::type;
    hcl::variable_map v;
    v.emplace("str", value::string("hello wörld"));
    v.emplace("num", value::number(42));
    v.emplace("neg", value::number(-7));
    v.emplace("flag", value::boolean(true));
    v.emplace("nul", value::null(type::string()));
    v.emplace("unk", value::dynamic());
    v.emplace("unks", value::unknown(type::string()));
    v.emplace("list", value::list({value::string("a"), value::string("b"), value::string("c")}));
    v.emplace("nums", value::list({value::number(1), value::number(2), value::number(3)}));
    v.emplace("empty", value::list_empty(type::string()));
    v.emplace("set", value::set({value::string("x"), value::string("y")}));
    v.emplace("map", value::map({{"a", value::number(1)}, {"b", value::number(2)}}));
    v.emplace("tup", value::tuple({value::number(1), value::string("two"), value::boolean(false), value::dynamic()}));
    v.emplace("obj", value::object({{"name", value::string("n")},
                                    {"tags", value::map({{"k", value::string("v")}})},
                                    {"items", value::list({value::object({{"id", value::number(1)}}),
                                                           value::object({{"id", value::number(2)}})})},
                                    {"maybe", value::unknown(type::list(type::string()))}}));
    v.emplace("var", value::object({{"a", value::string("x")}, {"n", value::number(1)}, {"u", value::dynamic()}}));
    v.emplace("local", value::dynamic());
    return v;
}

// A context with the capped stdlib and `variables`.
inline hcl::eval_context make_context(hcl::variable_map variables) {
    return hcl::eval_context(std::move(variables), capped_stdlib());
}

// Evaluates and, when the result is known, also encodes it.
inline void evaluate(const hcl::expression& e, const hcl::eval_context& ctx) {
    hcl::diagnostics diags;
    const hcl::value v = e.evaluate(ctx, diags);
    (void)e.range();
    (void)e.start_range();
    (void)e.variables();
    if (v.is_wholly_known()) (void)hcl::value_to_json(v, v.type());
}

// A schema for `body`: a native body's own attributes and block types (label
// count of the first block of each type); for other syntaxes, each attribute
// name read as an attribute or a block with 0 to 2 labels, chosen by `seed`.
inline hcl::body_schema guess_schema(const hcl::body& body, const hcl::attribute_map& attributes,
                                     std::uint32_t seed) {
    hcl::body_schema schema;
    if (const auto* native = dynamic_cast<const hcl::native::body_impl*>(body.node())) {
        const std::string_view source = native->file->source();
        for (const auto& a : native->attributes) schema.attributes.push_back({std::string(a.name(source)), false});
        for (const auto& b : native->blocks) {
            const std::string_view type = b.type(source);
            bool seen = false;
            for (const auto& s : schema.blocks) seen = seen || s.type == type;
            for (const auto& s : schema.attributes) seen = seen || s.name == type;
            if (seen) continue;
            schema.blocks.push_back({std::string(type), std::vector<std::string>(b.label_count, "label")});
        }
        return schema;
    }
    for (const auto& [name, a] : attributes) {
        std::uint32_t h = seed;
        for (unsigned char c : name) h = h * 31 + c;
        const std::uint32_t choice = (h >> 3) % 4;
        if (choice == 0) {
            schema.attributes.push_back({name, (h & 1) != 0});
        } else {
            schema.blocks.push_back({name, std::vector<std::string>(choice - 1, "label")});
        }
    }
    return schema;
}

// Calls `visit` with every attribute of `body` (just_attributes) and walks
// the blocks a guessed schema finds (content, or partial_content when `seed`
// says so), `depth` levels deep at most.
template <class Visit>
void for_each_attribute(const hcl::body& body, std::uint32_t seed, int depth, const Visit& visit) {
    hcl::diagnostics diags;
    const hcl::attribute_map attributes = body.just_attributes(diags);
    for (const auto& [name, a] : attributes) {
        check(a.name == name);
        visit(a.expression);
    }
    (void)body.missing_item_range();
    if (depth <= 0) return;
    const hcl::body_schema schema = guess_schema(body, attributes, seed);
    if (schema.problem()) return;
    hcl::body_content content;
    if (seed & 1) {
        hcl::body remain;
        content = body.partial_content(schema, remain, diags);
        (void)remain.just_attributes(diags);
    } else {
        content = body.content(schema, diags);
    }
    // A native body's attributes are the ones just_attributes saw.
    if (!dynamic_cast<const hcl::native::body_impl*>(body.node())) {
        for (const auto& [name, a] : content.attributes) visit(a.expression);
    }
    for (const auto& b : content.blocks) {
        check(b.labels.size() == b.label_ranges().size());
        for_each_attribute(b.body(), seed * 2654435761u + 1, depth - 1, visit);
    }
}

// Evaluates every attribute for_each_attribute finds.
inline void walk(const hcl::body& body, const hcl::eval_context& ctx, std::uint32_t seed, int depth = 32) {
    for_each_attribute(body, seed, depth, [&](const hcl::expression& e) { evaluate(e, ctx); });
}

// The native_expression and native_template targets: parses the input with
// `parse` (native::parse_expression or parse_template), then evaluates the
// result with the sample context and in literal-only mode.
template <class Parse>
void parse_and_evaluate(const std::uint8_t* data, std::size_t size, Parse parse) {
    if (size > 4096) return;
    std::string text(reinterpret_cast<const char*>(data), size);
    const bool evaluate_it = count_for_keywords(text) <= max_for_keywords;
    auto r = parse(std::move(text));
    check(static_cast<bool>(r.expression));
    if (!evaluate_it) return;
    reset_budget();
    static const hcl::eval_context ctx = make_context(sample_variables());
    evaluate(r.expression, ctx);
    hcl::diagnostics diags;
    (void)r.expression.evaluate(diags);
}

}  // namespace hcl_fuzz
