// Signature help: the function of the innermost call around the position
// and the parameter its argument at the position goes to.
#include "lsp/completion_support.hpp"

#include <hcl/lsp/completion.hpp>

#include <exception>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

std::string parameter_label(const parameter& p, bool variadic) {
    std::string out = p.name;
    if (variadic) out += "...";
    if (!out.empty()) out += ' ';
    out += p.type.to_type_expression();
    return out;
}

}  // namespace

std::string signature_label(std::string_view name, const hcl::function& f,
                            std::vector<std::pair<std::size_t, std::size_t>>* parameter_ranges) {
    std::string out(name);
    out += '(';
    const auto add = [&](const parameter& p, bool variadic) {
        if (out.back() != '(') out += ", ";
        const std::size_t begin = out.size();
        out += parameter_label(p, variadic);
        if (parameter_ranges) parameter_ranges->emplace_back(begin, out.size());
    };
    std::vector<hcl::type> types;
    for (const auto& p : f.parameters()) {
        add(p, false);
        types.push_back(p.type);
    }
    if (const parameter* v = f.variadic()) add(*v, true);
    out += ')';
    // The result's type where the parameters' types alone decide it.
    if (const auto result = f.return_type_for_types(types)) out += " " + result->to_type_expression();
    return out;
}

}  // namespace detail

std::optional<lsp::signature_help> signature_help_at(const workspace& ws, const document& doc,
                                                     position at) {
    if (doc.syntax() != lsp::syntax::native) return std::nullopt;
    try {
        const auto& analysis = ws.analysis(doc);
        const auto ctx = detail::cursor_context_at(analysis, doc.lines().clamped_offset(at));
        const function_table* functions = analysis.strict_context().functions_here();
        if (!functions) return std::nullopt;
        // The innermost call of a known function.
        for (auto call = ctx.calls.rbegin(); call != ctx.calls.rend(); ++call) {
            const auto found = functions->find(call->name);
            if (found == functions->end()) continue;
            const hcl::function& f = found->second;
            std::vector<std::pair<std::size_t, std::size_t>> ranges;
            signature_information sig;
            sig.label = detail::signature_label(found->first, f, &ranges);
            sig.documentation = {std::string(f.description()), false};
            const auto params = f.parameters();
            for (std::size_t i = 0; i < ranges.size(); ++i) {
                const parameter& p = i < params.size() ? params[i] : *f.variadic();
                sig.parameters.push_back(
                    {sig.label.substr(ranges[i].first, ranges[i].second - ranges[i].first),
                     {p.description, false}});
            }
            lsp::signature_help help;
            help.signatures.push_back(std::move(sig));
            if (call->argument < params.size())
                help.active_parameter = call->argument;
            else if (f.variadic())
                help.active_parameter = static_cast<std::uint32_t>(params.size());
            return help;
        }
        return std::nullopt;
    } catch (const std::exception&) {
        return std::nullopt;  // a service never throws at its caller
    }
}

}  // namespace lsp
HCL_END_NAMESPACE
