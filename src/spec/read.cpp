// Reading spec files (hcl::spec::parse): the hcldec spec format.
//
// A spec file's body holds `function` blocks (user functions for input
// files), `variables` blocks and exactly one root spec block. Each spec
// block's arguments are read with the struct decoder, as the reference
// reads them with gohcl, so argument problems carry the same messages; the
// spec-specific checks follow the reference's wording. Where the reference
// omits a check it documents (block without block_type, max_items below
// min_items) or crashes (a default with one spec), we report a diagnostic
// instead: docs/spec-decoding.md lists these.
#include "decode/read_text.hpp"
#include "spec/doc_comments.hpp"
#include "spec/spec_language.hpp"
#include "spec/walk.hpp"

#include <hcl/convert.hpp>
#include <hcl/decode.hpp>
#include <hcl/ext/user_functions.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec.hpp>

#include <boost/describe.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hcl_spec_args {

struct attr_args {
    std::optional<std::string> name;
    hcl::expression type;
    std::optional<bool> required;
};
BOOST_DESCRIBE_STRUCT(attr_args, (), (name, type, required))

struct block_args {
    std::optional<std::string> block_type;
    std::optional<bool> required;
    hcl::body nested;
};
BOOST_DESCRIBE_STRUCT(block_args, (), (block_type, required, nested))

struct block_list_args {
    std::optional<std::string> block_type;
    std::optional<std::int64_t> min_items;
    std::optional<std::int64_t> max_items;
    hcl::body nested;
};
BOOST_DESCRIBE_STRUCT(block_list_args, (), (block_type, min_items, max_items, nested))

struct block_map_args {
    std::optional<std::string> block_type;
    std::vector<std::string> labels;
    hcl::body nested;
};
BOOST_DESCRIBE_STRUCT(block_map_args, (), (block_type, labels, nested))

struct block_attrs_args {
    std::optional<std::string> block_type;
    hcl::expression element_type;
    std::optional<bool> required;
};
BOOST_DESCRIBE_STRUCT(block_attrs_args, (), (block_type, element_type, required))

struct literal_args {
    hcl::value value;
    hcl::expression type;  // hclcpp's extension: the literal's type
};
BOOST_DESCRIBE_STRUCT(literal_args, (), (value, type))

struct label_args {
    std::int64_t index = 0;
    std::optional<std::string> name;
};
BOOST_DESCRIBE_STRUCT(label_args, (), (index, name))

// What every spec block may say about itself (hclcpp's extension: the
// reference reads no description), and the rest of its body.
struct description_args {
    std::optional<std::string> description;
    std::optional<std::string> description_kind;
    hcl::body rest;
};
BOOST_DESCRIBE_STRUCT(description_args, (), (description, description_kind, rest))
constexpr auto hcl_fields(hcl::type_tag<description_args>) {
    return hcl::fields(hcl::field(&description_args::rest, hcl::tag::remain()));
}

struct transform_args {
    hcl::expression result;
    hcl::body nested;
};
BOOST_DESCRIBE_STRUCT(transform_args, (), (result, nested))

}  // namespace hcl_spec_args

HCL_BEGIN_NAMESPACE
namespace spec {

namespace {

using namespace hcl_spec_args;

// The reference's kinds, and block_attrs and label, which its library has
// and its spec files lack.
constexpr const char* spec_block_types[] = {"object",    "array",     "literal",     "attr",    "block",     "block_list",
                                            "block_map", "block_set", "block_attrs", "default", "transform", "label"};

body_schema spec_block_schema(bool labelled) {
    body_schema s;
    for (const char* t : spec_block_types) {
        s.blocks.push_back({t, labelled ? std::vector<std::string>{"key"} : std::vector<std::string>{}});
    }
    hcl::detail::mark_schema_valid(s);
    return s;
}

const body_schema& unlabelled_schema() {
    static const body_schema s = spec_block_schema(false);
    return s;
}
const body_schema& labelled_schema() {
    static const body_schema s = spec_block_schema(true);
    return s;
}

// The expression `null` at `where`.
hcl::expression null_expression(const source_range& where) {
    native::parse_options options;
    options.start = where.start;
    return native::parse_expression("null", where.filename.str(), options).expression;
}

class reader {
public:
    // `comments`: the native-syntax file's comments (null: none read).
    reader(diagnostics& diags, const detail::doc_comments* comments) : diags_(diags), comments_(comments) {}

