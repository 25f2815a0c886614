// The screenshot in docs/: the page with the example that has mistakes
// underlined, and the completion list open in one of its blocks. Run by scripts/playground-screenshot.sh.
//
//   node screenshot.mjs --site build/wasm/site --out docs/playground.png
import { parseArgs } from "node:util";
import { serve } from "./serve.mjs";
import { launch } from "./browser-launch.mjs";

const { values: opts } = parseArgs({ options: { site: { type: "string" }, out: { type: "string" } } });
if (!opts.site || !opts.out) {
  console.error("usage: node screenshot.mjs --site DIR --out FILE.png");
  process.exit(2);
}
const { url, server } = await serve(opts.site);
const browser = await launch();
try {
  const page = await browser.context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.playground && window.playground.lastResult);
  const names = await page.$$eval("#examples option", (os) => os.map((o) => o.textContent));
  const next = page.evaluate(() => window.playground.nextResult());
  await page.selectOption("#examples", String(names.findIndex((n) => n.includes("mistakes"))));
  await next;
  await page.waitForSelector("#config .cm-lintRange-error");
  // A new line in the second service block and Ctrl-Space: completion lists
  // the attributes it may hold, the required port first.
  await page.evaluate(() => {
    const view = window.playground.config;
    const text = view.state.doc.toString();
    const at = text.indexOf("\n", text.indexOf("replicas = 2"));
    view.focus();
    view.dispatch({ selection: { anchor: at } });
  });
  const evaluated = page.evaluate(() => window.playground.nextResult());
  await page.keyboard.press("Enter");
  await evaluated;
  await page.waitForSelector("#config .cm-lintRange-error");
  await page.keyboard.press("Control+Space");
  await page.waitForSelector(".cm-tooltip-autocomplete li", { timeout: 20000 });
  await page.screenshot({ path: opts.out });
  console.log(`wrote ${opts.out}`);
} finally {
  await browser.close();
  server.close();
}
