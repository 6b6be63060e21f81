// The route facts agree with app/routes.ts: the front door gives the upload limit to exactly the routes whose
// actions read files (from their module's `handle`, as it reads them in the server build), the sitemap lists the
// public pages and nothing of the admin area, insights counts exactly the public pages (and click-outs), and the
// chunk patterns in vite.config.ts name real files and never fold a route module into the shared chunk.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { CLICK_OUT_ROUTE, PUBLIC_PAGES, SITEMAP_PATHS, type InsightsKind } from "#app/lib/route-facts";
import { bodyLimit, targetRoute } from "#app/server/http/front-door.server";
import { classify } from "#app/server/insights/counting.server";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { SMALL_BODY_BYTES } from "#app/server/platform/body.server";
import { imageFormBytes, videoFormBytes } from "#app/server/storage/uploads.server";
import { flatRoutes, type FlatRoute } from "#tests/helpers/routes";
import { NOT_SHARED, publicChunk, SHARED_PUBLIC } from "../../vite.config";

const routes = flatRoutes();
/** The routes that answer a URL themselves (layouts only wrap their children). */
const leaves = routes.filter((route) => !route.hasChildren);

/** A URL the route answers: parameters and splats filled in (a shop key that exists, for the click-out). */
function sampleUrl(route: FlatRoute): string {
  const filled = route.path
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      segment === ":shop" ? "blinkit" : segment.startsWith(":") ? "x1" : segment === "*" ? "x1/x2" : segment,
    )
    .join("/");
  return `/${filled}`;
}

/** The route table as the server build carries it, with each route's real module. */
async function serverBuild(): Promise<ServerBuild> {
  const entries = await Promise.all(
    routes.map(async (route) => {
      const module: unknown = await import(/* @vite-ignore */ `../../app/${route.file}`);
      return [
        route.id,
        { id: route.id, parentId: route.parentId, path: route.ownPath, index: route.index, module },
      ] as const;
    }),
  );
  return { routes: Object.fromEntries(entries) } as unknown as ServerBuild;
}

describe("the front door's upload limits", () => {
  it("every route whose action reads uploaded files gets its upload limit, and no other route", async () => {
    const build = await serverBuild();
    const multipart = "multipart/form-data; boundary=x";
    const seen = { images: 0, video: 0 };
    for (const route of leaves) {
      const source = readFileSync(path.join("app", route.file), "utf8");
      const expected = /readVideoForm|saveVideo/.test(source)
        ? videoFormBytes()
        : /readImageForm|imageFields|submitOrderForm/.test(source)
          ? imageFormBytes()
          : SMALL_BODY_BYTES;
      if (expected === videoFormBytes()) seen.video++;
      if (expected === imageFormBytes()) seen.images++;
      const url = new URL(`http://bakery.test${sampleUrl(route)}${route.index ? "?index" : ""}`);
      const target = targetRoute(build, url);
      expect(target?.route.id, url.pathname).toBe(route.id);
      expect(bodyLimit(target?.route, multipart), route.id).toBe(expected);
      // Without files, every route keeps the small limit.
      expect(bodyLimit(target?.route, "application/x-www-form-urlencoded"), route.id).toBe(SMALL_BODY_BYTES);
      // A look-alike type is not multipart (the route answers it 415): the small limit.
      expect(bodyLimit(target?.route, "multipart/form-data-x; boundary=x"), route.id).toBe(SMALL_BODY_BYTES);
    }
    // The admin screens and /api for products, banners, messages and videos; the cake order form's photos.
    expect(seen).toEqual({ images: 12, video: 4 });
  });
});

describe("the sitemap", () => {
  const publicPages = leaves.filter((route) => route.parentId === "routes/public/layout");

  it("lists every public page without parameters, except the deliberate few, and only those", () => {
    // Search results, a form's answer page and an e-mail's unsubscribe link are no pages for a search engine.
    const notListed = ["/search", "/subscribe", "/unsubscribe"];
    const withoutParams = publicPages.map((route) => `/${route.path}`).filter((p) => !/[:*]/.test(p));
    expect([...SITEMAP_PATHS].sort()).toEqual(withoutParams.filter((p) => !notListed.includes(p)).sort());
    for (const p of notListed) expect(withoutParams).toContain(p);
  });

  it("names no admin path and nothing outside the public layout", () => {
    const outside = routes.filter((route) => route.parentId !== "routes/public/layout").map((r) => `/${r.path}`);
    for (const p of SITEMAP_PATHS) {
      expect(p.startsWith(ADMIN_PREFIX)).toBe(false);
      expect(outside, p).not.toContain(p === "/" ? "/__never__" : p);
    }
  });
});

describe("insights", () => {
  const expectedKind = (route: FlatRoute): InsightsKind | undefined =>
    [...PUBLIC_PAGES, CLICK_OUT_ROUTE].find((r) => r.file === route.file && route.path.replace(/^\/+/, "") === r.path)
      ?.insights;

  it("counts exactly the public pages and click-outs the table marks, as their kind; no admin, /api or file route", () => {
    const counted: string[] = [];
    for (const route of leaves) {
      const url = `${sampleUrl(route)}?query=cake`;
      const kind = classify(url)?.visit.kind;
      expect(kind, `${route.id} ${url}`).toBe(expectedKind(route));
      if (kind) counted.push(route.file);
      // The .data navigation of a page counts as the page (a click-out is never a navigation).
      if (kind && kind !== "click") expect(classify(`${sampleUrl(route)}.data?query=cake`)?.visit.kind).toBe(kind);
    }
    for (const route of counted)
      expect(route.startsWith("routes/public/") || route === CLICK_OUT_ROUTE.file).toBe(true);
    // Every public page but the 404, the unsubscribe link and a customer's private order page.
    expect(counted.length).toBe(PUBLIC_PAGES.length - 3 + 1);
  });

  it("the table is the public layout's children, in order", () => {
    const children = routes.filter((route) => route.parentId === "routes/public/layout");
    expect(children.map((route) => [route.path, route.file])).toEqual(
      PUBLIC_PAGES.map((page) => [page.path, page.file]),
    );
  });
});

describe("the script chunks (vite.config.ts)", () => {
  const appFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? appFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const files = appFiles("app").map((file) => `/repo/${file}`);
  const meta = { getModuleInfo: () => null } as unknown as Parameters<typeof publicChunk>[1];

  it("never fold a route module into the shared public chunk", () => {
    for (const route of routes) {
      expect(existsSync(path.join("app", route.file)), route.file).toBe(true);
      expect(publicChunk(`/repo/app/${route.file}`, meta), route.file).toBeUndefined();
    }
  });

  it("name only files that exist: each shared folder or helper and each page-specific component", () => {
    const shared = SHARED_PUBLIC.source.replace(/\\\//g, "/");
    // components/(public|ui)/ and lib/(site-config|price|...): every alternative is a real folder or module.
    const [components, lib] = [/components\/\(([^)]*)\)/, /lib\/\(([^)]*)\)/].map((re) =>
      re.exec(shared)![1]!.split("|"),
    );
    for (const folder of components!) expect(existsSync(`app/components/${folder}`), folder).toBe(true);
    for (const module of lib!)
      expect(
        files.some((f) => f.includes(`/app/lib/${module}.`)),
        module,
      ).toBe(true);
    for (const name of NOT_SHARED.source.split("|")) {
      const matching = files.filter((f) => f.includes(`/${name}.`));
      expect(matching.length, name).toBeGreaterThan(0);
      // A page-specific component stays out of the shared chunk.
      for (const file of matching) expect(publicChunk(file, meta), file).toBeUndefined();
    }
  });
});
