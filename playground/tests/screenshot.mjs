// The screenshot in docs/: the page with the example that has mistakes, the
// message of one of them shown. Run by scripts/playground-screenshot.sh.
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
  const box = await page.locator("#config .cm-lintRange-error", { hasText: "nmae" }).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForSelector(".cm-tooltip-lint", { timeout: 5000 }).catch(() => null);
  await page.screenshot({ path: opts.out });
  console.log(`wrote ${opts.out}`);
} finally {
  await browser.close();
  server.close();
}
