// The playground tests' checks: each prints "ok" or "FAIL" with what it
// checked (and, on failure, the detail); finish() prints the counts and
// exits 1 when any failed.
let passed = 0;
let failed = 0;

export function check(what, ok, detail = "") {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${ok || !detail ? "" : "\n     " + detail}`);
}

export function finish(name) {
  console.log(`${name}: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
