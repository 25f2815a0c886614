// One implementation, two targets: runs the CLI conformance cases of
// `hcl eval` (tests/conformance/native, json) and `hcl dec`
// (tests/conformance/dec, every run and mode) with the native tools and with
// the WebAssembly build, and requires the same exit status, standard output
// and standard error, byte for byte.
//
//   node same-json.mjs --wasm DIR --hcl PATH --hcldec PATH --conformance DIR
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadHclcpp } from "./load-hclcpp.mjs";

const { values: opts } = parseArgs({
  options: {
    wasm: { type: "string" },
    hcl: { type: "string" },
    hcldec: { type: "string" },
    conformance: { type: "string" },
  },
});
for (const k of ["wasm", "hcl", "hcldec", "conformance"]) {
  if (!opts[k]) {
    console.error("usage: node same-json.mjs --wasm DIR --hcl PATH --hcldec PATH --conformance DIR");
    process.exit(2);
  }
}

// The tools run in each case's folder: their paths made absolute first.
opts.hcl = resolve(opts.hcl);
opts.hcldec = resolve(opts.hcldec);
const hclcpp = await loadHclcpp(opts.wasm);
const FS = hclcpp.fs;

// Copies a folder of the corpus into the module's file system, at the same
// relative place, so both tools see the same relative names.
function mirror(dir, into) {
  FS.mkdirTree(into);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) mirror(path, into + "/" + name);
    else FS.writeFile(into + "/" + name, readFileSync(path));
  }
}

let passed = 0;
let failed = 0;
const failures = [];

// `tool` is `hcl` (given the command's name) or `hcldec` (`hcl dec` itself).
function compare(label, cwd, memfsDir, tool, command, args) {
  const nativeArgs = tool === opts.hcl ? [command, ...args] : args;
  const native = spawnSync(tool, nativeArgs, { cwd, encoding: "utf-8", stdio: ["ignore", "pipe", "pipe"] });
  FS.chdir(memfsDir);
  const wasm = hclcpp.run([command, ...args]);
  const same = native.status === wasm.status && native.stdout === wasm.stdout && native.stderr === wasm.stderr;
  if (same) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(`${label}: ${[command, ...args].join(" ")}\n  native: ${native.status} ${JSON.stringify(native.stdout).slice(0, 200)} ${JSON.stringify(native.stderr).slice(0, 200)}\n  wasm:   ${wasm.status} ${JSON.stringify(wasm.stdout).slice(0, 200)} ${JSON.stringify(wasm.stderr).slice(0, 200)}`);
  }
}

// hcl eval: NAME.hcl (NAME.literal.hcl in literal mode) with NAME.vars.json;
// the JSON corpus: NAME.json with NAME.vars.
function evalCorpus(corpus, suffix, varsSuffix) {
  const root = join(opts.conformance, corpus);
  const memfs = "/conformance/" + corpus;
  mirror(root, memfs);
  for (const kind of ["cases", "invalid"]) {
    if (!existsSync(join(root, kind))) continue;
    for (const name of readdirSync(join(root, kind)).sort()) {
      if (!name.endsWith(suffix) || name.endsWith(".vars.json") || name.endsWith(varsSuffix)) continue;
      const literal = name.endsWith(".literal" + suffix);
      const vars = name.slice(0, -suffix.length) + varsSuffix;
      const args = literal ? ["--literal"] : [];
      if (!literal && existsSync(join(root, kind, vars))) args.push("--vars", vars);
      args.push(name);
      compare(`${corpus}/${kind}/${name}`, join(root, kind), `${memfs}/${kind}`, opts.hcl, "eval", args);
    }
  }
}

// hcl dec: each spec's runs in the three modes the corpus records.
const MODES = { typed: ["--with-type", "--keep-nulls"], var_refs: ["--var-refs"], plain: [] };
function decCorpus() {
  const cases = join(opts.conformance, "dec", "cases");
  const memfs = "/conformance/dec/cases";
  mirror(cases, memfs);
  const lines = (file) =>
    existsSync(join(cases, file))
      ? readFileSync(join(cases, file), "utf-8").split("\n").filter((l) => l.trim())
      : [];
  for (const spec of readdirSync(cases).filter((n) => n.endsWith(".hcldec")).sort()) {
    const name = spec.slice(0, -".hcldec".length);
    const extra = lines(name + ".args");
    const listed = lines(name + ".inputs");
    const runs = listed.length
      ? [listed]
      : [name + ".hcl", name + ".hcl.json"].filter((n) => existsSync(join(cases, n))).map((n) => [n]);
    for (const inputs of runs) {
      for (const [mode, flags] of Object.entries(MODES)) {
        const args = ["--spec=" + spec, ...flags, "--diags=json", ...extra, ...inputs];
        compare(`dec/${name} [${mode}]`, cases, memfs, opts.hcldec, "dec", args);
      }
    }
  }
}

evalCorpus("native", ".hcl", ".vars.json");
evalCorpus("json", ".json", ".vars");
decCorpus();

for (const f of failures.slice(0, 20)) console.log(f);
if (failures.length > 20) console.log(`... and ${failures.length - 20} more`);
console.log(`wasm and native agree: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