    // The root spec: exactly one spec block in what is left of the file.
    spec read_root(const hcl::body& b) {
        diagnostics here;
        body_content content = b.content(unlabelled_schema(), here);
        return exactly_one(b, content, std::move(here),
                           "A spec file must have exactly one root block specifying how to map to a JSON value.");
    }

private:
    // The one nested spec block of `content` (read from `b`), or errors.
    spec exactly_one(const hcl::body& b, const body_content& content, diagnostics here, const char* detail) {
        const bool failed = here.has_errors();
        diags_.append(std::move(here));
        if (content.blocks.empty()) {
            if (!failed) diags_.add_error("Missing spec block", detail, b.missing_item_range());
            return {};
        }
        if (content.blocks.size() > 1) {
            diags_.add_error("Extraneous spec block", detail, content.blocks[1].def_range());
            return {};
        }
        return read_block(content.blocks[0]);
    }

    spec read_nested(const hcl::body& b) {
        diagnostics here;
        body_content content = b.content(unlabelled_schema(), here);
        return exactly_one(b, content, std::move(here),
                           "A block spec must have exactly one child spec specifying how to decode block contents.");
    }

    // Decodes a spec block's arguments; nullopt when they have errors.
    template <class Args>
    std::optional<Args> arguments(const hcl::body& b, const eval_context* ctx = nullptr) {
        auto r = try_decode<Args>(b, ctx);
        const bool failed = r.diagnostics.has_errors();
        diags_.append(std::move(r.diagnostics));
        if (failed) return std::nullopt;
        return std::move(r.value);
    }

    bool is_json(const hcl::body& b) const { return json::is_json_body(b); }

    hcl::type type_argument(const hcl::expression& e, const hcl::body& b) {
        return detail::evaluate_type_expression(e, is_json(b), diags_);
    }

    void missing_block_type(const char* kind, const hcl::body& b) {
        diags_.add_error(std::string("Missing block_type in ") + kind + " spec",
                         "The block_type attribute is required, to specify the block type name that is expected "
                         "in an input HCL file.",
                         b.missing_item_range());
    }

    static std::size_t count(const std::optional<std::int64_t>& n) {
        return n && *n > 0 ? static_cast<std::size_t>(*n) : 0;
    }

    // A spec block with its description: its `description` argument, else
    // the comment lines directly above it.
    spec read_block(const hcl::block& blk) {
        auto args = arguments<description_args>(blk.body());
        if (!args) return {};
        description doc;
        if (args->description) {
            doc.text = std::move(*args->description);
        } else if (comments_) {
            doc.text = comments_->above(blk.type_range().start.byte);
        }
        if (args->description_kind && *args->description_kind != "plain") {
            if (*args->description_kind != "markdown") {
                diags_.add_error("Invalid description_kind",
                                 "A description_kind must be \"plain\" or \"markdown\".", blk.body().missing_item_range());
            }
            doc.markdown = true;
        }
        spec out = read_kind(blk, args->rest);
        return doc.empty() ? out : out.with_doc(std::move(doc));
    }

    spec read_kind(const hcl::block& blk, const hcl::body& b) {
        const std::string implied = blk.labels.empty() ? std::string() : blk.labels[0];
        const std::string& t = blk.type;
        if (t == "object") return read_object(b);
        if (t == "array") return read_array(b);
        if (t == "attr") return read_attr(b, implied);
        if (t == "block") return read_single_block(b, implied);
        if (t == "block_list") return read_sequence<block_list>(b, implied, "block_list");
        if (t == "block_set") return read_sequence<block_set>(b, implied, "block_set");
        if (t == "block_map") return read_block_map(b, implied);
        if (t == "block_attrs") return read_block_attrs(b, implied);
        if (t == "literal") return read_literal(b);
        if (t == "default") return read_default(b);
        if (t == "transform") return read_transform(b);
        if (t == "label") return read_label(b, implied);
        diags_.add_error("Invalid spec block", "Blocks of type " + t + " are not expected here.", blk.type_range());
        return {};
    }

    spec read_object(const hcl::body& b) {
        object o;
        body_content content = b.content(labelled_schema(), diags_);
        for (const auto& blk : content.blocks) o.members.emplace_back(blk.labels.at(0), read_block(blk));
        return o;
    }

    spec read_array(const hcl::body& b) {
        array a;
        body_content content = b.content(unlabelled_schema(), diags_);
        for (const auto& blk : content.blocks) a.elements.push_back(read_block(blk));
        return a;
    }

