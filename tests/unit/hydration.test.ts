// Hydration after the load event (app/server/http/hydration.server.ts): the rewrite of React Router's <Scripts>
// output. The page below is the shape React Router 7.18 renders (tests/e2e/foundation.spec.ts checks the real one
// hydrates in a browser, with no script fetched before the load event).
import { describe, expect, it } from "vitest";
import { hydrateAfterLoad } from "#app/server/http/hydration.server";

const MANIFEST = 'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"},"version":"1"};';
const rendered = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/public-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/>',
  '<link rel="modulepreload" href="/assets/product-D.js"/>',
  '<link rel="stylesheet" href="/assets/root-E.css"/>',
  "</head><body><main>Carrot Walnut Cake</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-C.js";',
  'import * as route1 from "/assets/product-D.js";',
  `  ${MANIFEST}`,
  '  window.__reactRouterRouteModules = {"root":route0,"routes/public/product":route1};',
  "",
  'import("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("\n");

describe("hydrateAfterLoad", () => {
  const page = hydrateAfterLoad(rendered);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "";

  it("takes the module preloads out of the document, so that no script is fetched before the page has loaded", () => {
    expect(page).not.toContain('modulepreload" href');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-E.css"/>');
    expect(page).toContain("<main>Carrot Walnut Cake</main>");
  });

  it("waits for the load event and the first paint, then preloads every module at once and imports the route modules, then the entry", () => {
    expect(script.indexOf('addEventListener("load"')).toBeGreaterThan(-1);
    expect(script.indexOf('getEntriesByName("first-contentful-paint")')).toBeGreaterThan(-1);
    expect(script).toContain(
      'for (const type of ["pointerdown", "keydown", "focusin", "touchstart"]) addEventListener(type, go,',
    );
    const wait = script.indexOf("await new Promise");
    const preload = script.indexOf(
      '["/assets/entry.client-A.js","/assets/public-B.js","/assets/root-C.js","/assets/product-D.js"]',
    );
    const routes = script.indexOf(
      'const [route0, route1] = await Promise.all(["/assets/root-C.js", "/assets/product-D.js"].map((url) => import(url)));',
    );
    const manifest = script.indexOf(MANIFEST);
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0');
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect([wait, preload, routes, manifest, modules, entry].every((i) => i >= 0)).toBe(true);
    expect(wait < preload && preload < routes && routes < manifest && manifest < modules && modules < entry).toBe(true);
    expect(script).not.toMatch(/^\s*import \* as/m);
  });

  it("leaves a page it does not recognise as rendered (it hydrates as soon as its scripts arrive)", () => {
    const noScript = rendered.replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(hydrateAfterLoad(noScript)).toBe(noScript);
    const otherShape = rendered.replace(
      'import("/assets/entry.client-A.js");',
      'import("/assets/entry.client-A.js").then(go);',
    );
    expect(hydrateAfterLoad(otherShape)).toBe(otherShape);
  });

  it("is idempotent on its own output (a cached page is never rewritten twice into something else)", () => {
    expect(hydrateAfterLoad(page)).toBe(page);
  });
});
