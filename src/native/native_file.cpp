// native_file and the syntax-independent parts of expression nodes.
#include "native/ast.hpp"
#include "native/lexer.hpp"

HCL_BEGIN_NAMESPACE
namespace native {

native_file::native_file(std::shared_ptr<const std::string> text, std::string filename, source_position start)
    : text_(std::move(text)),
      source_(text_ ? std::string_view(*text_) : std::string_view()),
      filename_(std::move(filename)),
      start_(start) {}

hcl::body native_file::body() const {
    if (!root) return hcl::body();
    return hcl::body(share<body_node>(root));
}

native::arena* native_file::new_arena() {
    more_arenas_.push_back(std::make_unique<native::arena>(this));
    return more_arenas_.back().get();
}

std::size_t native_file::used_bytes() const noexcept {
    std::size_t n = arena_.used_bytes();
    for (const auto& a : more_arenas_) n += a->used_bytes();
    return n;
}

void native_file::index_positions() {
    // Offsets are 32-bit: a larger source was only lexed up to the limit.
    const std::string_view text = source_.substr(0, max_source_size);
    positions_ = std::make_unique<position_map>(text, tokens_, start_, position_map::growing_tokens{});
}

source_range expr::range() const { return file()->range(span); }

std::string expr::native_source() const {
    return std::string(file()->source().substr(span.begin, span.end - span.begin));
}

source_range expr::start_range() const {
    // Several nodes start where a child starts; follow them without
    // recursion (operator chains can be long).
    const expr* e = this;
    for (;;) {
        switch (e->kind) {
        case expr_kind::conditional: e = static_cast<const conditional_expr*>(e)->condition; continue;
        case expr_kind::object_key: {
            const auto* k = static_cast<const object_key_expr*>(e);
            if (k->bare_name()) return file()->range(e->span);
            e = k->wrapped();
            continue;
        }
        case expr_kind::quoted_string: return file()->range(static_cast<const quoted_string_expr*>(e)->text_span());
        case expr_kind::binary: e = static_cast<const binary_expr*>(e)->lhs; continue;
        case expr_kind::parentheses: e = static_cast<const parentheses_expr*>(e)->inner; continue;
        case expr_kind::template_join: e = static_cast<const template_join_expr*>(e)->tuple; continue;
        case expr_kind::template_: {
            const auto* t = static_cast<const template_expr*>(e);
            if (t->part_count == 0) return file()->range(e->span);
            e = t->parts().front();
            continue;
        }
        case expr_kind::function_call: {
            const auto* c = static_cast<const function_call_expr*>(e);
            return file()->range(byte_span::between(c->name_span, c->open_paren));
        }
        case expr_kind::index: {
            const auto* x = static_cast<const index_expr*>(e);
            return file()->range(byte_span{x->bracket_span.begin, x->bracket_span.begin + 1});
        }
        case expr_kind::tuple: return file()->range(static_cast<const tuple_expr*>(e)->open_bracket());
        case expr_kind::object: return file()->range(static_cast<const object_expr*>(e)->open_brace());
        case expr_kind::for_: return file()->range(static_cast<const for_expr*>(e)->open_span);
        case expr_kind::splat: return file()->range(static_cast<const splat_expr*>(e)->marker);
        case expr_kind::unary: return file()->range(static_cast<const unary_expr*>(e)->operator_span);
        default: return file()->range(e->span);
        }
    }
}

hcl::expression expr::handle() const { return hcl::expression(file()->share<expression_node>(this)); }

}  // namespace native
HCL_END_NAMESPACE
