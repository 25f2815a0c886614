// A text dump of a JSON syntax tree: every node's kind, byte span and text,
// every property's name and span, one line each. Two trees are the same
// exactly when their dumps are (the fast and the diagnosing parser are
// compared this way by a unit test and by the json_parser fuzz target).
#pragma once

#include "json/ast.hpp"

#include <string>

HCL_BEGIN_NAMESPACE
namespace json::detail {

std::string dump_tree(const node& root);

}  // namespace json::detail
HCL_END_NAMESPACE
