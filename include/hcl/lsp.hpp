// hcl::lsp — editor services for HCL documents, and the language server
// built on them (docs/language-server.md). Includes every part.
#pragma once

#include <hcl/lsp/diagnostics.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/workspace.hpp>
