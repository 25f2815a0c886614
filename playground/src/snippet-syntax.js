// The Language Server Protocol's snippet syntax (what hclcpp's completion
// gives: `service "${1:name}" {\n  port = $2\n}`) as a template for
// CodeMirror's snippet(): tab stops become ${N} or ${N:placeholder} (a
// choice ${N|a,b|} its first value), escaped characters plain, and literal
// braces escaped as CodeMirror reads them.
const stops = [
  [/\$(\d+)/y, (m) => `\${${m[1]}}`],
  [/\$\{(\d+)\}/y, (m) => `\${${m[1]}}`],
  [/\$\{(\d+):((?:\\.|[^\\}])*)\}/y, (m) => `\${${m[1]}:${unescape(m[2]).replace(/[{}]/g, "")}}`],
  [/\$\{(\d+)\|((?:\\.|[^\\|])*)\|\}/y, (m) => `\${${m[1]}:${unescape(m[2].split(",")[0]).replace(/[{}]/g, "")}}`],
];

function unescape(text) {
  return text.replace(/\\(.)/g, "$1");
}

function literal(c) {
  return c === "{" || c === "}" ? "\\" + c : c;
}

export function snippetTemplate(lsp) {
  let out = "";
  let i = 0;
  outer: while (i < lsp.length) {
    if (lsp[i] === "\\" && i + 1 < lsp.length && "$}\\".includes(lsp[i + 1])) {
      out += literal(lsp[i + 1]);
      i += 2;
      continue;
    }
    if (lsp[i] === "$") {
      for (const [pattern, convert] of stops) {
        pattern.lastIndex = i;
        const m = pattern.exec(lsp);
        if (m) {
          out += convert(m);
          i = pattern.lastIndex;
          continue outer;
        }
      }
    }
    out += literal(lsp[i]);
    i += 1;
  }
  return out;
}

// hclcpp writes a snippet's later lines indented as they belong in the
// document; CodeMirror indents them again by the line's indentation, so that
// much is taken off.
export function withoutBaseIndent(template, baseIndent) {
  if (!baseIndent) return template;
  return template
    .split("\n")
    .map((line, i) => (i > 0 && line.startsWith(baseIndent) ? line.slice(baseIndent.length) : line))
    .join("\n");
}
