// Fuzzes the native-syntax parser: random bytes through parse_config,
// parse_expression, parse_template and parse_traversal. Any input must parse
// without crashing, hanging or throwing, into a complete tree whose nodes'
// spans lie inside the input; every range and start range must be
// computable.
//
// The first byte picks the entry point and a small nesting limit now and
// then, so that the depth-limit paths are exercised too.
#include "native/ast.hpp"

#include <hcl/native/parse.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

using namespace hcl::native;

void check(bool ok) {
    if (!ok) std::abort();
}

struct walker {
    std::size_t size;
    std::size_t visited = 0;

    void span(byte_span s) const { check(s.begin <= s.end && s.end <= size); }

    void visit(const expr* e) {
        check(e != nullptr);
        if (++visited > 4 * size + 64) std::abort();  // a cycle would never end
        span(e->span);
        (void)e->range();
        (void)e->start_range();
        switch (e->kind) {
        case expr_kind::template_:
            check(!static_cast<const template_expr*>(e)->parts().empty());
            for (const expr* p : static_cast<const template_expr*>(e)->parts()) visit(p);
            break;
        case expr_kind::quoted_string: {
            const auto* q = static_cast<const quoted_string_expr*>(e);
            span(q->text_span());
            (void)q->text();
            break;
        }
        case expr_kind::template_wrap: visit(static_cast<const template_wrap_expr*>(e)->wrapped); break;
        case expr_kind::template_join: visit(static_cast<const template_join_expr*>(e)->tuple); break;
        case expr_kind::relative_traversal: visit(static_cast<const relative_traversal_expr*>(e)->source); break;
        case expr_kind::function_call:
            for (const expr* a : static_cast<const function_call_expr*>(e)->arguments) visit(a);
            break;
        case expr_kind::conditional: {
            const auto* c = static_cast<const conditional_expr*>(e);
            visit(c->condition);
            visit(c->true_result);
            visit(c->false_result);
            break;
        }
        case expr_kind::index:
            visit(static_cast<const index_expr*>(e)->collection);
            visit(static_cast<const index_expr*>(e)->key);
            break;
        case expr_kind::tuple:
            for (const expr* x : static_cast<const tuple_expr*>(e)->elements()) visit(x);
            break;
        case expr_kind::object:
            for (const auto& item : static_cast<const object_expr*>(e)->items()) {
                visit(item.key);
                visit(item.value);
            }
            break;
        case expr_kind::object_key: {
            const auto* k = static_cast<const object_key_expr*>(e);
            if (k->bare_name()) {
                check(!k->name().empty());
            } else {
                visit(k->wrapped());
            }
            break;
        }
        case expr_kind::for_: {
            const auto* f = static_cast<const for_expr*>(e);
            visit(f->collection);
            if (f->key_result) visit(f->key_result);
            visit(f->value_result);
            if (f->condition) visit(f->condition);
            break;
        }
        case expr_kind::splat: {
            const auto* s = static_cast<const splat_expr*>(e);
            visit(s->source);
            visit(s->each);
            check(s->item != nullptr);
            break;
        }
        case expr_kind::binary:
            visit(static_cast<const binary_expr*>(e)->lhs);
            visit(static_cast<const binary_expr*>(e)->rhs);
            break;
        case expr_kind::unary: visit(static_cast<const unary_expr*>(e)->operand); break;
        case expr_kind::parentheses: visit(static_cast<const parentheses_expr*>(e)->inner); break;
        default: break;
        }
    }

    void visit(const body_impl* b) {
        check(b != nullptr);
        span(b->span);
        for (const auto& a : b->attributes) {
            span(a.span());
            span(a.name_span);
            visit(a.value);
        }
        for (const auto& bl : b->blocks) {
            for (const auto& l : bl.labels()) span(l.span);
            span(bl.type_span);
            visit(bl.body);
        }
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::uint8_t selector = data[0];
    std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    parse_options options;
    if (selector & 0x10) options.max_nesting_depth = 8;
    walker w{text.size()};
    switch (selector % 4) {
    case 0: {
        auto r = parse_config(text, "fuzz.hcl", options);
        check(r.file != nullptr);
        const auto& f = static_cast<const native_file&>(*r.file);
        w.visit(f.root);
        break;
    }
    case 1: {
        auto r = parse_expression(text, "fuzz.hcl", options);
        check(static_cast<bool>(r.expression));
        w.visit(static_cast<const expr*>(r.expression.node()));
        break;
    }
    case 2: {
        auto r = parse_template(text, "fuzz.hcl", options);
        check(static_cast<bool>(r.expression));
        w.visit(static_cast<const expr*>(r.expression.node()));
        break;
    }
    default: {
        auto r = parse_traversal(text, "fuzz.hcl", options);
        (void)r.traversal.to_string();
        break;
    }
    }
    return 0;
}
