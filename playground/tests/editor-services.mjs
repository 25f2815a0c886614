// The editor services of the WebAssembly binding (playground/wasm/
// editor_services.cpp) as the page's worker calls them, in Node: completion
// with block snippets against the spec editor's spec, hover, signature
// help, semantic tokens, formatting (the edits give `hcl fmt`'s text), the
// spec editor against the spec language, and positions in UTF-16 units.
//
//   node editor-services.mjs --wasm DIR
import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { loadHclcpp } from "./load-hclcpp.mjs";
import { tokenOffsets } from "../src/hclcpp-api.js";
import { snippetTemplate } from "../src/snippet-syntax.js";
import { examples } from "../src/examples.js";
import { check, finish } from "./checks.mjs";

const { values: opts } = parseArgs({ options: { wasm: { type: "string" } } });
if (!opts.wasm || !existsSync(opts.wasm + "/hclcpp.wasm")) {
  console.error("usage: node editor-services.mjs --wasm DIR (the output of scripts/build-wasm.sh)");
  process.exit(2);
}
const api = await loadHclcpp(opts.wasm);

const show = (v) => JSON.stringify(v);

// {line, character} of a JavaScript string index (UTF-16 units).
function positionOf(text, index) {
  const before = text.slice(0, index).split("\n");
  return { line: before.length - 1, character: before[before.length - 1].length };
}
function indexOf(text, { line, character }) {
  const lines = text.split("\n");
  let index = 0;
  for (let i = 0; i < line; i++) index += lines[i].length + 1;
  return index + character;
}

// A block_map "service" with a required attribute port, among others.
const spec = examples.find((e) => e.name.includes("mistakes")).spec;

// ---- completion: a block type of the spec, as a snippet
{
  api.open("config.hcl", "se", spec);
  const list = api.complete("config.hcl", { line: 0, character: 2 });
  const service = list.items.find((i) => i.label === "service");
  check("completing `se` lists service", !!service, show(list));
  check("service is a snippet with its label and required attribute",
    service && service.snippet && service.insert.includes('"${1:name}"') && /port = \$\d/.test(service.insert),
    show(service));
  check("the completion replaces the typed `se`",
    service && service.range.start.line === 0 && service.range.start.character === 0 && service.range.end.line === 0 &&
      service.range.end.character === 2,
    show(service && service.range));
  const template = service ? snippetTemplate(service.insert) : "";
  check("the snippet as a CodeMirror template", template.startsWith('service "${1:name}" \\{') && template.endsWith("\\}"),
    show(template));
}

// ---- hover, after characters of two UTF-16 units (positions are UTF-16)
{
  const config = 'service "😀😀" {\n  port = 8080\n}\n';
  api.open("config.hcl", config, spec);
  const at = config.indexOf("port");
  const hover = api.hover("config.hcl", positionOf(config, at + 1));
  const text = hover ? hover.contents.text : "";
  check("hovering an attribute shows its type and that it is required",
    text.includes("port") && text.includes("number") && text.includes("required"), show(hover));
  check("the hover's range is the attribute's name, in UTF-16 units",
    hover && indexOf(config, hover.range.start) === at && indexOf(config, hover.range.end) === at + 4, show(hover));
}

// ---- signature help
{
  const config = 'service "a" {\n  greeting = upper(\n}\n';
  api.open("config.hcl", config, spec);
  const help = api.signatureHelp("config.hcl", positionOf(config, config.indexOf("(") + 1));
  check("signature help in upper(", help && help.signatures[0].label.startsWith("upper(") && help.active_parameter === 0,
    show(help));
}

