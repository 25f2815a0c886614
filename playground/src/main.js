// The playground page: three editors (config, spec, variables), hclcpp in a
// worker, and the panes for what it says. docs/playground.md.
import { EditorView, basicSetup } from "codemirror";
import { EditorState } from "@codemirror/state";
import { setDiagnostics } from "@codemirror/lint";
import { editorServices, editChanges } from "./editor-services.js";
import { semanticHighlight, setTokens } from "./semantic-highlight.js";
import { examples } from "./examples.js";
import { encodeFragment, decodeFragment } from "./share.js";

const $ = (id) => document.getElementById(id);
const status = $("status");

// ---- editors
function editor(parent, doc, extensions = []) {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [basicSetup, ...extensions, EditorView.updateListener.of((u) => u.docChanged && schedule())],
    }),
  });
}
const config = editor($("config"), "", [semanticHighlight, editorServices(ask, "config")]);
const spec = editor($("spec"), "", [semanticHighlight, editorServices(ask, "spec")]);
const variables = editor($("variables"), "");

function setText(view, text) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

// ---- tabs
for (const nav of document.querySelectorAll(".tabs")) {
  nav.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-tab]");
    if (button) showTab(nav.dataset.group, button.dataset.tab);
  });
}
function showTab(group, name) {
  for (const el of document.querySelectorAll(`.tabs[data-group="${group}"] button`)) {
    el.classList.toggle("active", el.dataset.tab === name);
  }
  for (const el of document.querySelectorAll(`.tab-body[data-group="${group}"]`)) {
    el.classList.toggle("active", el.id === name);
  }
}

// ---- the worker: one request at a time, the newest inputs next
const worker = new Worker("worker.js");
let sent = 0;
let busy = false;
let dirty = false;
let timer = 0;
let lastResult = null;
const waiting = [];

function schedule() {
  dirty = true;
  clearTimeout(timer);
  timer = setTimeout(send, 120);
}

function send() {
  if (busy || !dirty) return;
  dirty = false;
  busy = true;
  sent += 1;
  status.textContent = "working…";
  sentDocs.config = config.state.doc;
  sentDocs.spec = spec.state.doc;
  worker.postMessage({
    id: sent,
    config: config.state.doc.toString(),
    spec: spec.state.doc.toString(),
    variables: variables.state.doc.toString(),
  });
}

// The editor services: a request about the config or the spec editor
// (completion, hover, signature help, formatting), answered in turn after
// any work the worker is doing. A text the worker already has (the last one
// posted, by any message) is not sent again: null says "unchanged", which
// spares a 1 MB copy at each move of the cursor.
const asked = new Map();
let askedCount = 0;
const sentDocs = { config: null, spec: null };
function textFor(name, view) {
  if (sentDocs[name] === view.state.doc) return null;
  sentDocs[name] = view.state.doc;
  return view.state.doc.toString();
}
function ask(op, doc, position) {
  askedCount += 1;
  const id = askedCount;
  worker.postMessage({ op, id, doc, position, config: textFor("config", config), spec: textFor("spec", spec) });
  return new Promise((resolve) => asked.set(id, resolve));
}

worker.onmessage = (event) => {
  if (event.data.op) {
    asked.get(event.data.id)?.(event.data.result);
    asked.delete(event.data.id);
    return;
  }
  busy = false;
  if (dirty) {
    send();  // what the worker answered is already out of date
    return;
  }
  show(event.data);
  lastResult = event.data;
  while (waiting.length) waiting.shift()(event.data);
};
worker.onerror = (event) => {
  status.textContent = "hclcpp failed to load: " + event.message;
};

// ---- the panes
function severity(d) {
  return d.severity === "warning" ? "warning" : "error";
}

function underlines(diagnostics, length) {
  const seen = new Set();
  const out = [];
  for (const d of diagnostics) {
    const key = `${d.from}:${d.to}:${d.summary}`;
    if (seen.has(key) || out.length >= 1000) continue;
    seen.add(key);
    const from = Math.min(d.from, length);
    const to = Math.min(Math.max(d.to, from), length);
    out.push({
      from,
      to,
      severity: severity(d),
      message: d.detail ? `${d.summary}: ${d.detail}` : d.summary,
      source: "hclcpp",
    });
  }
  return out;
}

