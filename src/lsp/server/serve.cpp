// hcl::lsp::serve: a session over the two streams.
#include "lsp/server/session.hpp"

#include <hcl/lsp/server.hpp>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/prctl.h>
#endif

HCL_BEGIN_NAMESPACE
namespace lsp {

namespace {

// A server lives long, holds a few documents and answers requests whose
// transient buffers are megabytes for a large document (its lexed tokens,
// a whole-document answer). Page faults are its main cost (a fresh page
// costs more than the work done in it), so (docs/language-server.md,
// "Memory"):
// - no transparent huge pages: the syntax trees' large arena chunks ask
//   for them (one fault per 2 MiB when a command parses a big file), but a
//   huge page counts as resident whole, however little of it is used;
// - the heap keeps what it freed: buffers up to 64 MiB come from it and
//   freed memory stays for the next request. glibc's own policy maps each
//   large buffer afresh and returns it when freed, so every
//   whole-document request faulted its megabytes in again.
void tune_memory_for_a_server() {
#if defined(__linux__)
    ::prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0);
#endif
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
#endif
}

}  // namespace

int serve(std::istream& in, std::ostream& out, const server_options& options) {
    tune_memory_for_a_server();
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
