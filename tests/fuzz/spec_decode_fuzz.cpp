// Fuzzes decoding with hcldec specs (hcl::spec): the input is a configuration
// body (JSON syntax when it starts with '{' or '[', else native), decoded
// with fixed specs that together use every kind: object, array, attr of
// primitive, collection, structural and `any` types, block, block_list with
// min_items / max_items, block_set, block_map with one and two labels (and
// nested), block_attrs, label, literal, default chains, transforms (nested,
// using the spec definition functions), user functions and variables from
// the spec file. The specs are read with hcl::spec::parse at start-up.
//
// For each spec, decode() over the parsed body, decode_string() over the
// same text and decode_string_to_json() (hcl dec's way) must agree
// (spec_fuzz_support.hpp); partial_decode(),
// variables() and value_range() run too. The input's own `function` blocks
// are also read with hcl::ext::decode_user_functions and offered to the
// first spec's decode of the rest. Nothing may crash, hang or throw.
#include "spec_fuzz_support.hpp"

#include <hcl/ext/user_functions.hpp>
#include <hcl/json/parse.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace fuzz_spec_decode {

// Every kind, with user functions and variables; most root members are
// block specs of their own block type, so decode_string() streams them.
constexpr const char* everything = R"spec(
function "twice" {
  params = [x]
  result = x * 2
}
function "join" {
  params         = [sep]
  variadic_param = parts
  result         = "${sep}:${length(parts)}:${jsonencode(parts)}"
}
variables {
  base  = 10
  label = "spec"
}
object {
  attr "a" {
    type = string
  }
  attr "n" {
    type = number
  }
  attr "b" {
    type = bool
  }
  attr "d" {
    type = any
  }
  attr "l" {
    type = list(string)
  }
  attr "m" {
    type = map(number)
  }
  attr "s" {
    type = set(string)
  }
  attr "t" {
    type = tuple([string, number])
  }
  attr "o" {
    type = object({ x = number, y = list(bool) })
  }
  attr "lm" {
    type = list(map(any))
  }
  attr "renamed" {
    name = "other"
    type = string
  }
  block "one" {
    object {
      attr "x" {
        type = string
      }
      block_list "in" {
        attr {
          name = "v"
          type = number
        }
      }
    }
  }
  block_list "item" {
    max_items = 3
    object {
      attr "id" {
        type = number
      }
      attr "tags" {
        type = map(string)
      }
      attr "extra" {
        type = any
      }
      block_set "flag" {
        attr {
          name = "on"
          type = bool
        }
      }
    }
  }
  block_set "tag" {
    attr {
      name = "v"
      type = string
    }
  }
  block_map "svc" {
    labels = ["name"]
    object {
      attr "port" {
        type = number
      }
      block_map "ep" {
        labels = ["proto", "addr"]
        attr {
          name = "w"
          type = number
        }
      }
    }
  }
  block_attrs "env" {
    element_type = string
  }
  block_list "host" {
    object {
      label "hname" {
        index = 0
      }
      attr "addr" {
        type = string
      }
    }
  }
  block_map "subs" {
    labels = ["k"]
    object {
      label "sub" {
        index = 0
      }
      attr "w" {
        type = number
      }
    }
  }
  literal "lit" {
    value = { a = [1, 2], b = "x", c = null }
  }
  default "dflt" {
    attr {
      name = "x1"
      type = number
    }
    attr {
      name = "x2"
      type = number
    }
    literal {
      value = 7
    }
  }
  transform "tr" {
    transform {
      attr {
        name = "w"
        type = string
      }
      result = upper(coalesce(nested, "none"))
    }
    result = "${nested}-${reverse(nested)}-${strlen(nested)}"
  }
}
)spec";

// A root array: counted block lists, a set, a two-label map with a
// required block inside, an attr of any type and a default chain.
constexpr const char* counted = R"spec(
array {
  block_list {
    block_type = "x"
    min_items  = 1
    max_items = 2
    object {
      attr "v" {
        type = number
      }
      attr "w" {
        type = any
      }
    }
  }
  block_set {
    block_type = "y"
    max_items  = 4
    attr {
      name = "v"
      type = list(number)
    }
  }
  block_map {
    block_type = "z"
    labels     = ["k1", "k2"]
    object {
      attr "v" {
        type = string
      }
      block "deep" {
        required = true
        attr {
          name     = "q"
          type     = bool
          required = true
        }
      }
    }
  }
  attr {
    name = "a"
    type = any
  }
  default {
    attr {
      name = "p"
      type = number
    }
    default {
      attr {
        name = "q"
        type = string
      }
      literal {
        value = "fallback"
      }
    }
  }
}
)spec";

// A root block_list (not streamed): required items, block_attrs of any,
// a transform over a nested block list.
constexpr const char* root_list = R"spec(
block_list {
  block_type = "item"
  min_items  = 1
  max_items  = 3
  object {
    attr "id" {
      type     = number
      required = true
    }
    block_attrs "meta" {
      element_type = any
    }
    transform "parts" {
      block_list {
        block_type = "part"
        attr {
          name = "v"
          type = string
        }
      }
      result = length(concat(nested, ["end"]))
    }
  }
}
)spec";