    spec read_attr(const hcl::body& b, const std::string& implied) {
        auto args = arguments<attr_args>(b);
        if (!args) return {};
        attr a;
        a.name = args->name ? *args->name : implied;
        a.required = args->required.value_or(false);
        a.type = type_argument(args->type, b);
        if (a.name.empty()) {
            diags_.add_error("Missing name in attribute spec",
                             "The name attribute is required, to specify the attribute name that is expected in an "
                             "input HCL file.",
                             b.missing_item_range());
            return {};
        }
        return a;
    }

    spec read_single_block(const hcl::body& b, const std::string& implied) {
        auto args = arguments<block_args>(b);
        if (!args) return {};
        block out;
        out.block_type = args->block_type ? *args->block_type : implied;
        out.required = args->required.value_or(false);
        out.nested = read_nested(args->nested);
        if (out.block_type.empty()) {
            missing_block_type("block", b);
            return {};
        }
        return out;
    }

    template <class Kind>
    spec read_sequence(const hcl::body& b, const std::string& implied, const char* kind_name) {
        auto args = arguments<block_list_args>(b);
        if (!args) return {};
        Kind out;
        out.block_type = args->block_type ? *args->block_type : implied;
        out.min_items = count(args->min_items);
        out.max_items = count(args->max_items);
        out.nested = read_nested(args->nested);
        if (out.block_type.empty()) {
            missing_block_type(kind_name, b);
            return {};
        }
        if (out.max_items != 0 && out.max_items < out.min_items) {
            diags_.add_error(std::string("Invalid ") + kind_name + " spec",
                             "max_items must be greater than or equal to min_items.", b.missing_item_range());
            return {};
        }
        return out;
    }

    spec read_block_map(const hcl::body& b, const std::string& implied) {
        auto args = arguments<block_map_args>(b);
        if (!args) return {};
        block_map out;
        out.block_type = args->block_type ? *args->block_type : implied;
        out.labels = std::move(args->labels);
        out.nested = read_nested(args->nested);
        if (out.block_type.empty()) {
            missing_block_type("block_map", b);
            return {};
        }
        if (out.labels.empty()) {
            diags_.add_error("Invalid block label name list", "A block_map must have at least one label specified.",
                             b.missing_item_range());
            return {};
        }
        if (implied_type(out.nested).has_dynamic_types()) {
            diags_.add_error("Invalid block_map spec", "A block_map spec may not contain attributes with type 'any'.",
                             b.missing_item_range());
        }
        return out;
    }

    spec read_block_attrs(const hcl::body& b, const std::string& implied) {
        auto args = arguments<block_attrs_args>(b);
        if (!args) return {};
        block_attrs out;
        out.block_type = args->block_type ? *args->block_type : implied;
        out.required = args->required.value_or(false);
        out.element_type = type_argument(args->element_type, b);
        if (out.block_type.empty()) {
            missing_block_type("block_attrs", b);
            return {};
        }
        return out;
    }

    spec read_literal(const hcl::body& b) {
        auto args = arguments<literal_args>(b, detail::definition_function_context().get());
        if (!args) return {};
        if (!args->type) return literal{std::move(args->value)};
        // `type = T` (an extension, which write() uses): literal syntax
        // cannot spell every type (a list, a map, a typed null).
        const hcl::type t = type_argument(args->type, b);
        auto converted = convert(args->value, t);
        if (!converted) {
            diags_.add_error("Invalid literal value",
                             "The value does not convert to the literal's type: " + converted.error().to_string() + ".",
                             b.missing_item_range());
            return {};
        }
        return literal{std::move(converted).value()};
    }

    spec read_default(const hcl::body& b) {
        diagnostics here;
        body_content content = b.content(unlabelled_schema(), here);
        const bool failed = here.has_errors();
        diags_.append(std::move(here));
        if (content.blocks.empty()) {
            if (!failed) {
                diags_.add_error("Missing spec block",
                                 "A default block must have at least one nested spec, each specifying a possible "
                                 "outcome.",
                                 b.missing_item_range());
            }
            return {};
        }
        if (content.blocks.size() == 1 && !failed) {
            diags_.add_warning("Useless default block",
                               "A default block with only one spec is equivalent to using that spec alone.",
                               content.blocks[0].def_range());
        }
        std::optional<spec> out;
        for (const auto& blk : content.blocks) {
            const std::size_t errors_before = diags_.error_count();
            spec candidate = read_block(blk);
            if (diags_.error_count() != errors_before) continue;
            out = out ? spec(default_{std::move(*out), std::move(candidate)}) : std::move(candidate);
        }
        return out ? std::move(*out) : spec();
    }

