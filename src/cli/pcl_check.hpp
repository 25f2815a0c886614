// `hcl pcl check FILE [--scope SCOPE.json] [--json]` (src/cli/pcl_command.cpp
// dispatches to it).
#pragma once

#include "cli/command.hpp"

#include <string_view>

namespace hcl_cli {

int run_pcl_check(arguments args, std::string_view usage);

}  // namespace hcl_cli
