// The page's worker: hclcpp (hclcpp.js + hclcpp.wasm, beside the page) runs
// here so that the page stays responsive while a large config is read.
// A request {id, config, spec, variables} is answered with every result,
// the semantic tokens of both editors among them; a request {op, id, doc,
// config, spec, position} asks one editor service (completion, hover,
// signature help, formatting) about the config or the spec editor's text
// (null for a text unchanged since the last message).
import { wrap, byteOffsetsToIndexes, tokenOffsets } from "./hclcpp-api.js";

importScripts("hclcpp.js");
const ready = self.createHclcpp().then(wrap);

// Diagnostics of the config (not of the spec or variables) with the
// positions of their ranges in the config's JavaScript string.
function locate(config, diagnostics, file) {
  const mine = diagnostics.filter((d) => d.subject && d.subject.filename === file);
  const offsets = mine.flatMap((d) => [d.subject.start.byte, d.subject.end.byte]);
  const indexes = byteOffsetsToIndexes(config, offsets);
  return mine.map((d, i) => ({ ...d, from: indexes[2 * i], to: indexes[2 * i + 1] }));
}

function diagnosticsOf(stderr) {
  if (!stderr) return [];
  try {
    return JSON.parse(stderr).diagnostics ?? [];
  } catch {
    return [{ severity: "error", summary: stderr.trim(), detail: "" }];
  }
}

// The documents the services know, by name: the config against the spec
// editor's spec, the spec against the spec language. Opened again only when
// their text (or the config's spec) changed.
const CONFIG = "config.hcl";
const SPEC = "spec.hcldec";
const opened = new Map();
function sync(api, config, spec) {
  const wanted = [
    [CONFIG, config, spec],
    [SPEC, spec, ""],
  ];
  for (const [name, text, schema] of wanted) {
    const last = opened.get(name);
    if (last && last.text === text && last.schema === schema) continue;
    api.open(name, text, schema);
    opened.set(name, { text, schema });
  }
}

function tokensOf(api, name, text) {
  const { legend, tokens } = api.semanticTokens(name) ?? { legend: [], tokens: [] };
  return { legend, offsets: tokenOffsets(text, tokens) };
}

const services = {
  complete: (api, name, position) => api.complete(name, position),
  hover: (api, name, position) => api.hover(name, position),
  signatureHelp: (api, name, position) => api.signatureHelp(name, position),
  format: (api, name) => api.formatEdits(name),
};

// The editors' texts as last posted; a service request gives null for a
// text that did not change since.
const texts = { config: "", spec: "" };

function serve(api, { op, id, doc, config, spec, position }) {
  const started = performance.now();
  if (config !== null) texts.config = config;
  if (spec !== null) texts.spec = spec;
  sync(api, texts.config, texts.spec);
  const result = services[op](api, doc === "spec" ? SPEC : CONFIG, position);
  self.postMessage({ op, id, result, millis: performance.now() - started });
}

self.onmessage = async (event) => {
  const api = await ready;
  if (event.data.op) {
    serve(api, event.data);
    return;
  }
  const { id, config, spec, variables } = event.data;
  texts.config = config;
  texts.spec = spec;
  const started = performance.now();
  const evaluated = api.evaluate(config, variables.trim());
  const formatted = api.format(config);
  const decoded = spec.trim() ? api.decode(config, spec, variables.trim()) : null;
  const decodeDiagnostics = decoded ? diagnosticsOf(decoded.stderr) : [];
  sync(api, config, spec);
  const configTokens = tokensOf(api, CONFIG, config);
  const specTokens = tokensOf(api, SPEC, spec);
  self.postMessage({
    id,
    millis: performance.now() - started,
    variablesError: evaluated.variables_error ?? null,
    diagnostics: locate(config, evaluated.diagnostics ?? [], "config.hcl"),
    text: evaluated.text ?? "",
    values: evaluated.eval ?? "",
    formatted,
    decoded,
    decodeDiagnostics: locate(config, decodeDiagnostics, "config.hcl"),
    specDiagnostics: locate(spec, decodeDiagnostics, "spec.hcldec"),
    // About the variables, or without a place.
    otherDecodeDiagnostics: decodeDiagnostics.filter(
      (d) => !d.subject || (d.subject.filename !== "config.hcl" && d.subject.filename !== "spec.hcldec"),
    ),
    configTokens,
    specTokens,
  }, [configTokens.offsets.buffer, specTokens.offsets.buffer]);
};
