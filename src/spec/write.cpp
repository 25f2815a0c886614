// Writing a spec as spec-file text (hcl::spec::write).
//
// The text uses the native syntax and the spec-file vocabulary, so
// parse() reads it back to an equal spec: object members become labelled
// blocks, names equal to the member's label are left implied, a chain of
// defaults is written as one `default` block with the specs in order.
#include "encode/literal.hpp"
#include "spec/walk.hpp"
#include "values/quoted_string.hpp"

#include <hcl/spec.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace spec {

namespace {

class writer {
public:
    std::string out;

    // A spec block: `kind "label" {` ... `}`. `label`: the object member's
    // name (empty: none); it is also the name unnamed items imply.
    void write(const spec& s, const std::string& label, int depth) {
        doc_ = &s.doc();
        std::visit([&](const auto& k) { write_kind(k, label, depth); }, s.data().alternatives);
    }

private:
    void indent(int depth) { out.append(static_cast<std::size_t>(depth) * 2, ' '); }

    // A plain description is written as `#` comment lines above the block
    // (what parse() reads back); a Markdown one as the block's
    // `description` and `description_kind` arguments, since a comment
    // cannot say its kind.
    void open(const char* kind, const std::string& label, int depth) {
        flush();
        const description* doc = std::exchange(doc_, nullptr);
        if (doc && !doc->empty() && !doc->markdown) comment(doc->text, depth);
        indent(depth);
        out += kind;
        if (!label.empty()) {
            out += ' ';
            hcl::detail::append_quoted(out, label, hcl::detail::quote_style::native, false);
        }
        out += " {\n";
        if (doc && doc->markdown) {
            argument("description", quoted(doc->text), depth + 1);
            argument("description_kind", quoted("markdown"), depth + 1);
        }
    }
    void comment(std::string_view text, int depth) {
        while (true) {
            const auto end = text.find('\n');
            const std::string_view line = text.substr(0, end);
            indent(depth);
            out += line.empty() ? "#" : "# ";
            out += line;
            out += '\n';
            if (end == std::string_view::npos) break;
            text.remove_prefix(end + 1);
        }
    }
    void close(int depth) {
        flush();
        indent(depth);
        out += "}\n";
    }
    // Arguments wait for the end of their run, so that their `=` line up
    // as the formatter aligns them.
    void argument(const char* name, const std::string& value_text, int depth) {
        pending_.push_back({name, value_text, depth});
    }
    void flush() {
        std::size_t width = 0;
        for (const auto& a : pending_) width = std::max(width, a.name.size());
        for (const auto& a : pending_) {
            indent(a.depth);
            out += a.name;
            out.append(width - a.name.size(), ' ');
            out += " = ";
            out += a.value;
            out += '\n';
        }
        pending_.clear();
    }
    struct pending_argument {
        std::string name;
        std::string value;
        int depth;
    };
    std::vector<pending_argument> pending_;
    const description* doc_ = nullptr;  // the description of the spec being opened
    static std::string quoted(const std::string& s) {
        std::string q;
        hcl::detail::append_quoted(q, s, hcl::detail::quote_style::native);
        return q;
    }
    // The name argument, unless the label implies it.
    void name_argument(const char* argument_name, const std::string& own, const std::string& label, int depth) {
        if (own != label) argument(argument_name, quoted(own), depth);
    }