    spec read_label(const hcl::body& b, const std::string& implied) {
        auto args = arguments<label_args>(b);
        if (!args) return {};
        if (args->index < 0 || static_cast<std::uint64_t>(args->index) > detail::max_label_index) {
            diags_.add_error("Invalid label spec",
                             "The label index must be between 0 and " + std::to_string(detail::max_label_index) + ".",
                             b.missing_item_range());
            return {};
        }
        return label{static_cast<std::size_t>(args->index), args->name ? *args->name : implied};
    }

    spec read_transform(const hcl::body& b) {
        auto args = arguments<transform_args>(b);
        if (!args) return {};
        transform out;
        // Without `result` the transform gives null (as the reference's
        // decoder leaves a missing expression): the expression `null`, with
        // that source text so that write() gives it back.
        out.result = args->result ? args->result : null_expression(b.missing_item_range());
        out.functions = detail::spec_definition_functions();
        diagnostics here;
        body_content content = args->nested.content(unlabelled_schema(), here);
        const bool failed = here.has_errors();
        diags_.append(std::move(here));
        if (content.blocks.size() != 1) {
            if (failed) return {};
            diags_.add_error("Invalid transform spec", "A transform spec block must have exactly one nested spec block.",
                             b.missing_item_range());
            return {};
        }
        out.nested = read_block(content.blocks[0]);
        return out;
    }

    diagnostics& diags_;
    const detail::doc_comments* comments_;
};

// The `variables` blocks' attributes, evaluated with the spec functions.
variable_map read_variables(const body_content& content, diagnostics& diags) {
    const eval_context& ctx = *detail::definition_function_context();
    variable_map out;
    for (const auto& blk : content.blocks) {
        attribute_map attributes = blk.body().just_attributes(diags);
        for (const auto& [name, a] : attributes) out.insert_or_assign(name, a.expression.evaluate(ctx, diags));
    }
    return out;
}

}  // namespace

const function_table& definition_functions() { return detail::spec_definition_functions(); }

namespace {

parse_result parse_body(const hcl::body& body, const detail::doc_comments* comments) {
    parse_result out;
    auto& diags = out.diagnostics;

    ext::user_function_options options;
    options.context = detail::definition_function_context();
    options.see_each_other = false;  // as in the reference: only the spec definition functions
    auto functions = ext::decode_user_functions(body, "function", std::move(options));
    diags.append(std::move(functions.diagnostics));
    hcl::body rest = functions.remain;
    out.spec.functions = std::move(functions.functions);

    body_schema variables_schema;
    variables_schema.blocks.push_back({"variables", {}});
    hcl::body after_variables;
    body_content declared = rest.partial_content(variables_schema, after_variables, diags);
    out.spec.variables = read_variables(declared, diags);

    reader r(diags, comments);
    out.spec.root = r.read_root(after_variables);
    return out;
}

}  // namespace

parse_result parse(const hcl::body& body) { return parse_body(body, nullptr); }

parse_result parse(std::string source, std::string filename) {
    const bool json_syntax = filename.size() >= 5 && filename.compare(filename.size() - 5, 5, ".json") == 0;
    hcl::parse_result parsed =
        json_syntax ? json::parse(std::move(source), std::move(filename)) : native::parse_config(std::move(source), std::move(filename));
    if (parsed.has_errors()) {
        parse_result out;
        out.diagnostics = std::move(parsed.diagnostics);
        out.file = std::move(parsed.file);
        return out;
    }
    std::optional<detail::doc_comments> comments;
    if (!json_syntax) comments.emplace(parsed.file->source());
    parse_result out = parse_body(parsed.file->body(), comments ? &*comments : nullptr);
    diagnostics all = std::move(parsed.diagnostics);
    all.append(std::move(out.diagnostics));
    out.diagnostics = std::move(all);
    out.file = std::move(parsed.file);
    return out;
}

parse_result parse_file(const std::string& path) {
    parse_result out;
    auto text = hcl::detail::read_text(path, out.diagnostics);
    if (!text) return out;
    return parse(*text, path);
}

}  // namespace spec
HCL_END_NAMESPACE
