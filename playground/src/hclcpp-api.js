// hclcpp's binding (playground/wasm/binding.cpp) as plain JavaScript
// functions over strings, for the page's worker and for the tests in Node.
// `module` is what emscripten's createHclcpp() resolves to.
export function wrap(module) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  // Calls a binding function with each string as (pointer, byte length) and
  // returns the text it left in the result buffer.
  function call(name, ...strings) {
    const pointers = [];
    const args = [];
    try {
      for (const s of strings) {
        const bytes = encoder.encode(s);
        const p = module._malloc(bytes.length + 1);
        module.HEAPU8.set(bytes, p);
        pointers.push(p);
        args.push(p, bytes.length);
      }
      module["_" + name](...args);
    } finally {
      for (const p of pointers) module._free(p);
    }
    const data = module._hclcpp_result_data();
    const size = module._hclcpp_result_size();
    return decoder.decode(module.HEAPU8.subarray(data, data + size));
  }
  const json = (name, ...strings) => JSON.parse(call(name, ...strings));

  return {
    // Parse and validate: {diagnostics: [{severity, summary, detail,
    // subject: {start, end: {line, column, byte}}}], text}.
    parse: (config) => json("hclcpp_parse", config),
    // Every attribute evaluated with the standard library and `variables`
    // (JSON object text, "" for none): {eval (the `hcl eval` JSON text),
    // diagnostics, text} or {variables_error}.
    evaluate: (config, variables = "") => json("hclcpp_eval", config, variables),
    // Diagnostics of parsing and evaluation rendered for people.
    renderDiagnostics: (config, variables = "") => json("hclcpp_eval", config, variables).text ?? "",
    // `hcl fmt`: {status, stdout (the formatted text), stderr}.
    format: (config) => json("hclcpp_format", config),
    // `hcl dec --diags=json`: {status, stdout (the decoded JSON), stderr
    // (diagnostics JSON)}.
    decode: (config, spec, variables = "") => json("hclcpp_decode", config, spec, variables),
    // Any `hcl` subcommand, arguments as for the native tool, on files
    // written with `fs` (emscripten's FS): {status, stdout, stderr}.
    run: (args) => json("hclcpp_run", JSON.stringify(args)),
    fs: module.FS,
  };
}

// UTF-16 indexes (JavaScript string positions) of UTF-8 byte offsets in
// `text`; offsets inside a character map to its start.
export function byteOffsetsToIndexes(text, offsets) {
  const order = offsets.map((o, i) => [o, i]).sort((a, b) => a[0] - b[0]);
  const out = new Array(offsets.length);
  let byte = 0;
  let index = 0;
  for (const [offset, slot] of order) {
    while (index < text.length) {
      const c = text.codePointAt(index);
      const width = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
      if (byte + width > offset) break;
      byte += width;
      index += c >= 0x10000 ? 2 : 1;
    }
    out[slot] = index;
  }
  return out;
}
