// User-defined functions (hcl::ext::decode_user_functions).
//
// The functions of one call share a `function_group`: their definitions,
// the application's context, and the table of the functions themselves
// that result expressions see when the functions may call each other. The
// functions handed to the application own the group; the copies inside the
// group's own table only point at it (they run only while an outside call
// keeps the group alive), so there is no ownership cycle.
#include <hcl/ext/user_functions.hpp>
#include <hcl/expression.hpp>

#include "model/eval_context_locals.hpp"

#include <algorithm>
#include <array>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace ext {

namespace {

struct definition {
    std::vector<std::string> parameters;
    std::optional<std::string> variadic;
    expression result;
};

struct function_group {
    std::shared_ptr<const eval_context> base;
    bool see_each_other = true;
    unsigned max_call_depth = 64;
    std::size_t max_calls = 100000;
    std::vector<definition> definitions;
    // Where results are evaluated: below `base`, with the group's own
    // functions when they see each other.
    eval_context scope;
};

// How deep user-function calls are nested on this thread, and how many
// were made since the outermost one began.
thread_local unsigned call_depth = 0;
thread_local std::size_t calls_made = 0;

// A function's result for `args`, or the reason there is none, written as
// the reference writes diagnostics inside a message.
call_result<value> run(const function_group& group, const definition& d, std::span<const value> args) {
    if (call_depth >= group.max_call_depth) {
        return call_failed("user-defined functions are nested more than " + std::to_string(group.max_call_depth) +
                           " calls deep (is a function calling itself?)");
    }
    if (call_depth == 0) calls_made = 0;
    if (++calls_made > group.max_calls) {
        return call_failed("user-defined functions made more than " + std::to_string(group.max_calls) +
                           " calls for one expression (does a function call itself more than once?)");
    }
    ++call_depth;
    struct leave {
        ~leave() { --call_depth; }
    } guard;
    // The parameters are bound for this call only, without a table.
    eval_context ctx = group.scope.child();
    constexpr std::size_t inline_count = 8;  // most functions have fewer parameters
    std::array<hcl::detail::local_variable, inline_count> few;
    std::vector<hcl::detail::local_variable> many;
    const std::size_t count = std::min(d.parameters.size(), args.size()) + (d.variadic ? 1 : 0);
    if (count > inline_count) many.resize(count);
    hcl::detail::local_variable* locals = count > inline_count ? many.data() : few.data();
    std::size_t n = 0;
    for (std::size_t i = 0; i < d.parameters.size() && i < args.size(); ++i) locals[n++] = {d.parameters[i], &args[i]};
    value rest;
    if (d.variadic) {
        const std::size_t first = std::min(d.parameters.size(), args.size());
        rest = value::tuple(std::vector<value>(args.begin() + static_cast<std::ptrdiff_t>(first), args.end()));
        locals[n++] = {*d.variadic, &rest};
    }
    if (n == 0) {
        ctx.variables();  // no parameters: the level still defines variables
    } else {
        hcl::detail::eval_context_locals::bind(ctx, std::span<const hcl::detail::local_variable>(locals, n));
    }
    diagnostics diags;
    value v = d.result.evaluate(ctx, diags);
    if (diags.has_errors()) return call_failed(diags.to_string());
    return v;
}

// A function running definition `index` of the group `owner` or `group`
// points at (`owner` null: `group` is kept alive elsewhere).
function make_function(std::shared_ptr<const function_group> owner, const function_group* group, std::size_t index) {
    const definition& d = group->definitions[index];
    function_spec spec;
    for (const auto& p : d.parameters) spec.parameters.push_back(parameter{.name = p, .type = type::dynamic()});
    if (d.variadic) spec.variadic = parameter{.name = *d.variadic, .type = type::dynamic()};
    // The result's type is the type of the result: with every argument
    // known, the implementation works it out with the value (one
    // evaluation, not two); with unknown ones (the call's result is then
    // unknown) the result expression is evaluated with them for its type.
    spec.result_type = [owner, group, index](std::span<const value> args) -> call_result<hcl::type> {
        if (std::all_of(args.begin(), args.end(), [](const value& a) { return a.is_known(); })) return type::dynamic();
        auto r = run(*group, group->definitions[index], args);
        if (!r) return r.error();
        return r->type();
    };
    spec.implementation = [owner, group, index](std::span<const value> args,
                                                const hcl::type&) -> call_result<value> {
        return run(*group, group->definitions[index], args);
    };
    return function(std::move(spec));
}

// The function a block defines, or nullopt after reporting why not.
std::optional<definition> read_definition(const hcl::block& b, diagnostics& diags) {
    static const body_schema schema = [] {
        body_schema s;
        s.attributes = {{"params", true}, {"variadic_param", false}, {"result", true}};
        return s;
    }();
    diagnostics here;
    const body_content content = b.body().content(schema, here);
    const bool failed = here.has_errors();
    diags.append(std::move(here));
    if (failed) return std::nullopt;

    definition d;
    d.result = content.attributes.at("result").expression;
    auto params = static_list(content.attributes.at("params").expression, diags);
    if (!params) return std::nullopt;
    for (const auto& p : *params) {
        std::string name = keyword(p);
        if (name.empty()) {
            diags.add_error("Invalid param element", "Each parameter name must be an identifier.", p.range());
            return std::nullopt;
        }
        d.parameters.push_back(std::move(name));
    }
    if (auto it = content.attributes.find("variadic_param"); it != content.attributes.end()) {
        std::string name = keyword(it->second.expression);
        if (name.empty()) {
            diags.add_error("Invalid variadic_param", "The variadic parameter name must be an identifier.",
                            it->second.expression.range());
            return std::nullopt;
        }
        d.variadic = std::move(name);
    }
    return d;
}

}  // namespace

user_functions_result decode_user_functions(const hcl::body& body, std::string_view block_type,
                                            user_function_options options) {
    user_functions_result out;
    body_schema schema;
    schema.blocks.push_back({std::string(block_type), {"name"}});
    const body_content content = body.partial_content(schema, out.remain, out.diagnostics);
    if (out.diagnostics.has_errors()) return out;

    auto group = std::make_shared<function_group>();
    group->base = std::move(options.context);
    group->see_each_other = options.see_each_other;
    group->max_call_depth = options.max_call_depth;
    group->max_calls = options.max_calls;
    std::vector<std::string> names;
    for (const auto& b : content.blocks) {
        auto d = read_definition(b, out.diagnostics);
        if (!d) continue;
        group->definitions.push_back(std::move(*d));
        names.push_back(b.labels.at(0));
    }

    group->scope = group->base ? group->base->child() : eval_context{};
    if (group->see_each_other) {
        for (std::size_t i = 0; i < names.size(); ++i)
            group->scope.functions().insert_or_assign(names[i], make_function(nullptr, group.get(), i));
    }
    std::shared_ptr<const function_group> owner = group;
    for (std::size_t i = 0; i < names.size(); ++i)
        out.functions.insert_or_assign(names[i], make_function(owner, group.get(), i));
    return out;
}

}  // namespace ext
HCL_END_NAMESPACE
