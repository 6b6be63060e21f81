// What each public page's scripts carry (less to download), read from the build instead of a browser: the
// scripts a page starts with are the ones its HTML lists (React Router's manifest for the page's routes) and
// every file they import statically, as built in build/client/assets. No Zod and no article text in any of them,
// the carousel only on /, and the calorie chart (on /know-yourself) and the order form's calendar
// (react-day-picker, on /order-a-cake) each in a file of its own that only its page imports, lazily. That the
// chart and the calendar then load and draw is shown in a browser (tests/e2e/content.spec.ts, orders.spec.ts).
// Each of them starts with V8's compile hint (scripts/post-build.mjs), so the browser compiles it off the main thread.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPage, text } from "./support/html";

const ASSETS = path.resolve("build/client/assets");
const ZOD = /ZodError|\$ZodType|zod\.dev/;
const ARTICLE_TEXT = "Save recipes to cook at the weekend instead of ordering on impulse.";
const CAROUSEL = /carousel-slider/;
const DAY_PICKER = /day_button/;
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const PAGES = [
  "/",
  "/offerings",
  "/know-yourself",
  "/blog",
  "/blogs/reels-trends",
  "/partner-with-us",
  "/contact-support",
  "/about-us",
  "/search?query=bread",
  "/order-a-cake",
];

const body = (file: string) => readFileSync(path.join(ASSETS, file), "utf8");

/** The files `file` imports statically (`import ... from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(file: string): string[] {
  return [...body(file).matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

/** The script files `path` starts with: those its HTML names under /assets/, and all they import statically. */
async function startingScripts(pagePath: string): Promise<Set<string>> {
  const { status, html } = await getPage(pagePath);
  expect(status, pagePath).toBe(200);
  // The page's own list of module files (the modulepreload list of its hydration script) and the routes it imports.
  const listed = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  expect(listed, `${pagePath}: the list of module files`).toBeTruthy();
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    expect(existsSync(path.join(ASSETS, file)), `${pagePath}: ${file} in build/client/assets`).toBe(true);
    files.add(file);
    staticImports(file).forEach(visit);
  };
  for (const url of JSON.parse(listed!) as string[]) visit(url.replace(/^\/assets\//, ""));
  for (const [, url] of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) visit(url!.replace(/^\/assets\//, ""));
  return files;
}

/** Every built script that names `file` (a lazy import of it, or its preload list). */
const importersOf = (file: string) =>
  readdirSync(ASSETS).filter((f) => f.endsWith(".js") && f !== file && body(f).includes(file));

describe("public scripts", () => {
  it.each(PAGES)(
    "%s starts with no Zod, no article text, no chart or calendar, the carousel only on /, each script compile-hinted",
    async (page) => {
      const scripts = await startingScripts(page);
      expect(scripts.size).toBeGreaterThan(3);
      for (const file of scripts) {
        const code = body(file);
        expect(code.startsWith(COMPILE_HINT), `${file} starts with the compile hint`).toBe(true);
        expect(code, file).not.toMatch(ZOD);
        expect(code, file).not.toContain(ARTICLE_TEXT);
        expect(file).not.toMatch(/CaloriePie|OrderDayPicker/);
        expect(code, file).not.toMatch(DAY_PICKER);
        if (page !== "/") expect(code, file).not.toMatch(CAROUSEL);
      }
      if (page === "/") expect([...scripts].some((file) => CAROUSEL.test(body(file)))).toBe(true);
    },
  );

  it("the chart and the calendar are files of their own, imported lazily by their page's route only", async () => {
    const built = readdirSync(ASSETS).filter((f) => f.endsWith(".js"));
    const chart = built.filter((f) => /^CaloriePie-[\w-]+\.js$/.test(f));
    const calendar = built.filter((f) => DAY_PICKER.test(body(f)));
    expect(chart).toHaveLength(1);
    expect(calendar).toHaveLength(1);
    expect(calendar[0]).toMatch(/^OrderDayPicker-[\w-]+\.js$/);
    for (const [file, page, route] of [
      [chart[0]!, "/know-yourself", /^know-yourself-/],
      [calendar[0]!, "/order-a-cake", /^order-a-cake-/],
    ] as const) {
      const importers = importersOf(file);
      expect(importers, file).toHaveLength(1);
      expect(importers[0]).toMatch(route);
      expect(body(importers[0]!)).toContain(`import("./${file}")`);
      expect(await startingScripts(page)).toContain(importers[0]);
    }
  });

  it("the article page's text comes in the HTML, not in a script", async () => {
    const { html } = await getPage("/blogs/reels-trends");
    expect(text(html)).toContain(ARTICLE_TEXT);
  });
});
