// The public entry points of the JSON syntax (hcl/json/parse.hpp).
#include <hcl/json/parse.hpp>

#include "json/ast.hpp"
#include "json/parser.hpp"

#include <limits>

HCL_BEGIN_NAMESPACE
namespace json {

using namespace detail;

namespace detail {

hcl::body json_file::body() const {
    if (!root) return hcl::body();
    return hcl::body(std::make_shared<json_body>(shared_from_this(), root));
}

hcl::expression make_expression(const std::shared_ptr<const json_file>& file, const node* n) {
    return hcl::expression(std::make_shared<json_expression>(file, n));
}

namespace {

// Tokens and nodes hold 32-bit offsets. A source that does not fit is
// reported and read as empty.
bool too_large(std::string_view source, const std::string& filename, diagnostics& diags) {
    if (source.size() < std::numeric_limits<offset>::max()) return false;
    diags.add_error("Source too large", "The JSON parser reads sources shorter than 4 GiB.",
                    source_range{filename, {}, {}});
    return true;
}

}  // namespace

}  // namespace detail

parse_result parse(std::string source, std::string filename, const parse_options& options) {
    return parse(std::make_shared<const std::string>(std::move(source)), std::move(filename), options);
}

parse_result parse(std::shared_ptr<const std::string> source, std::string filename, const parse_options& options) {
    parse_result out;
    if (!source || too_large(*source, filename, out.diagnostics)) source = std::make_shared<const std::string>();
    auto file = std::make_shared<json_file>(std::move(source), std::move(filename), options.start);
    const node* root = parse_value_text(*file, options, out.diagnostics);
    if (root->kind != node_kind::object && root->kind != node_kind::array) {
        out.diagnostics.add_error("Root value must be object",
                                  "The root value in a JSON-based configuration must be either a JSON object or a "
                                  "JSON array of objects.",
                                  file->range(root->start_span()));
        // An empty body at the very start of the file, as the reference does.
        node& empty = file->make_node(node_kind::object);
        empty.synthetic = true;
        root = &empty;
    }
    file->root = root;
    out.file = file;
    return out;
}

expression_parse_result parse_expression(std::string source, std::string filename, const parse_options& options) {
    expression_parse_result out;
    if (too_large(source, filename, out.diagnostics)) source.clear();
    auto file = std::make_shared<json_file>(std::move(source), std::move(filename), options.start);
    file->root = parse_value_text(*file, options, out.diagnostics);
    out.expression = make_expression(file, file->root);
    return out;
}

bool is_json_body(const hcl::body& b) noexcept { return dynamic_cast<const json_body*>(b.node()) != nullptr; }

bool is_json_expression(const hcl::expression& e) noexcept {
    return dynamic_cast<const json_expression*>(e.node()) != nullptr;
}

}  // namespace json
HCL_END_NAMESPACE
