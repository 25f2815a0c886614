// Definitions, references and rename.
#include "lsp/server/session.hpp"

#include <hcl/lsp/navigation.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

json definition_list(session& s, const json& params) {
    const auto [doc, at] = s.find_position(params);
    if (!doc) return json::array();
    return definition(s.workspace(), *doc, at);
}

json reference_list(session& s, const json& params) {
    const auto [doc, at] = s.find_position(params);
    bool include_declaration = false;
    if (const json* context = optional_member(params, "context")) {
        const json* include = optional_member(*context, "includeDeclaration");
        include_declaration = include && include->is_boolean() && include->get<bool>();
    }
    if (!doc) return json::array();
    return references(s.workspace(), *doc, at, include_declaration);
}

json prepare_rename_range(session& s, const json& params) {
    const auto [doc, at] = s.find_position(params);
    if (!doc) return nullptr;
    const auto r = prepare_rename(s.workspace(), *doc, at);
    if (!r) return nullptr;
    return *r;
}

json rename_edit(session& s, const json& params) {
    const auto [doc, at] = s.find_position(params);
    const std::string new_name = string_member(params, "newName");
    if (!doc) throw rpc_error(error_code::request_failed, "the document is not open");
    auto result = rename(s.workspace(), *doc, at, new_name);
    if (!result.error.empty()) throw rpc_error(error_code::request_failed, result.error);
    return result.edit;
}

void advertise(json& capabilities) {
    capabilities["definitionProvider"] = true;
    capabilities["referencesProvider"] = true;
    capabilities["renameProvider"] = {{"prepareProvider", true}};
}

constexpr request_method requests[] = {
    {"textDocument/definition", definition_list},
    {"textDocument/references", reference_list},
    {"textDocument/prepareRename", prepare_rename_range},
    {"textDocument/rename", rename_edit},
};

}  // namespace

extern const feature navigation_feature{advertise, requests, {}};

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
