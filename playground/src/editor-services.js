// hclcpp's editor services in the page's CodeMirror editors: completion
// (CodeMirror's autocomplete, block snippets through its snippet()), hover
// (hoverTooltip) and signature help (a tooltip) for the config and the spec
// editor. The services run in the worker; `ask(op, doc, position)` (main.js)
// sends a request with the editors' texts and resolves with the answer.
import { autocompletion, snippet } from "@codemirror/autocomplete";
import { StateEffect, StateField } from "@codemirror/state";
import { EditorView, ViewPlugin, hoverTooltip, showTooltip } from "@codemirror/view";
import { snippetTemplate, withoutBaseIndent } from "./snippet-syntax.js";

// {line, character} (UTF-16 units, as the protocol) of a CodeMirror
// position, and back. CodeMirror's lines are the protocol's ("\n", "\r\n"
// and "\r" end one) and both count UTF-16 units, so this is exact.
export function toPosition(doc, pos) {
  const line = doc.lineAt(pos);
  return { line: line.number - 1, character: pos - line.from };
}
export function fromPosition(doc, { line, character }) {
  if (line + 1 > doc.lines) return doc.length;
  const l = doc.line(line + 1);
  return Math.min(l.from + character, l.to);
}

// The protocol's CompletionItemKind numbers as CodeMirror's option types
// (its icons).
const kinds = {
  3: "function", 5: "property", 6: "variable", 7: "class", 9: "namespace", 10: "property", 12: "constant",
  13: "enum", 14: "keyword", 15: "text", 20: "enum", 21: "constant", 22: "type", 25: "type",
};

function completionSource(ask, doc) {
  return async (context) => {
    const word = context.matchBefore(/[\w-]*/);
    const before = context.state.sliceDoc(context.pos - 1, context.pos);
    if (!context.explicit && word.from === word.to && before !== "." && before !== '"') return null;
    const answer = await ask("complete", doc, toPosition(context.state.doc, context.pos));
    if (context.aborted || !answer || answer.items.length === 0) return null;
    const state = context.state;
    const first = answer.items.find((item) => item.range);
    const from = first ? fromPosition(state.doc, first.range.start) : word.from;
    const to = first ? Math.max(fromPosition(state.doc, first.range.end), context.pos) : context.pos;
    const baseIndent = /^\s*/.exec(state.doc.lineAt(context.pos).text)[0];
    return {
      from,
      to,
      options: answer.items.map((item, i) => ({
        label: item.label,
        detail: item.detail || undefined,
        info: item.documentation.text ? () => renderDocumentation(item.documentation) : undefined,
        type: kinds[item.kind] ?? "text",
        apply: item.snippet ? snippet(withoutBaseIndent(snippetTemplate(item.insert), baseIndent)) : item.insert,
        // The services' order (required items first) among equal matches.
        boost: Math.max(-99, 50 - i) / 2,
      })),
      validFor: answer.incomplete ? undefined : /^[\w-]*$/,
    };
  };
}

// The little markdown hclcpp writes (docs/language-server.md): fenced code
// in <pre>, paragraphs with **strong** and `code` spans and backslash
// escapes; plain text as it is. Built as DOM nodes, never as HTML.
function inline(el, text) {
  for (const part of text.split(/(\*\*(?:\\.|[^*])+\*\*|`[^`]*`)/)) {
    if (part.startsWith("**") && part.length > 4) {
      const strong = document.createElement("strong");
      strong.textContent = part.slice(2, -2).replace(/\\(.)/g, "$1");
      el.append(strong);
    } else if (part.startsWith("`") && part.length > 1) {
      const code = document.createElement("code");
      code.textContent = part.slice(1, -1);
      el.append(code);
    } else {
      el.append(part.replace(/\\(.)/g, "$1"));
    }
  }
}

