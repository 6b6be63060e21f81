import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

const ADMIN_PREFIX = process.env.ADMIN_PREFIX ?? "/studio-7f3a9c2e";

test("an unknown path shows the 404 page with a real 404 status @nojs", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("public pages show the public header; admin paths show the admin header", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Slice Bakery", exact: true })).toBeVisible();
  await expect(page.locator('[data-chrome="admin"]')).toHaveCount(0);

  await page.goto(`${ADMIN_PREFIX}/login`);
  await expect(page.locator('[data-chrome="admin"]')).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("the admin prefix appears in no public byte", async ({ request }) => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(path.resolve("build/client"));
  expect(files.length).toBeGreaterThan(0);
  const slug = ADMIN_PREFIX.slice(1);
  for (const file of files) {
    expect(readFileSync(file).includes(slug), `${file} mentions the admin prefix`).toBe(false);
    expect(path.basename(file), "the route manifest must not be shipped").not.toMatch(/^manifest-.*\.js$/);
  }
  for (const url of ["/", "/robots.txt", "/sitemap.xml", "/no-such-page"]) {
    const response = await request.get(url);
    expect((await response.text()).includes(slug), `${url} mentions the admin prefix`).toBe(false);
  }
});

test("health answers ok and security headers are set", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const home = await request.get("/");
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
  expect(home.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(home.headers()["x-powered-by"]).toBeUndefined();
  expect(home.headers()["content-encoding"]).toMatch(/gzip|br/);
  expect(home.headers()["x-frame-options"]).toBe("DENY");
  expect(home.headers()["permissions-policy"]).toContain("camera=()");

  // A content-hashed build file keeps nosniff and its year-long immutable caching, and carries none of the
  // document-only headers (nor an ETag: it is never revalidated).
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(asset.status()).toBe(200);
  const headers = asset.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  for (const name of [
    "x-frame-options",
    "permissions-policy",
    "cross-origin-opener-policy",
    "referrer-policy",
    "etag",
    "last-modified",
  ]) {
    expect(headers[name], name).toBeUndefined();
  }

  // The build's own brotli and gzip copies of a script, by what the browser accepts (brotli first), each the same
  // script once decoded and smaller on the wire; the rest get the file itself.
  const plain = await request.get(script!, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const size = Number(plain.headers()["content-length"]);
  for (const [accepted, coding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
  ] as const) {
    const coded = await request.get(script!, { headers: { "Accept-Encoding": accepted } });
    expect(coded.headers()["content-encoding"], accepted).toBe(coding);
    expect(coded.headers()["vary"], accepted).toBe("Accept-Encoding");
    expect(coded.headers()["content-type"], accepted).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(Number(coded.headers()["content-length"]), accepted).toBeLessThan(size / 2);
    expect((await coded.body()).equals(await plain.body()), `${accepted}: the same script decoded`).toBe(true);
  }
});

test("a visitor who starts to use the page before it has loaded does not wait for the load: the page hydrates at once", async ({
  browser,
}) => {
  const context = await browser.newContext(); // a plain page: the fixtures' page would wait for the hydration itself
  const page = await context.newPage();
  // The images are held until the end of the test, so the load event cannot come first.
  let releaseImages = () => {};
  const imagesHeld = new Promise<void>((resolve) => (releaseImages = resolve));
  await page.route(/\/uploads\//, async (route) => {
    await imagesHeld;
    await route.continue().catch(() => undefined);
  });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/[^/]+\.js$/.test(request.url())) scripts.push(request.url());
  });
  try {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // Painted, and still nothing has asked for a script: the page waits for its load (or for the visitor).
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(false);
    await page.getByRole("searchbox").first().focus();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 4_000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  } finally {
    releaseImages();
    await context.close();
  }
});

test("the scripts are fetched only after the page has loaded and painted, and then the page hydrates", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/know-yourself")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toContain('addEventListener("load"');
  await page.goto("/know-yourself");
  // Hydrated: the header's <details> disclosures have become buttons.
  await expect(page.locator("header details")).toHaveCount(0);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    const [painted] = performance.getEntriesByName("first-contentful-paint");
    return {
      loaded: navigation!.loadEventStart,
      painted: painted!.startTime,
      scripts: scripts.map((entry) => entry.startTime),
    };
  });
  expect(timing.scripts.length).toBeGreaterThan(2);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(Math.max(timing.loaded, timing.painted));
});

test("a cached page hydrates under its CSP, which still blocks an injected inline script", async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // Twice, so that the second answer comes from the response cache with its ETag.
  for (let i = 0; i < 2; i++) expect((await request.get("/know-yourself")).ok()).toBe(true);
  for (let i = 0; i < 2; i++) {
    const response = await page.goto("/know-yourself");
    expect(response!.headers()["etag"]).toBeTruthy();
    expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  }
  expect(problems, "no CSP violation or error while the cached page hydrates").toEqual([]);

  const blocked = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violation: string }>((resolve) => {
        document.addEventListener(
          "securitypolicyviolation",
          (e) => resolve({ ran: "__injected" in window, violation: e.violatedDirective }),
          { once: true },
        );
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.appendChild(script);
      }),
  );
  expect(blocked).toEqual({ ran: false, violation: "script-src-elem" });
});