    void write_kind(const object& o, const std::string& label, int depth) {
        open("object", label, depth);
        for (const auto& [name, member] : o.members) write(member, name, depth + 1);
        close(depth);
    }
    void write_kind(const array& a, const std::string& label, int depth) {
        open("array", label, depth);
        for (const auto& e : a.elements) write(e, {}, depth + 1);
        close(depth);
    }
    void write_kind(const attr& a, const std::string& label, int depth) {
        open("attr", label, depth);
        name_argument("name", a.name, label, depth + 1);
        if (!a.type.is_dynamic()) {
            argument("type", a.type.to_type_expression(), depth + 1);
        }
        if (a.required) argument("required", "true", depth + 1);
        close(depth);
    }
    void write_kind(const block& b, const std::string& label, int depth) {
        open("block", label, depth);
        name_argument("block_type", b.block_type, label, depth + 1);
        if (b.required) argument("required", "true", depth + 1);
        write(b.nested, {}, depth + 1);
        close(depth);
    }
    template <class Sequence>
    void write_sequence(const char* kind, const Sequence& b, const std::string& label, int depth) {
        open(kind, label, depth);
        name_argument("block_type", b.block_type, label, depth + 1);
        if (b.min_items) argument("min_items", std::to_string(b.min_items), depth + 1);
        if (b.max_items) argument("max_items", std::to_string(b.max_items), depth + 1);
        write(b.nested, {}, depth + 1);
        close(depth);
    }
    void write_kind(const block_list& b, const std::string& label, int depth) {
        write_sequence("block_list", b, label, depth);
    }
    void write_kind(const block_set& b, const std::string& label, int depth) {
        write_sequence("block_set", b, label, depth);
    }
    void write_kind(const block_map& b, const std::string& label, int depth) {
        open("block_map", label, depth);
        name_argument("block_type", b.block_type, label, depth + 1);
        std::string labels = "[";
        for (std::size_t i = 0; i < b.labels.size(); ++i) {
            if (i) labels += ", ";
            labels += quoted(b.labels[i]);
        }
        labels += ']';
        argument("labels", labels, depth + 1);
        write(b.nested, {}, depth + 1);
        close(depth);
    }
    void write_kind(const block_attrs& b, const std::string& label, int depth) {
        open("block_attrs", label, depth);
        name_argument("block_type", b.block_type, label, depth + 1);
        if (!b.element_type.is_dynamic()) {
            argument("element_type", b.element_type.to_type_expression(), depth + 1);
        }
        if (b.required) argument("required", "true", depth + 1);
        close(depth);
    }
    void write_kind(const literal& l, const std::string& label, int depth) {
        open("literal", label, depth);
        std::string v;
        hcl::detail::append_literal(v, l.value, hcl::detail::quote_style::native);
        argument("value", v, depth + 1);
        // Literal syntax spells tuples, objects and untyped nulls; any
        // other type is said (hclcpp's `type` argument).
        if (!spelled_by_literal(l.value)) argument("type", l.value.type().to_type_expression(), depth + 1);
        close(depth);
    }
    static bool spelled_by_literal(const value& v) {
        if (v.is_null()) return v.type().is_dynamic();
        return !has_collection(v.type());
    }
    static bool has_collection(const hcl::type& t) {
        if (t.is_collection() || t.is_capsule()) return true;
        if (t.is_object()) {
            for (const auto& a : t.attributes()) {
                if (a.optional || has_collection(a.type)) return true;
            }
        }
        if (t.is_tuple()) {
            for (const auto& e : t.tuple_elements()) {
                if (has_collection(e)) return true;
            }
        }
        return false;
    }
    void write_kind(const default_& d, const std::string& label, int depth) {
        // default_{default_{a, b}, c} is the file's `default { a b c }`.
        std::vector<const spec*> chain{&d.fallback};
        const spec* primary = &d.primary;
        while (const auto* inner = primary->get_if<default_>()) {
            chain.push_back(&inner->fallback);
            primary = &inner->primary;
        }
        chain.push_back(primary);
        open("default", label, depth);
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) write(**it, {}, depth + 1);
        close(depth);
    }
    void write_kind(const hcl::spec::label& l, const std::string& label, int depth) {
        open("label", label, depth);
        argument("index", std::to_string(l.index), depth + 1);
        name_argument("name", l.name, label, depth + 1);
        close(depth);
    }
    void write_kind(const transform& t, const std::string& label, int depth) {
        open("transform", label, depth);
        std::string result = t.result ? t.result.node()->native_source() : std::string();
        if (result.empty() && t.result) {
            diagnostics ignored;
            value v = t.result.evaluate(ignored);
            if (!ignored.has_errors()) hcl::detail::append_literal(result, v, hcl::detail::quote_style::native);
        }
        if (result.empty()) {
            flush();
            indent(depth + 1);
            out += "# the result expression has no source text\n";
            result = "nested";
        }
        argument("result", result, depth + 1);
        write(t.nested, {}, depth + 1);
        close(depth);
    }
};

// Fills the names object members imply into unnamed attr and block_*
// specs wrapped in default_ and transform, where the file has no label to
// imply them.
spec with_names(const spec& s, const std::string& implied);

struct name_filler {
    const std::string& implied;

    spec operator()(const object& o) const {
        object out;
        for (const auto& [name, member] : o.members) out.members.emplace_back(name, with_names(member, name));
        return out;
    }
    spec operator()(const array& a) const {
        array out;
        for (const auto& e : a.elements) out.elements.push_back(with_names(e, {}));
        return out;
    }
    spec operator()(const attr& a) const {
        attr out = a;
        out.name = detail::name_or(a.name, implied);
        return out;
    }
    spec operator()(const block& b) const {
        block out = b;
        out.block_type = detail::name_or(b.block_type, implied);
        out.nested = with_names(b.nested, {});
        return out;
    }
    spec operator()(const block_list& b) const {
        block_list out = b;
        out.block_type = detail::name_or(b.block_type, implied);
        out.nested = with_names(b.nested, {});
        return out;
    }
    spec operator()(const block_set& b) const {
        block_set out = b;
        out.block_type = detail::name_or(b.block_type, implied);
        out.nested = with_names(b.nested, {});
        return out;
    }
    spec operator()(const block_map& b) const {
        block_map out = b;
        out.block_type = detail::name_or(b.block_type, implied);
        out.nested = with_names(b.nested, {});
        return out;
    }
    spec operator()(const block_attrs& b) const {
        block_attrs out = b;
        out.block_type = detail::name_or(b.block_type, implied);
        return out;
    }
    spec operator()(const literal& l) const { return l; }
    spec operator()(const label& l) const {
        label out = l;
        out.name = detail::name_or(l.name, implied);
        return out;
    }
    spec operator()(const default_& d) const { return default_{with_names(d.primary, implied), with_names(d.fallback, implied)}; }
    spec operator()(const transform& t) const {
        transform out = t;
        out.nested = with_names(t.nested, implied);
        return out;
    }
};

spec with_names(const spec& s, const std::string& implied) {
    spec out = std::visit(name_filler{implied}, s.data().alternatives);
    return s.doc().empty() ? out : out.with_doc(s.doc());
}

}  // namespace

std::string write(const spec& s) {
    writer w;
    w.write(with_names(s, {}), {}, 0);
    return std::move(w.out);
}

}  // namespace spec
HCL_END_NAMESPACE
