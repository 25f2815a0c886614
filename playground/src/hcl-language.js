// Highlighting for HCL's native syntax: a small tokenizer for CodeMirror's
// StreamLanguage (comments, strings with ${...} and %{...}, heredocs,
// numbers, keywords, block types). The page's diagnostics come from
// hclcpp itself; this only colours the text.
import { StreamLanguage } from "@codemirror/language";

const keywords = new Set(["true", "false", "null", "for", "in", "if", "else", "endif", "endfor"]);

function inString(stream, state) {
  while (!stream.eol()) {
    if (stream.match(/^\\./)) continue;
    if (stream.match(/^[$%]\{/, false)) {
      if (stream.pos > stream.start) return "string";
      stream.next();
      stream.next();
      state.stack.push("interp");
      return "meta";
    }
    const c = stream.next();
    if (c === '"') {
      state.stack.pop();
      return "string";
    }
  }
  return "string";
}

function inHeredoc(stream, state) {
  const top = state.stack[state.stack.length - 1];
  if (stream.sol() && stream.match(new RegExp("^\\s*" + top.slice(8) + "\\s*$"))) {
    state.stack.pop();
    return "string";
  }
  stream.skipToEnd();
  return "string";
}

export const hcl = StreamLanguage.define({
  name: "hcl",
  startState: () => ({ stack: [], comment: false }),
  token(stream, state) {
    const top = state.stack[state.stack.length - 1];
    if (state.comment) {
      if (stream.skipTo("*/")) {
        stream.match("*/");
        state.comment = false;
      } else stream.skipToEnd();
      return "comment";
    }
    if (top === "string") return inString(stream, state);
    if (top && top.startsWith("heredoc:")) return inHeredoc(stream, state);
    if (stream.eatSpace()) return null;
    if (stream.match("#") || stream.match("//")) {
      stream.skipToEnd();
      return "comment";
    }
    if (stream.match("/*")) {
      state.comment = true;
      return "comment";
    }
    const heredoc = stream.match(/^<<-?([A-Za-z_][\w-]*)\s*$/);
    if (heredoc) {
      state.stack.push("heredoc:" + heredoc[1]);
      return "string";
    }
    if (stream.match('"')) {
      state.stack.push("string");
      return "string";
    }
    if (stream.match(/^\d+(\.\d+)?([eE][+-]?\d+)?/)) return "number";
    const word = stream.match(/^[A-Za-z_][\w-]*/);
    if (word) {
      if (keywords.has(word[0])) return "keyword";
      if (stream.match(/^\s*\(/, false)) return "variableName.function";
      if (stream.match(/^\s*=(?!=)/, false)) return "propertyName";
      if (stream.start === stream.indentation()) return "typeName";
      return "variableName";
    }
    if (stream.match("{")) {
      if (state.stack.length) state.stack.push("brace");
      return null;
    }
    if (stream.match("}")) {
      if (!state.stack.length) return null;
      state.stack.pop();
      return top === "interp" ? "meta" : null;
    }
    stream.next();
    return "operator";
  },
  languageData: { commentTokens: { line: "#", block: { open: "/*", close: "*/" } } },
});
