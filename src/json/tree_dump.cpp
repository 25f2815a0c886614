#include "json/tree_dump.hpp"

HCL_BEGIN_NAMESPACE
namespace json::detail {

namespace {

void dump(const node& n, std::string& out, int depth) {
    static const char* const kinds[] = {"object", "array", "string", "number", "boolean", "null", "invalid"};
    out.append(static_cast<std::size_t>(depth) * 2, ' ');
    out += kinds[static_cast<int>(n.kind)];
    out += " " + std::to_string(n.whole.start) + "-" + std::to_string(n.whole.end);
    if (n.synthetic) out += " synthetic";
    if (n.kind == node_kind::boolean) out += n.boolean ? " true" : " false";
    if (n.kind == node_kind::string || n.kind == node_kind::number) out += " [" + std::string(n.text()) + "]";
    out += "\n";
    for (const auto& p : n.properties()) {
        out.append(static_cast<std::size_t>(depth) * 2 + 1, ' ');
        out += "name [" + std::string(p.name) + "] " + std::to_string(p.name_span.start) + "-" +
               std::to_string(p.name_span.end) + "\n";
        dump(p.value, out, depth + 1);
    }
    for (const auto& e : n.elements()) dump(e, out, depth + 1);
}

}  // namespace

std::string dump_tree(const node& root) {
    std::string out;
    dump(root, out, 0);
    return out;
}

}  // namespace json::detail
HCL_END_NAMESPACE
