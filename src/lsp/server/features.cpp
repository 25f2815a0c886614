// The features the server serves, each in its *_feature.cpp.
#include "lsp/server/session.hpp"

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

extern const feature document_feature;

std::span<const feature* const> features() {
    static constexpr const feature* all[] = {&document_feature};
    return all;
}

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
