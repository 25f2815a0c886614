// The same configuration as service.hcl, written in HCL's JSON syntax
// (service.json), decoded into the same structs: the decoder works on HCL's
// syntax-independent body, so nothing changes but the file name. The output
// is checked against service.expected, the main example's.
#include "service_config.hpp"

#include <hcl/decode.hpp>
#include <hcl/diagnostic_render.hpp>

#include <iostream>

int main() {
    // ".json" selects the JSON syntax.
    auto result = hcl::try_decode_file<app::config>("service.json");
    if (result.has_errors()) {
        hcl::print_diagnostics(std::cerr, result);
        return 1;
    }
    app::print(result.value);
    return 0;
}
