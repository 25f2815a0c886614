#include "native/eval_support.hpp"

HCL_BEGIN_NAMESPACE
namespace native::detail {

namespace {

struct template_budget {
    std::size_t depth = 0;
    std::size_t used = 0;
    bool exhausted = false;
    bool reported = false;
};

thread_local template_budget budget;

}  // namespace

std::string in_quotes(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

template_scope::template_scope() noexcept {
    if (budget.depth++ == 0) budget = template_budget{1, 0, false, false};
}

template_scope::~template_scope() {
    if (--budget.depth == 0) budget = template_budget{};
}

bool charge_template_bytes(std::size_t bytes) noexcept {
    if (budget.depth == 0) return true;
    if (budget.exhausted || bytes > template_budget_bytes - budget.used) {
        budget.exhausted = true;
        return false;
    }
    budget.used += bytes;
    return true;
}

bool template_budget_exhausted() noexcept { return budget.depth != 0 && budget.exhausted; }

void report_template_too_large(diagnostics& diags, const source_range& subject) {
    if (budget.depth != 0) {
        budget.exhausted = true;
        if (budget.reported) return;
        budget.reported = true;
    }
    diags.add_error("Template result too large",
                    "Evaluating this template would build more text than allowed: at most " +
                        std::to_string(template_result_limit_bytes >> 20) + " MiB for one result and " +
                        std::to_string(template_budget_bytes >> 20) + " MiB in all for one template.",
                    subject);
}

}  // namespace native::detail
HCL_END_NAMESPACE
