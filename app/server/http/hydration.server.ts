/**
 * Hydration after the page has loaded.
 *
 * A page is complete before any script runs: it is server-rendered, its links are links, its forms post without
 * JavaScript (contract: pages without JavaScript). So the scripts that hydrate it wait until the browser's `load`
 * event (style sheet, fonts and the images in view have arrived) and the first paint, or until the visitor starts to
 * use the page, and only then are they fetched. On a phone on a slow connection the ~140 kB of JavaScript then no longer shares the bandwidth with the
 * largest image and the fonts, and the first paint and the largest one come sooner (Lighthouse's LCP).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` per module and one inline module script that
 * imports the route modules statically, then imports the entry that hydrates. This rewrites that output: the
 * preload links go, and the inline script first awaits the load, then adds the same preload links (so every module
 * is fetched at once, not as a waterfall of imports) and imports the same modules dynamically: the route modules, then, as
 * before, the entry. If React Router's output ever stops matching, the page is left
 * as rendered (hydration as soon as the scripts arrive), never broken; tests/unit/hydration.test.ts pins it.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="[a-z]+")? href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;

/**
 * Waits for the `load` event and for the first contentful paint (Paint Timing), whichever comes last, then for two
 * more frames, so that the page's largest image has been painted too. Without the paint the load can come first on
 * a fast connection, and the scripts would still be fetched before anything is on the screen. A browser without
 * Paint Timing, or a page that paints nothing within 3 s of its load, goes on without it. A visitor who starts to use
 * the page before all that (a tap, a key, a field taking focus) does not wait: the scripts come at once.
 */
const AFTER_LOAD_AND_PAINT = [
  "await new Promise((go) => {",
  '  const loaded = new Promise((done) => document.readyState === "complete" ? done() : addEventListener("load", done, { once: true }));',
  "  const painted = new Promise((done) => {",
  '    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return done();',
  "    new PerformanceObserver((list, observer) => {",
  '      if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); done(); }',
  '    }).observe({ type: "paint", buffered: true });',
  "  });",
  '  for (const type of ["pointerdown", "keydown", "focusin", "touchstart"]) addEventListener(type, go, { once: true, capture: true, passive: true });',
  "  loaded.then(() => Promise.race([painted, new Promise((done) => setTimeout(done, 3000))]))",
  "    .then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go))));",
  "});",
].join("\n");

export function hydrateAfterLoad(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const body = script[1]!;
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0 || !/import\("[^"]+"\);\s*$/.test(body)) return html;

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const names = imports.map((m) => m[1]).join(", ");
  const urls = imports.map((m) => m[2]).join(", ");
  const rewritten = [
    AFTER_LOAD_AND_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names}] = await Promise.all([${urls}].map((url) => import(url)));`,
    body.replace(STATIC_IMPORT, "").replace(/^;\s*/, "").trim(),
  ].join("\n");

  const start = script.index;
  const end = start + script[0].length;
  const page = html.slice(0, start) + `<script type="module" async="">${rewritten}</script>` + html.slice(end);
  return page.replace(MODULE_PRELOAD, "");
}
