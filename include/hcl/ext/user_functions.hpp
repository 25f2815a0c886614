// User-defined functions: functions written in configuration files (docs/extensions.md).
//
//     function "add" {
//       params         = [a, b]
//       variadic_param = more      # optional: the remaining arguments, as a tuple
//       result         = a + b + sum(more)
//     }
//
// decode_user_functions() reads every block of a chosen type (usually
// "function") as a function an application can add to its evaluation
// context, and returns the rest of the body for the application's own
// schema. Parameters accept any type; a call evaluates `result` with the
// parameters bound, in a child of the context the application gives, so
// functions can use that context's variables and functions. This is the
// reference's ext/userfunc extension.
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>
#include <hcl/diagnostic.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/function.hpp>

#include <cstddef>
#include <memory>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace ext {

struct user_functions_result {
    function_table functions;
    hcl::body remain;  // the body without the function blocks
    hcl::diagnostics diagnostics;
};

struct user_function_options {
    // The context result expressions are evaluated in (below a child
    // binding the parameters); null: only the parameters. Shared with the
    // functions, which keep it alive. So do not add the functions to this
    // context itself (a reference cycle, never freed): they see each other
    // anyway (see_each_other); add them to the context you evaluate the
    // configuration in, a child of this one for instance. To share a
    // context you keep alive yourself without handing over ownership, pass
    // std::shared_ptr's aliasing form with an empty owner.
    std::shared_ptr<const eval_context> context{};
    // Whether the functions also see each other (and themselves), beside
    // the context's functions.
    bool see_each_other = true;
    // Limits that turn runaway recursion into an error instead of a crash
    // or a hang: a call nested deeper than max_call_depth fails, and so
    // does any call beyond the max_calls-th since the outermost call began
    // (`f(x) = f(x) + f(x)` doubles at every level).
    unsigned max_call_depth = 64;
    std::size_t max_calls = 100000;
};

// Reads the blocks of type `block_type` (one label: the function's name)
// as functions. Problems (a missing `params` or `result`, a parameter that
// is not an identifier) are diagnostics with ranges, and the function is
// left out. Of two functions with one name, the later one is kept.
user_functions_result decode_user_functions(const hcl::body& body, std::string_view block_type,
                                            user_function_options options = {});

}  // namespace ext
HCL_END_NAMESPACE
