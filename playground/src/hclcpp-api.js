// hclcpp's binding (playground/wasm/binding.cpp) as plain JavaScript
// functions over strings, for the page's worker and for the tests in Node.
// `module` is what emscripten's createHclcpp() resolves to.
export function wrap(module) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  // Calls a binding function with each string as (pointer, byte length),
  // each number as itself, and returns the text it left in the result buffer.
  function call(name, ...strings) {
    const pointers = [];
    const args = [];
    try {
      for (const s of strings) {
        if (typeof s === "number") {
          args.push(s);
          continue;
        }
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

    // The editor services (playground/wasm/editor_services.cpp) on open
    // documents, by name: a name ending in ".hcldec" is a spec (against the
    // spec language), any other a config (against `spec`, an hcldec spec's
    // text). Positions are {line, character} in UTF-16 units, as the
    // Language Server Protocol's; null where the document is not open.
    open: (name, text, spec = "") => json("hclcpp_lsp_open", name, text, spec),
    complete: (name, { line, character }) => json("hclcpp_lsp_complete", name, line, character),
    hover: (name, { line, character }) => json("hclcpp_lsp_hover", name, line, character),
    signatureHelp: (name, { line, character }) => json("hclcpp_lsp_signature_help", name, line, character),
    // {legend, tokens: [line, character, length, type, ...]}.
    semanticTokens: (name) => json("hclcpp_lsp_semantic_tokens", name),
    // {edits: [{range, text}]}, or {edits: null} when it does not parse.
    formatEdits: (name) => json("hclcpp_lsp_format", name),
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

// Absolute UTF-16 offsets of semantic tokens ({line, character, length} in
// UTF-16 units) in `text`, whose lines end with "\n" (an editor's text):
// [from, to, type, ...] as a Uint32Array.
export function tokenOffsets(text, tokens) {
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const out = new Uint32Array((tokens.length / 4) * 3);
  for (let i = 0, j = 0; i < tokens.length; i += 4, j += 3) {
    const from = (lineStarts[tokens[i]] ?? text.length) + tokens[i + 1];
    out[j] = from;
    out[j + 1] = from + tokens[i + 2];
    out[j + 2] = tokens[i + 3];
  }
  return out;
}
