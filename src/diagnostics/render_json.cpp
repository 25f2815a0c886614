// Diagnostics as JSON for tools, in the shape of the reference hcldec tool's
// output plus "context" and "path".
#include <hcl/diagnostic_render.hpp>

#include <nlohmann/json.hpp>

HCL_BEGIN_NAMESPACE

namespace {

using json = nlohmann::ordered_json;

json position_json(const source_position& pos) {
    return json{{"line", pos.line}, {"column", pos.column}, {"byte", pos.byte}};
}

json range_json(const source_range& range) {
    return json{{"filename", range.filename.str()},
                {"start", position_json(range.start)},
                {"end", position_json(range.end)}};
}

json diagnostic_json(const diagnostic& d) {
    json out = json::object();
    out["severity"] = to_string(d.severity);
    out["summary"] = d.summary;
    if (!d.detail.empty()) out["detail"] = d.detail;
    if (d.subject) out["subject"] = range_json(*d.subject);
    if (d.context) out["context"] = range_json(*d.context);
    if (!d.path.empty()) out["path"] = d.path;
    return out;
}

}  // namespace

std::string render_json(const diagnostics& diags, int indent) {
    json list = json::array();
    for (const diagnostic& d : diags) list.push_back(diagnostic_json(d));
    json doc = json::object();
    doc["diagnostics"] = std::move(list);
    // Source text may hold invalid UTF-8; replace it rather than throw.
    return doc.dump(indent, ' ', false, json::error_handler_t::replace);
}

HCL_END_NAMESPACE
