// The features the server serves, each in its *_feature.cpp.
#include "lsp/server/session.hpp"

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

extern const feature document_feature;
extern const feature completion_feature;
extern const feature hover_feature;
extern const feature symbols_feature;
extern const feature formatting_feature;
extern const feature navigation_feature;
extern const feature code_action_feature;
extern const feature configuration_feature;

std::span<const feature* const> features() {
    static constexpr const feature* all[] = {&document_feature,   &completion_feature, &hover_feature,
                                             &symbols_feature,    &formatting_feature, &navigation_feature,
                                             &code_action_feature, &configuration_feature};
    return all;
}

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
