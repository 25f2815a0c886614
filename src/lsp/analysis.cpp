// The analysis of one version of a document.
#include "lsp/analysis.hpp"

#include "native/lexer.hpp"

#include <hcl/ext/locals.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>

#include <algorithm>
#include <iterator>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_set>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace detail {
namespace {

// Diagnostics of the evaluation stage, reported only with options::evaluate:
// a name the context does not define, and a function call that fails.
// Functions count as names: configurations are often evaluated by a program
// with functions of its own (Terraform's file, templatefile, cidrsubnet,
// ...), and an unknown function's call evaluates to an unknown value.
bool found_by_evaluation(const hcl::diagnostic& d) {
    static constexpr std::string_view summaries[] = {
        "Unknown variable",           "Variables not allowed",        "Call to unknown function",
        "Function calls not allowed", "Invalid function argument",    "Error in function call",
        "Not enough function arguments", "Too many function arguments",
    };
    return std::find(std::begin(summaries), std::end(summaries), d.summary) != std::end(summaries);
}

// The blocks of the file's body of type `type` (native or JSON syntax).
std::vector<hcl::block> top_level_blocks(const hcl::body& body, const std::string& type, std::size_t labels) {
    body_schema schema;
    schema.blocks.push_back({type, std::vector<std::string>(labels, "name")});
    diagnostics ignored;
    hcl::body remain;
    auto content = body.partial_content(schema, remain, ignored);
    return std::move(content.blocks);
}

}  // namespace

document_analysis::document_analysis(std::shared_ptr<const std::string> text_, std::string uri_, lsp::syntax syntax_,
                                     lsp::schema schema_, lsp::declarations declarations_,
                                     std::shared_ptr<const lsp::options> options_)
    : text(std::move(text_)),
      uri(std::move(uri_)),
      syntax(syntax_),
      schema(std::move(schema_)),
      declarations(std::move(declarations_)),
      options(std::move(options_)) {
    parse_result parsed = syntax == lsp::syntax::json ? json::parse(text, uri) : native::parse_config(text, uri);
    file = std::move(parsed.file);
    syntax_diagnostics = std::move(parsed.diagnostics);
    if (file && syntax == lsp::syntax::native) native = dynamic_cast<const native::native_file*>(file.get());
}

std::vector<native::token> document_analysis::tokens() const {
    return tokens_between(0, static_cast<std::uint32_t>(std::min(source().size(), native::max_source_size)));
}

std::vector<native::token> document_analysis::tokens_between(std::uint32_t begin, std::uint32_t end) const {
    std::vector<native::token> out;
    if (syntax != lsp::syntax::native) return out;
    end = static_cast<std::uint32_t>(std::min<std::size_t>({end, source().size(), native::max_source_size}));
    begin = std::min(begin, end);
    const std::string_view src = source().substr(begin, end - begin);
    // About one token per 3.5 bytes of configuration text.
    out.reserve(src.size() / 3 + 16);
    native::lex(src, native::scan_mode::normal, out);
    if (begin != 0) {
        for (auto& t : out) {
            t.begin += begin;
            t.end += begin;
        }
    }
    return out;
}

const eval_context& document_analysis::strict_context() const {
    if (!strict_context_) {
        eval_context ctx(options->variables, options->functions);
        for (const auto& [name, v] : schema.variables()) ctx.variables().insert_or_assign(name, v);
        for (const auto& [name, f] : schema.functions()) ctx.functions().insert_or_assign(name, f);
        strict_context_.emplace(std::move(ctx));
    }
    return *strict_context_;
}

// How many tokens lenient_context() looks at at a time.
constexpr std::size_t batch_size = 4096;

