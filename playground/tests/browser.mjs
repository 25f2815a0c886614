// End-to-end test of the playground in headless Chromium: serves the built
// site (scripts/build-wasm.sh) on 127.0.0.1, types a config with a known
// mistake, and checks the diagnostic, its underline and hover message, the
// values, the formatted text, a spec decode, the share link, the examples,
// the editor services (completion with a snippet, hover, signature help,
// highlighting from semantic tokens, the Format button), and that a 1 MB
// config, and a completion in it, leave the page responsive.
//
//   node browser.mjs --site build/wasm/site
import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { serve } from "./serve.mjs";
import { launch, CHROMIUM } from "./browser-launch.mjs";
import { check, finish } from "./checks.mjs";

const { values: opts } = parseArgs({ options: { site: { type: "string" } } });
if (!opts.site || !existsSync(opts.site + "/hclcpp.wasm")) {
  console.error("usage: node browser.mjs --site DIR (the output of scripts/build-wasm.sh)");
  process.exit(2);
}
if (!existsSync(CHROMIUM)) {
  console.error(`no Chromium at ${CHROMIUM}: skipped`);
  process.exit(77);
}

const { url, server } = await serve(opts.site);
const browser = await launch();
const page = await browser.context.newPage();
const problems = [];
page.on("pageerror", (e) => problems.push(String(e)));
page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
// Nothing may be fetched from anywhere but the page's own host.
const foreign = [];
page.on("request", (r) => r.url().startsWith(url) || r.url().startsWith("data:") || foreign.push(r.url()));

