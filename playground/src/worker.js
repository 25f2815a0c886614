// The page's worker: hclcpp (hclcpp.js + hclcpp.wasm, beside the page) runs
// here so that the page stays responsive while a large config is read.
// A request {id, config, spec, variables} is answered with every result.
import { wrap, byteOffsetsToIndexes } from "./hclcpp-api.js";

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

self.onmessage = async (event) => {
  const api = await ready;
  const { id, config, spec, variables } = event.data;
  const started = performance.now();
  const evaluated = api.evaluate(config, variables.trim());
  const formatted = api.format(config);
  const decoded = spec.trim() ? api.decode(config, spec, variables.trim()) : null;
  const decodeDiagnostics = decoded ? diagnosticsOf(decoded.stderr) : [];
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
  });
};
