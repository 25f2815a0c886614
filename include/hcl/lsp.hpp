// hcl::lsp — editor services for HCL documents, and the language server
// built on them (docs/language-server.md). Includes every part.
#pragma once

#include <hcl/lsp/code_actions.hpp>
#include <hcl/lsp/completion.hpp>
#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/formatting.hpp>
#include <hcl/lsp/hover.hpp>
#include <hcl/lsp/navigation.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/server.hpp>
#include <hcl/lsp/symbols.hpp>
#include <hcl/lsp/workspace.hpp>
#include <hcl/lsp/workspace_config.hpp>
