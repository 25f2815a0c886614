// Loads the WebAssembly build in Node: hclcpp.js and hclcpp.wasm from DIR.
// Under Node 18 and later, emscripten's loader would fetch() a file path,
// so the module is given the .wasm bytes instead.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { wrap } from "../src/hclcpp-api.js";

export async function loadHclcpp(dir) {
  const require = createRequire(import.meta.url);
  const createHclcpp = require(resolve(dir, "hclcpp.js"));
  const module = await createHclcpp({ wasmBinary: readFileSync(join(dir, "hclcpp.wasm")) });
  return wrap(module);
}
