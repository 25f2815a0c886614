// Bundles the page (src/main.js) and its worker (src/worker.js) with
// esbuild and copies them, the HTML, the CSS and hclcpp.js/.wasm into one
// directory: a static site. Usage: node build.mjs OUT_DIR WASM_DIR
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [out, wasm] = process.argv.slice(2);
if (!out || !wasm) {
  console.error("usage: node build.mjs OUT_DIR WASM_DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
await build({
  entryPoints: { main: join(here, "src/main.js"), worker: join(here, "src/worker.js") },
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2020"],
  outdir: out,
  logLevel: "warning",
});
for (const f of ["index.html", "style.css"]) copyFileSync(join(here, f), join(out, f));
for (const f of ["hclcpp.js", "hclcpp.wasm"]) copyFileSync(join(wasm, f), join(out, f));