const eval_context& document_analysis::lenient_context() const {
    // Every name the text may use as a variable and the strict context does
    // not define is an unknown value, so that `for_each = var.items` of a
    // dynamic block, `count.index` or `aws_instance.web.id` evaluate without
    // errors and their uses are still checked. The candidates are the
    // identifiers of the tokens that are not attribute steps (after a `.`)
    // nor names being defined (before an `=`): a few names too many are
    // harmless, as a variable is only looked up where a name is used.
    // Names the JSON syntax uses are not collected: an undefined one's
    // diagnostic is left out of the schema stage (schema_diagnostics()).
    if (!lenient_context_) {
        lenient_context_.emplace(strict_context().child());
        if (syntax != lsp::syntax::native) return *lenient_context_;
        const std::string_view src = source().substr(0, std::min(source().size(), native::max_source_size));
        std::unordered_set<std::string_view> seen;
        const auto consider = [&](native::token_kind before, const native::token& t, native::token_kind after) {
            if (t.kind != native::token_kind::identifier || before == native::token_kind::dot ||
                after == native::token_kind::equal)
                return;
            const std::string_view name = t.text(src);
            if (!seen.insert(name).second || strict_context().find_variable(name)) return;
            lenient_context_->set_variable(std::string(name), value::unknown(type::dynamic()));
        };
        // The tokens a batch at a time (the whole stream would be 3.5 times
        // the text); the last of a batch waits for the next, its successor.
        native::token_scanner scanner(src, native::scan_mode::normal);
        std::vector<native::token> batch;
        batch.reserve(batch_size + native::token_scanner::max_overshoot + 1);
        native::token_kind before = native::token_kind::eof;
        for (;;) {
            scanner.scan(batch, batch_size);
            const bool last = scanner.finished();
            const std::size_t n = batch.size();
            const std::size_t ready = last ? n : n - 1;
            for (std::size_t i = 0; i < ready; ++i)
                consider(i > 0 ? batch[i - 1].kind : before, batch[i],
                         i + 1 < n ? batch[i + 1].kind : native::token_kind::eof);
            if (last) break;
            if (ready > 0) before = batch[ready - 1].kind;
            batch.erase(batch.begin(), batch.begin() + static_cast<std::ptrdiff_t>(ready));
        }
    }
    return *lenient_context_;
}

namespace {

// The body the schema checks: the file's, without the blocks that declare
// locals and variables where the schema does not know them (they are the
// editor's declarations, not the application's items).
hcl::body checked_body(const hcl::body& body, const lsp::schema& schema, const declarations& decl) {
    body_schema strip;
    if (!decl.locals_block.empty() && !schema.root().find_block(decl.locals_block))
        strip.blocks.push_back({decl.locals_block, {}});
    if (!decl.variables_block.empty() && !schema.root().find_block(decl.variables_block))
        strip.blocks.push_back({decl.variables_block, {"name"}});
    if (strip.blocks.empty()) return body;
    // Blocks of these types with other label counts stay (and are reported).
    diagnostics ignored;
    hcl::body remain;
    (void)body.partial_content(strip, remain, ignored);
    return remain;
}

}  // namespace

const hcl::diagnostics& document_analysis::schema_diagnostics() const {
    if (!schema_diagnostics_) {
        schema_diagnostics_.emplace();
        if (!file) return *schema_diagnostics_;
        hcl::diagnostics all;
        schema.check(checked_body(file->body(), schema, declarations), &lenient_context(), all);
        for (auto& d : all) {
            if (!found_by_evaluation(d)) schema_diagnostics_->push_back(std::move(d));
        }
    }
    return *schema_diagnostics_;
}

namespace {

// A diagnostic's identity for telling the evaluation stage's from the schema stage's.
using diagnostic_key = std::tuple<std::string, std::string, std::size_t, std::size_t>;

diagnostic_key key_of(const hcl::diagnostic& d) {
    return {d.summary, d.detail, d.subject ? d.subject->start.byte : 0, d.subject ? d.subject->end.byte : 0};
}

}  // namespace