// One block type read by two specs (so not streamed), defaults of blocks,
// a block_map of transforms, a required set and a required attribute.
constexpr const char* shared_types = R"spec(
object {
  block "item" {
    attr {
      name = "v"
      type = string
    }
  }
  block_list "items" {
    block_type = "item"
    attr {
      name = "v"
      type = string
    }
  }
  default "first" {
    block {
      block_type = "primary"
      attr {
        name = "v"
        type = string
      }
    }
    block {
      block_type = "secondary"
      attr {
        name = "v"
        type = string
      }
    }
    literal {
      value = "none"
    }
  }
  block_map "res" {
    labels = ["type", "name"]
    transform {
      object {
        attr "count" {
          type = number
        }
        block_list "rule" {
          attr {
            name = "port"
            type = number
          }
        }
      }
      result = { n = coalesce(nested.count, 0), r = length(nested.rule) }
    }
  }
  block_set "s" {
    min_items = 1
    object {
      attr "k" {
        type = string
      }
      attr "v" {
        type = any
      }
    }
  }
  block "named" {
    object {
      label "first" {
        index = 0
      }
      label "second" {
        index = 1
        name  = "the second"
      }
      attr "v" {
        type = any
      }
    }
  }
  attr "req" {
    type     = string
    required = true
  }
}
)spec";

// The same kinds in a JSON-syntax spec file.
constexpr const char* json_spec = R"spec({
  "object": {
    "attr": {
      "a": {"type": "string"},
      "n": {"type": "number"},
      "l": {"type": "list(object({k = string}))"}
    },
    "block_list": {"item": {"max_items": 2, "attr": {"name": "v", "type": "any"}}},
    "block_map": {"svc": {"labels": ["name"], "attr": {"name": "port", "type": "number"}}},
    "block": {"one": {"block_attrs": {"block_type": "x", "element_type": "number"}}}
  }
})spec";

struct prepared {
    hcl::spec::spec root;
    std::shared_ptr<const hcl::eval_context> ctx;
};

// The spec file's root, and a context with the sample variables and the
// capped standard library, plus the file's variables and (capped) functions.
prepared prepare(const char* text, const char* filename) {
    auto r = hcl::spec::parse(text, filename);
    for (const auto& d : r.diagnostics) std::fprintf(stderr, "%s: %s\n", filename, d.to_string().c_str());
    hcl_fuzz::check(!r.has_errors());
    hcl::variable_map variables = hcl_fuzz::sample_variables();
    for (const auto& [name, v] : r.spec.variables) variables.insert_or_assign(name, v);
    auto ctx = std::make_shared<hcl::eval_context>(hcl_fuzz::make_context(std::move(variables)));
    for (const auto& [name, f] : r.spec.functions) ctx->set_function(name, hcl_fuzz::capped_function(name, f));
    return {r.spec.root, std::move(ctx)};
}

const std::vector<prepared>& specs() {
    static const std::vector<prepared> all = {
        prepare(everything, "everything.hcldec"), prepare(counted, "counted.hcldec"),
        prepare(root_list, "root_list.hcldec"),   prepare(shared_types, "shared_types.hcldec"),
        prepare(json_spec, "spec.json"),
    };
    return all;
}

// The input's `function` blocks as functions (capped, not seeing each
// other), offered to the first spec over the rest of the body.
void decode_with_input_functions(const hcl::body& body, const prepared& p) {
    hcl::ext::user_function_options options;
    options.context = p.ctx;
    options.see_each_other = false;
    auto functions = hcl::ext::decode_user_functions(body, "function", options);
    hcl::eval_context ctx = p.ctx->child();
    for (const auto& [name, f] : functions.functions) ctx.set_function(name, hcl_fuzz::capped_function(name, f));
    hcl_fuzz::reset_budget();
    (void)hcl::spec::decode(functions.remain, p.root, ctx);
}

}  // namespace fuzz_spec_decode

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    if (hcl_fuzz::count_for_keywords(text) > hcl_fuzz::max_for_keywords) return 0;
    const bool json = !text.empty() && (text[0] == '{' || text[0] == '[');
    const std::string filename = json ? "fuzz.json" : "fuzz.hcl";
    const hcl::parse_result parsed = json ? hcl::json::parse(text, filename) : hcl::native::parse_config(text, filename);
    hcl_fuzz::check(parsed.file != nullptr);

    const auto& specs = fuzz_spec_decode::specs();
    for (const auto& p : specs) hcl_spec_fuzz::check_decodes(text, filename, parsed, p.root, p.ctx.get());
    // Literal-only mode (no context) for the first spec.
    hcl_spec_fuzz::check_decodes(text, filename, parsed, specs.front().root, nullptr);
    fuzz_spec_decode::decode_with_input_functions(parsed.file->body(), specs.front());
    return 0;
}
