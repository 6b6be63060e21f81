// What only a browser shows of the site's frame: the 404 page, the public and admin chrome, hydration after the
// load. What any client gets without a browser (public bytes, headers) is tests/server/public-bytes.test.ts.
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