// ---- semantic tokens
{
  const config = 'service "😀" {\n  port = 80 # the port\n}\n';
  api.open("config.hcl", config, spec);
  const { legend, tokens } = api.semanticTokens("config.hcl");
  const offsets = tokenOffsets(config, tokens);
  const named = [];
  for (let i = 0; i < offsets.length; i += 3) named.push([config.slice(offsets[i], offsets[i + 1]), legend[offsets[i + 2]]]);
  const has = (text, type) => named.some(([t, n]) => t === text && n === type);
  check("semantic tokens: block type, label, attribute, number, comment",
    has("service", "namespace") && has('"😀"', "enumMember") && has("port", "property") && has("80", "number") &&
      named.some(([t, n]) => t.startsWith("# the port") && n === "comment"),
    show(named));
}

// ---- formatting: the edits give `hcl fmt`'s text
{
  const config = 'service "é" {\nport=80\n    image="x"\n}\nother={a=1,bb=2}\n';
  api.open("config.hcl", config, spec);
  const { edits } = api.formatEdits("config.hcl");
  let text = config;
  for (const e of [...edits].sort((a, b) => indexOf(config, b.range.start) - indexOf(config, a.range.start))) {
    text = text.slice(0, indexOf(config, e.range.start)) + e.text + text.slice(indexOf(config, e.range.end));
  }
  const fmt = api.format(config);
  check("the format edits give hcl fmt's text", fmt.status === 0 && text === fmt.stdout, show({ text, fmt }));
  api.open("config.hcl", "a = {\n", spec);
  check("a config that does not parse is not formatted", api.formatEdits("config.hcl").edits === null);
}

// ---- a spec with errors: the last good spec's schema stays
{
  const opened = api.open("config.hcl", "se", 'object {\n  block_map "service" {\n    labels = \n}\n');
  const list = api.complete("config.hcl", { line: 0, character: 2 });
  check("a broken spec keeps the last schema", opened.spec_errors && list.items.some((i) => i.label === "service"),
    show({ opened, list }));
}

// ---- the spec editor: the spec language itself
{
  api.open("spec.hcldec", "ob", "");
  const top = api.complete("spec.hcldec", { line: 0, character: 2 });
  check("a spec's top level offers object", top.items.some((i) => i.label === "object" && i.snippet), show(top));
  const nested = 'object {\n  attr "name" {\n    ty\n  }\n}\n';
  api.open("spec.hcldec", nested, "");
  const inAttr = api.complete("spec.hcldec", positionOf(nested, nested.indexOf("ty") + 2));
  check("inside attr: type", inAttr.items.some((i) => i.label === "type"), show(inAttr));
  const inObject = 'object {\n  bl\n}\n';
  api.open("spec.hcldec", inObject, "");
  const blocks = api.complete("spec.hcldec", positionOf(inObject, inObject.indexOf("bl") + 2));
  check("inside object: the spec blocks, named", blocks.items.some((i) => i.label === "block_list" && i.insert.includes("${1:name}")),
    show(blocks));
  const spec2 = 'block_list "item" {\n  min_items = 1\n}\n';
  api.open("spec.hcldec", spec2, "");
  const hover = api.hover("spec.hcldec", positionOf(spec2, spec2.indexOf("min_items") + 1));
  check("hover on a spec argument: its type and description",
    hover && hover.contents.text.includes("number") && hover.contents.text.includes("fewest"), show(hover));
  const described = 'attr "port" {\n  description_kind = \n}\n';
  api.open("spec.hcldec", described, "");
  const kinds = api.complete("spec.hcldec", positionOf(described, described.indexOf('= ') + 2));
  check("a spec block may describe itself: description_kind offers plain and markdown",
    ["plain", "markdown"].every((k) => kinds.items.some((i) => i.label.includes(k))), show(kinds));
  const withDescription = 'attr "port" {\n  descr\n}\n';
  api.open("spec.hcldec", withDescription, "");
  const args = api.complete("spec.hcldec", positionOf(withDescription, withDescription.indexOf("descr") + 5));
  check("a spec block may describe itself: description is offered", args.items.some((i) => i.label === "description"),
    show(args));
}

check("an unknown document answers null", api.hover("none.hcl", { line: 0, character: 0 }) === null);

finish("editor services");
