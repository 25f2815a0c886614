// hcl::lsp::serve: a session over the two streams.
#include "lsp/server/session.hpp"

#include <hcl/lsp/server.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {

int serve(std::istream& in, std::ostream& out, const server_options& options) {
    try {
        server_detail::session s(in, out, options);
        return s.run();
    } catch (...) {
        // Only setting up can get here (out of memory): the protocol's code
        // for an end without shutdown.
        return 1;
    }
}

}  // namespace lsp
HCL_END_NAMESPACE