const hcl::diagnostics& document_analysis::evaluation_diagnostics() const {
    if (!evaluation_diagnostics_) {
        evaluation_diagnostics_.emplace();
        if (!file || !options->evaluate) return *evaluation_diagnostics_;
        // The check again, with only the names that are defined: the
        // options' and the schema's, and the locals and variables the
        // document declares; what it finds that the schema stage did not.
        eval_context ctx = strict_context().child();
        const auto& decl = declarations;
        if (!decl.locals_block.empty()) {
            std::vector<hcl::body> bodies;
            for (const auto& b : top_level_blocks(file->body(), decl.locals_block, 0)) bodies.push_back(b.body());
            auto locals = ext::evaluate_locals(bodies, decl.locals_root, strict_context());
            ctx.set_variable(decl.locals_root, locals.values);
            *evaluation_diagnostics_ += std::move(locals.diagnostics);
        }
        if (!decl.variables_block.empty()) {
            std::vector<std::pair<std::string, value>> vars;
            for (const auto& b : top_level_blocks(file->body(), decl.variables_block, 1))
                vars.emplace_back(b.labels.at(0), value::unknown(type::dynamic()));
            ctx.set_variable(decl.variables_root, value::object(std::move(vars)));
        }
        hcl::diagnostics all;
        schema.check(checked_body(file->body(), schema, decl), &ctx, all);
        std::set<diagnostic_key> reported;
        for (const auto& d : schema_diagnostics()) reported.insert(key_of(d));
        for (auto& d : all) {
            if (!reported.contains(key_of(d))) evaluation_diagnostics_->push_back(std::move(d));
        }
    }
    return *evaluation_diagnostics_;
}

tree_location document_analysis::locate(std::size_t offset) const {
    tree_location out;
    if (!native || !native->root) return out;
    const std::string_view src = source();
    const native::body_impl* body = native->root;
    const schema_body* body_schema = &schema.root();
    for (;;) {
        out.body = body;
        out.body_schema = body_schema;
        const native::block_node* inner = nullptr;
        for (const auto& b : body->blocks) {
            if (offset < b.type_span.begin) break;
            const bool has_brace = b.open_brace.end > b.open_brace.begin && b.open_brace.begin < src.size() &&
                                   src[b.open_brace.begin] == '{';
            if (!has_brace) {
                // A header the parser gave up on: only its header holds anything.
                if (offset <= b.type_span.end) out.header = &b;
                continue;
            }
            if (offset <= b.open_brace.begin) {
                out.header = &b;
                break;
            }
            const bool closed = b.close_brace.end > b.close_brace.begin && b.close_brace.begin < src.size() &&
                                src[b.close_brace.begin] == '}' && b.close_brace.begin > b.open_brace.begin;
            if (!closed || offset <= b.close_brace.begin) {
                inner = &b;
                break;
            }
        }
        if (!inner || !inner->body) break;
        out.header = nullptr;
        enclosing_block e;
        e.node = inner;
        e.type = std::string(inner->type(src));
        for (const auto& l : inner->labels()) e.labels.emplace_back(l.text);
        if (body_schema) {
            e.schema = body_schema->find_block(e.type);
            e.body_schema = e.schema ? e.schema->body_for(e.labels) : nullptr;
        } else if (e.type == "content" && !out.blocks.empty() && out.blocks.back().type == "dynamic" &&
                   out.blocks.back().schema == nullptr && out.blocks.back().labels.size() == 1) {
            // The content of `dynamic "T" { content { ... } }` (hcl::ext's
            // dynamic blocks) is the body of the T blocks it generates.
            const schema_body* around = out.blocks.size() >= 2 ? out.blocks[out.blocks.size() - 2].body_schema
                                                               : &schema.root();
            if (around && !around->find_block("dynamic")) {
                e.schema = around->find_block(out.blocks.back().labels[0]);
                e.body_schema = e.schema ? e.schema->body.get() : nullptr;
            }
        }
        body_schema = e.body_schema;
        body = inner->body;
        out.blocks.push_back(std::move(e));
    }
    for (const auto& a : body->attributes) {
        if (offset >= a.name_span.begin && offset <= a.end) {
            out.attribute = &a;
            break;
        }
    }
    return out;
}

}  // namespace detail
}  // namespace lsp
HCL_END_NAMESPACE