try {
  await page.goto(url);
  await page.waitForFunction(() => window.playground && window.playground.lastResult);
  check("the page loads hclcpp and shows the first example", true);

  // ---- a config with a known mistake, typed
  await page.evaluate(() => {
    const p = window.playground;
    p.load({ config: "", spec: "", variables: '{"name": "world"}' });
  });
  await page.evaluate(() => window.playground.nextResult());
  await page.click("#config .cm-content");
  const typed = 'count=2*21\ngreeting="hello ${nmae}"\n';
  const result = page.evaluate(() => window.playground.nextResult());
  await page.keyboard.type(typed);
  await result;
  await page.waitForFunction((t) => window.playground.config.state.doc.toString() === t, typed);
  const doc = await page.evaluate(() => window.playground.config.state.doc.toString());
  check("typing reaches the editor", doc === typed, JSON.stringify(doc));
  await page.waitForFunction(() => window.playground.lastResult.diagnostics.length > 0);

  const diagnostics = await page.textContent("#diagnostics");
  check("the diagnostic's text", diagnostics.includes("Unknown variable") && diagnostics.includes('There is no variable named "nmae"'), diagnostics);
  check("the diagnostic's text shows the line", diagnostics.includes('greeting="hello ${nmae}"'), diagnostics);

  const underline = await page.$$eval("#config .cm-lintRange-error", (els) => els.map((e) => e.textContent));
  check("exactly the mistake is underlined", underline.length === 1 && underline[0] === "nmae", JSON.stringify(underline));
  const where = await page.evaluate(() => {
    const el = document.querySelector("#config .cm-lintRange-error");
    const view = window.playground.config;
    const from = view.posAtDOM(el, 0);
    const line = view.state.doc.lineAt(from);
    return { line: line.number, column: from - line.from + 1, length: el.textContent.length };
  });
  check("the underline is at line 2, column 19", where.line === 2 && where.column === 19 && where.length === 4, JSON.stringify(where));

  const box = await page.locator("#config .cm-lintRange-error").boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForSelector(".cm-tooltip-lint", { timeout: 5000 }).catch(() => null);
  const hover = (await page.textContent(".cm-tooltip-lint").catch(() => "")) ?? "";
  check("hovering the underline shows the message", hover.includes("Unknown variable"), hover);

  const values = JSON.parse(await page.textContent("#values"));
  check("the evaluated values", values.body.attributes.count.value === 42 && values.body.attributes.count.type === "number" &&
    values.body.attributes.greeting.errors[0] === "2:19: Unknown variable", JSON.stringify(values));

  const formatted = await page.textContent("#formatted");
  check("the formatted text", formatted === 'count    = 2 * 21\ngreeting = "hello ${nmae}"\n', JSON.stringify(formatted));

  // ---- fix the mistake; decode with a spec
  await page.evaluate(() => {
    const p = window.playground;
    const at = p.config.state.doc.toString().indexOf("nmae");
    p.config.dispatch({ changes: { from: at, to: at + 4, insert: "name" } });
    p.spec.dispatch({ changes: { from: 0, insert: 'object {\n  attr "count" {\n    type = number\n  }\n  attr "greeting" {\n    type = string\n  }\n}\n' } });
  });
  await page.evaluate(() => window.playground.nextResult());
  await page.waitForFunction(() => window.playground.lastResult.decoded && window.playground.lastResult.decoded.status === 0);
  const decoded = JSON.parse(await page.textContent("#decoded"));
  check("the spec decode", decoded.count === 42 && decoded.greeting === "hello world", JSON.stringify(decoded));
  const left = await page.$$("#config .cm-lintRange-error");
  check("the fixed config has no underline", left.length === 0);

  // ---- the share link
  const shared = await page.evaluate(() => window.playground.config.state.doc.toString());
  await page.click("#share");
  await page.waitForFunction(() => location.hash.startsWith("#c="));
  const link = await page.evaluate(() => location.href);
  const second = await browser.context.newPage();
  await second.goto(link);
  await second.waitForFunction(() => window.playground && window.playground.lastResult);
  const restored = await second.evaluate(() => ({
    config: window.playground.config.state.doc.toString(),
    spec: window.playground.spec.state.doc.toString(),
  }));
  check("the share link restores the inputs", restored.config === shared && restored.spec.includes('attr "greeting"'), JSON.stringify(restored));
  await second.close();

  // ---- the examples
  const names = await page.$$eval("#examples option", (os) => os.map((o) => o.textContent));
  check("three examples", names.length === 3, JSON.stringify(names));
  for (let i = 0; i < names.length; i++) {
    const next = page.evaluate(() => window.playground.nextResult());
    await page.selectOption("#examples", String(i));
    const r = await next;
    const errors = r.diagnostics.filter((d) => d.severity === "error").length;
    const decodedOk = r.decoded && r.decoded.status === 0;
    if (names[i].includes("mistakes")) {
      check(`example "${names[i]}": its mistakes are underlined`, errors >= 4 && !decodedOk, `${errors} errors`);
    } else {
      check(`example "${names[i]}": no errors, values and a decode`, errors === 0 && decodedOk && JSON.parse(r.values).body,
        `${errors} errors; ${r.text} ${r.decoded && r.decoded.stderr}`);
    }
  }

  // ---- the editor services: completion, hover, signature help, highlighting, Format
  const serviceSpec = 'object {\n  block_map "service" {\n    labels = ["name"]\n    object {\n' +
    '      # The port the service listens on.\n' +
    '      attr "port" {\n        type     = number\n        required = true\n      }\n' +
    '      attr "image" {\n        type = string\n      }\n    }\n  }\n}\n';
  await page.evaluate((spec) => window.playground.load({ config: "", spec, variables: "" }), serviceSpec);
  await page.evaluate(() => window.playground.nextResult());
  await page.click("#config .cm-content");
  await page.keyboard.type("se");
  await page.waitForSelector(".cm-tooltip-autocomplete li", { timeout: 20000 }).catch(() => null);
  const listed = await page.$$eval(".cm-tooltip-autocomplete li", (els) => els.map((e) => e.textContent));
  check("typing `se` in the config lists service", listed.some((t) => t.startsWith("service")), JSON.stringify(listed));
  // Accepts `service` from the open list. The list may still be replaced
  // while the page takes in the worker's result for "se" (an Enter then
  // lands as a new line): each attempt waits until `service` is the
  // selected option, and a missed one starts again from "se".
  let inserted;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) {
      await page.evaluate(() => {
        const view = window.playground.config;
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: "se" }, selection: { anchor: 2 } });
        view.focus();
      });
      await page.keyboard.press("Control+Space");
      await page.waitForSelector(".cm-tooltip-autocomplete li", { timeout: 20000 }).catch(() => null);
    }
    const options = await page.$$eval(".cm-tooltip-autocomplete li", (els) => els.map((e) => e.textContent));
    const pick = options.findIndex((t) => t.startsWith("service"));
    for (let i = 0; i < pick; i++) await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => {
      const selected = document.querySelector(".cm-tooltip-autocomplete li[aria-selected]");
      return selected && selected.textContent.startsWith("service");
    }, null, { timeout: 5000 }).catch(() => null);
    await page.keyboard.press("Enter");
    inserted = await page.evaluate(() => {
      const view = window.playground.config;
      const sel = view.state.selection.main;
      return { text: view.state.doc.toString(), selected: view.state.sliceDoc(sel.from, sel.to) };
    });
    if (inserted.text !== "se\n") break;
  }
  check("accepting service inserts its snippet, its label selected",
    inserted.text === 'service "name" {\n  port = \n}' && inserted.selected === "name", JSON.stringify(inserted));

  // The config replaced and its result shown, in one task of the page (a
  // result for an older text arriving in between would not be shown).
  const setConfigAndWait = (text) => page.evaluate((t) => {
    const done = window.playground.nextResult();
    window.playground.setConfig(t);
    return done;
  }, text);
  await setConfigAndWait('service "web" {\n  port  = 8080\n  image = "app-${upper("v")}" # latest\n}\n');
  const colours = await page.evaluate(() => {
    const of = (type) => [...document.querySelectorAll(`#config .cm-hcl-${type}`)].map((e) => e.textContent);
    return { block: of("namespace"), label: of("enumMember"), attribute: of("property"), number: of("number"),
      interpolation: of("macro"), function: of("function"), comment: of("comment") };
  });
  check("the config is coloured from hclcpp's semantic tokens (templates too)",
    colours.block.includes("service") && colours.label.includes('"web"') && colours.attribute.includes("port") &&
      colours.number.includes("8080") && colours.interpolation.includes("${") && colours.function.includes("upper") &&
      colours.comment.some((c) => c.startsWith("# latest")),
    JSON.stringify(colours));

  async function hoverText(editor, word) {
    const at = await page.evaluate(([editor, word]) => {
      const view = window.playground[editor];
      const c = view.coordsAtPos(view.state.doc.toString().indexOf(word) + 1);
      return { x: c.left + 2, y: (c.top + c.bottom) / 2 };
    }, [editor, word]);
    await page.mouse.move(0, 0);
    await page.waitForSelector(".cm-hcl-hover", { state: "detached", timeout: 5000 }).catch(() => null);
    await page.mouse.move(at.x, at.y);
    await page.waitForSelector(".cm-hcl-hover", { timeout: 10000 }).catch(() => null);
    return (await page.textContent(".cm-hcl-hover").catch(() => "")) ?? "";
  }
  const portHover = await hoverText("config", "port");
  check("hovering an attribute shows its type and that it is required",
    portHover.includes("port") && portHover.includes("number") && portHover.includes("required"), portHover);
  check("hovering an attribute shows its description (the comment above it in the spec)",
    portHover.includes("The port the service listens on."), portHover);
  await page.evaluate(() => window.playground.spec.dispatch({ changes: { from: 0, insert: 'block_list "x" {\n  min_items = 1\n}\n' } }));
  const specHover = await hoverText("spec", "min_items");
  check("hovering a spec argument shows its description (the spec language)",
    specHover.includes("number") && specHover.includes("The fewest blocks allowed"), specHover);
  await page.evaluate(() => window.playground.spec.dispatch({ changes: { from: 0, to: window.playground.spec.state.doc.toString().indexOf("object {") } }));

  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    const view = window.playground.config;
    view.focus();
    view.dispatch({ selection: { anchor: view.state.doc.toString().indexOf("8080") + 4 } });
  });
  await page.keyboard.type(" + max(1, ");
  await page.waitForSelector(".cm-hcl-signature", { timeout: 10000 }).catch(() => null);
  const signature = (await page.textContent(".cm-hcl-signature").catch(() => "")) ?? "";
  check("signature help in a call", signature.startsWith("max("), signature);

  const messy = 'service "web" {\nport=8080\n      image="x"\n}\nother={a=1,bb=2}\n';
  const expected = (await setConfigAndWait(messy)).formatted.stdout;
  await page.click("#format");
  await page.waitForFunction((t) => window.playground.config.state.doc.toString() === t, expected, { timeout: 20000 })
    .catch(() => null);
  const afterFormat = await page.evaluate(() => window.playground.config.state.doc.toString());
  check("Format gives hcl fmt's text", afterFormat === expected && afterFormat !== messy, JSON.stringify({ afterFormat, expected }));

  // ---- a 1 MB config: the page stays responsive while hclcpp works
  const big = await page.evaluate(async () => {
    let text = "";
    for (let i = 0; text.length < 1 << 20; i++) {
      text += `service "svc${i}" {\n  port    = ${8000 + (i % 1000)}\n  name    = "service-\${${i} + 1}"\n  enabled = ${i % 2 === 0}\n  tags    = ["a", "b", upper("c${i}")]\n}\n`;
    }
    const p = window.playground;
    const done = p.nextResult();
    const t0 = performance.now();
    p.setConfig(text);
    const setMillis = performance.now() - t0;
    // The longest the main thread was blocked while the worker worked.
    let last = performance.now();
    let longest = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks += 1;
    }, 20);
    const r = await done;
    clearInterval(timer);
    return { bytes: text.length, setMillis, longest, ticks, workerMillis: r.millis, errors: r.diagnostics.length,
      blocks: JSON.parse(r.values).body.blocks.length };
  });
  console.log(`     1 MB config: ${JSON.stringify(big)}`);
  check("a 1 MB config is read without errors", big.bytes >= 1 << 20 && big.errors === 0 && big.blocks > 5000, JSON.stringify(big));
  check("the page stays responsive (no main-thread stall over 500 ms while hclcpp works)",
    big.longest < 500 && big.ticks > 1, JSON.stringify(big));
  const typing = await page.evaluate(async () => {
    const t0 = performance.now();
    window.playground.config.dispatch({ changes: { from: 0, insert: "# typed\n" } });
    await new Promise((r) => requestAnimationFrame(() => r()));
    return performance.now() - t0;
  });
  check("typing in the 1 MB config is answered within 200 ms", typing < 200, `${typing} ms`);

  // ---- completion on the 1 MB config: the worker answers, the page stays responsive
  await page.evaluate(async (spec) => {
    const p = window.playground;
    const done = p.nextResult();
    p.spec.dispatch({ changes: { from: 0, to: p.spec.state.doc.length, insert: spec } });
    await done;
  }, serviceSpec);
  await page.evaluate(() => {
    const view = window.playground.config;
    view.focus();
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    window.stalls = { last: performance.now(), longest: 0, ticks: 0 };
    window.stallTimer = setInterval(() => {
      const now = performance.now();
      window.stalls.longest = Math.max(window.stalls.longest, now - window.stalls.last);
      window.stalls.last = now;
      window.stalls.ticks += 1;
    }, 20);
  });
  const asked = Date.now();
  await page.keyboard.type("se");
  await page.waitForSelector(".cm-tooltip-autocomplete li", { timeout: 120000 }).catch(() => null);
  const waited = Date.now() - asked;
  const bigList = await page.$$eval(".cm-tooltip-autocomplete li", (els) => els.map((e) => e.textContent));
  const stalls = await page.evaluate(() => {
    clearInterval(window.stallTimer);
    return window.stalls;
  });
  console.log(`     completion on the 1 MB config: answered after ${waited} ms; longest main-thread stall ${Math.round(stalls.longest)} ms (${stalls.ticks} ticks)`);
  check("completion on the 1 MB config lists service", bigList.some((t) => t.startsWith("service")), JSON.stringify(bigList));
  check("the page stays responsive while it is computed (no main-thread stall over 500 ms)",
    stalls.longest < 500 && stalls.ticks > 1, JSON.stringify(stalls));

  check("no page errors", problems.length === 0, problems.join("\n"));
  check("nothing fetched from elsewhere", foreign.length === 0, foreign.join("\n"));
} catch (e) {
  check("the browser test ran to its end", false, e.stack);
} finally {
  await browser.close();
  server.close();
}
finish("playground");