function renderDocumentation({ text, markdown }) {
  const dom = document.createElement("div");
  if (!markdown) {
    dom.textContent = text;
    return dom;
  }
  text.split(/^```[^\n]*\n?/m).forEach((part, i) => {
    if (!part.trim()) return;
    if (i % 2) {
      const pre = document.createElement("pre");
      pre.textContent = part.replace(/\n$/, "");
      dom.append(pre);
      return;
    }
    for (const paragraph of part.trim().split(/\n\n+/)) {
      const p = document.createElement("p");
      inline(p, paragraph);
      dom.append(p);
    }
  });
  return dom;
}

function hover(ask, doc) {
  return hoverTooltip(async (view, pos) => {
    const answer = await ask("hover", doc, toPosition(view.state.doc, pos));
    if (!answer || !answer.contents.text) return null;
    const range = answer.range;
    return {
      pos: range ? fromPosition(view.state.doc, range.start) : pos,
      end: range ? fromPosition(view.state.doc, range.end) : pos,
      above: true,
      create: () => {
        const dom = renderDocumentation(answer.contents);
        dom.className = "cm-hcl-hover";
        return { dom };
      },
    };
  });
}

// Signature help: the signature of the call around the cursor, its active
// parameter in bold, in a tooltip above the cursor while it is in the call.
const setSignature = StateEffect.define();
const signatureField = StateField.define({
  create: () => null,
  update(tooltip, tr) {
    for (const e of tr.effects) if (e.is(setSignature)) return e.value;
    if (tooltip && tr.docChanged) return { ...tooltip, pos: tr.changes.mapPos(tooltip.pos) };
    return tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

function signatureDom(help) {
  const signature = help.signatures[help.active_signature] ?? help.signatures[0];
  const dom = document.createElement("div");
  dom.className = "cm-hcl-signature";
  const label = signature.label;
  const active = help.active_parameter == null ? null : signature.parameters[help.active_parameter];
  const at = active ? label.indexOf(active.label, label.indexOf("(") + 1) : -1;
  if (at < 0) {
    dom.textContent = label;
  } else {
    const strong = document.createElement("strong");
    strong.textContent = active.label;
    dom.append(label.slice(0, at), strong, label.slice(at + active.label.length));
  }
  if (signature.documentation.text) dom.append(renderDocumentation(signature.documentation));
  return dom;
}

function signatureHelp(ask, doc) {
  const plugin = ViewPlugin.fromClass(
    class {
      constructor(view) {
        this.view = view;
        this.timer = 0;
      }
      update(update) {
        if (!update.docChanged && !update.selectionSet) return;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.ask(), 100);
      }
      async ask() {
        const state = this.view.state;
        const pos = state.selection.main.head;
        const help = await ask("signatureHelp", doc, toPosition(state.doc, pos));
        if (this.view.state.doc !== state.doc || this.view.state.selection.main.head !== pos) return;
        const tooltip = help && help.signatures.length
          ? { pos, above: true, strictSide: true, create: () => ({ dom: signatureDom(help) }) }
          : null;
        if (tooltip || this.view.state.field(signatureField)) {
          this.view.dispatch({ effects: setSignature.of(tooltip) });
        }
      }
      destroy() {
        clearTimeout(this.timer);
      }
    },
  );
  return [signatureField, plugin];
}

// The extensions for one editor; `doc` is "config" or "spec".
export function editorServices(ask, doc) {
  return [
    autocompletion({ override: [completionSource(ask, doc)] }),
    hover(ask, doc),
    signatureHelp(ask, doc),
    EditorView.baseTheme({
      ".cm-hcl-hover, .cm-hcl-signature": { padding: "4px 8px", maxWidth: "40em" },
      ".cm-hcl-hover p, .cm-hcl-hover pre, .cm-hcl-signature p": { margin: "2px 0" },
    }),
  ];
}

// The edits the format service gives as one CodeMirror transaction's changes.
export function editChanges(doc, edits) {
  return edits.map((e) => ({
    from: fromPosition(doc, e.range.start),
    to: fromPosition(doc, e.range.end),
    insert: e.text,
  }));
}
