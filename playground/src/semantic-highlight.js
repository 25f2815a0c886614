// Highlighting from hclcpp's semantic tokens: the worker sends, with each
// result, every token of the text it read as [from, to, type, ...] (UTF-16
// offsets) and the legend of type names; the text is coloured with one
// class per type (cm-hcl-TYPE). Only the visible part is decorated, so a
// 1 MB config costs the main thread little. While the text changes the
// decorations follow the edits until the next tokens arrive.
import { RangeSetBuilder, StateEffect } from "@codemirror/state";
import { Decoration, EditorView, ViewPlugin } from "@codemirror/view";

// {offsets, legend, doc}: tokens for the text `doc` (a CodeMirror Text).
export const setTokens = StateEffect.define();

const marks = new Map();
function mark(name) {
  if (!marks.has(name)) marks.set(name, Decoration.mark({ class: "cm-hcl-" + name }));
  return marks.get(name);
}

// The first token that ends after `pos` (tokens are in order).
function firstAfter(offsets, pos) {
  let lo = 0;
  let hi = offsets.length / 3;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid * 3 + 1] <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function decorate(view, tokens) {
  const builder = new RangeSetBuilder();
  const { offsets, legend } = tokens;
  const length = view.state.doc.length;
  let last = 0;  // the builder takes ranges in order only
  for (const { from, to } of view.visibleRanges) {
    for (let i = firstAfter(offsets, from) * 3; i < offsets.length && offsets[i] < to; i += 3) {
      const start = offsets[i];
      const end = Math.min(offsets[i + 1], length);
      if (end <= start || start < last) continue;
      builder.add(start, end, mark(legend[offsets[i + 2]] ?? "unknown"));
      last = start;
    }
  }
  return builder.finish();
}

const plugin = ViewPlugin.fromClass(
  class {
    constructor(view) {
      this.tokens = null;
      this.decorations = Decoration.none;
      this.view = view;
    }
    update(update) {
      for (const tr of update.transactions) {
        for (const e of tr.effects) {
          if (e.is(setTokens) && e.value.doc === update.state.doc) this.tokens = e.value;
        }
      }
      const fresh = this.tokens && this.tokens.doc === update.state.doc;
      if (fresh && (update.transactions.some((tr) => tr.effects.some((e) => e.is(setTokens))) || update.viewportChanged)) {
        this.decorations = decorate(update.view, this.tokens);
      } else if (update.docChanged) {
        this.decorations = this.decorations.map(update.changes);
      }
    }
  },
  { decorations: (p) => p.decorations },
);

// Colours of the legend's types (docs/language-server.md lists them).
const theme = EditorView.baseTheme({
  ".cm-hcl-namespace": { color: "#7928a1", fontWeight: "bold" },  // block types
  ".cm-hcl-enumMember": { color: "#1f6f8b" },  // labels
  ".cm-hcl-property": { color: "#0b5394" },  // attribute names
  ".cm-hcl-variable": { color: "#1a1a1a" },
  ".cm-hcl-function": { color: "#795e26" },
  ".cm-hcl-string": { color: "#a31515" },
  ".cm-hcl-number": { color: "#098658" },
  ".cm-hcl-keyword": { color: "#0000c8" },
  ".cm-hcl-comment": { color: "#6a737d", fontStyle: "italic" },
  ".cm-hcl-operator": { color: "#555" },
  ".cm-hcl-macro": { color: "#af00db" },  // ${ } and %{ } markers
  ".cm-hcl-parameter": { color: "#001080", fontStyle: "italic" },
  ".cm-hcl-type": { color: "#267f99" },
});

export const semanticHighlight = [plugin, theme];
