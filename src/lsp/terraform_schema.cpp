// Terraform provider schemas as editor schemas.
#include <hcl/lsp/schema.hpp>

HCL_BEGIN_NAMESPACE
namespace lsp {

schema::load_result schema::parse_terraform(std::string text, std::string filename) {
    (void)text;
    load_result out;
    out.diagnostics.add_error("Terraform provider schemas are not read yet", filename);
    return out;
}

}  // namespace lsp
HCL_END_NAMESPACE