function listed(diagnostics) {
  return diagnostics
    .map((d) => {
      const at = d.subject ? ` (${d.subject.filename}:${d.subject.start.line},${d.subject.start.column})` : "";
      return `${severity(d)}: ${d.summary}${at}${d.detail ? "\n  " + d.detail : ""}`;
    })
    .join("\n\n");
}

function show(r) {
  config.dispatch({ effects: setTokens.of({ ...r.configTokens, doc: config.state.doc }) });
  spec.dispatch({ effects: setTokens.of({ ...r.specTokens, doc: spec.state.doc }) });
  const configDiagnostics = [...r.diagnostics, ...r.decodeDiagnostics];
  const marks = underlines(configDiagnostics, config.state.doc.length);
  config.dispatch(setDiagnostics(config.state, marks));
  spec.dispatch(setDiagnostics(spec.state, underlines(r.specDiagnostics, spec.state.doc.length)));
  const errors = marks.filter((m) => m.severity === "error").length;
  $("count").textContent = errors ? String(errors) : "";

  let text = r.text || "No problems: the config parses and every attribute evaluates.\n";
  // What decoding adds to what evaluation already said.
  const said = new Set(r.diagnostics.map((d) => `${d.subject.start.byte}:${d.summary}`));
  const decodeOnly = listed(
    [
      ...r.decodeDiagnostics.filter((d) => !said.has(`${d.subject.start.byte}:${d.summary}`)),
      ...r.specDiagnostics,
      ...r.otherDecodeDiagnostics,
    ],
  );
  if (decodeOnly) text += "\n── decoding with the spec ──\n\n" + decodeOnly + "\n";
  $("diagnostics").textContent = text;

  $("values").textContent = r.variablesError ? "The variables: " + r.variablesError + "\n" : r.values;
  $("formatted").textContent =
    r.formatted.status === 0 ? r.formatted.stdout : "Not formatted: the config has syntax errors.\n\n" + r.formatted.stderr;
  $("decoded").textContent = !r.decoded
    ? "No spec: write an hcldec spec to decode the config with it.\n"
    : r.decoded.status === 0
      ? r.decoded.stdout
      : "Decoding failed:\n\n" + (decodeOnly || r.decoded.stderr);
  status.textContent = `hclcpp took ${Math.round(r.millis)} ms`;
}

// ---- examples and the share link
const select = $("examples");
examples.forEach((e, i) => select.add(new Option(e.name, String(i))));
select.addEventListener("change", () => load(examples[Number(select.value)]));

function load(inputs) {
  setText(config, inputs.config);
  setText(spec, inputs.spec ?? "");
  setText(variables, inputs.variables ?? "");
}

$("share").addEventListener("click", async () => {
  const fragment = await encodeFragment({
    config: config.state.doc.toString(),
    spec: spec.state.doc.toString(),
    variables: variables.state.doc.toString(),
  });
  history.replaceState(null, "", fragment);
  try {
    await navigator.clipboard.writeText(location.href);
    status.textContent = "link copied";
  } catch {
    status.textContent = "link in the address bar";
  }
});

// The Format button: the format service's edits, which make the config
// `hcl fmt`'s text.
async function format() {
  const before = config.state.doc;
  const answer = await ask("format", "config");
  if (config.state.doc !== before) return;  // typed meanwhile: press again
  if (!answer || !answer.edits) {
    status.textContent = "not formatted: the config has syntax errors";
    return;
  }
  config.dispatch({ changes: editChanges(before, answer.edits) });
}
$("format").addEventListener("click", format);

(async () => {
  load((await decodeFragment(location.hash)) ?? examples[0]);
})();

// For the browser test and the screenshot script: the inputs and the next
// results.
window.playground = {
  config,
  spec,
  variables,
  setConfig: (text) => setText(config, text),
  ask,
  format,
  load,
  showTab,
  get lastResult() {
    return lastResult;
  },
  nextResult: () => new Promise((resolve) => waiting.push(resolve)),
};
