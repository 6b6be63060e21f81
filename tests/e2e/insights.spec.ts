// The owner's Insights screen: the demo history's charts and tables with and without JavaScript,
// axe clean at 1280 and 375 px; a click on a product page's shop link and a search with no results show up on
// the screen (the server writes its counts every INSIGHTS_FLUSH_MS, 200 ms here). Tests tagged @nojs also run
// with JavaScript off.
import { expectNoAxeViolations } from "./support/axe";
import { expectCleanIds } from "./support/markup";
import { adminUrl, expect, logIn, shot, test, WIDTHS, type Page } from "./fixtures";

const SECTIONS = [
  "Visits per day",
  "Click-outs per day per shop",
  "Top products by views",
  "Top products by click-outs",
  "View-to-click-out rate per product",
  "Top pages",
  "Top searches",
  "Searches with no results",
  "Newsletter sign-ups",
];

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The figure in today's row (the last) of the click-outs table, for one shop. */
async function todaysClickOuts(page: Page, shop: "Zepto" | "Swiggy Instamart" | "Blinkit"): Promise<number> {
  await page.getByText("Table of click-outs per day").click(); // a native <details>: opens without JavaScript too
  const table = page.getByRole("table", { name: "Click-outs per day per shop" });
  const headers = await table.locator("thead th").allTextContents();
  const cell = table.locator("tbody tr").last().locator("td").nth(headers.indexOf(shop));
  return Number((await cell.textContent())!.replace(/[^\d]/g, ""));
}

test.describe("insights", () => {
  test("the screen: charts, tables and CSV links for the demo history, the period links, axe clean @nojs", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await logIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Insights" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    for (const title of SECTIONS) {
      const section = page.getByRole("region", { name: title });
      await expect(section).toBeVisible();
      await expect(section.getByRole("link", { name: /^CSV/ })).toHaveAttribute("href", /insights\.csv\?section=/);
    }
    // Charts are server-rendered SVG, named by their title: visible with JavaScript off too.
    // Drawn twice (narrow for phones, wide from 640 px), one shown.
    const chart = page
      .getByRole("region", { name: "Visits per day" })
      .locator("svg[role=img]")
      .filter({ visible: true });
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())!.height).toBeGreaterThan(100);
    // The demo history fills the rankings.
    await expect(page.getByRole("table", { name: "Top products by views" }).locator("tbody tr")).toHaveCount(10);
    await expect(page.getByRole("table", { name: "Searches with no results" })).toContainText("cupcakes");
    // Every chart (drawn twice, for phones and wider screens) with ids of its own, and no stray `index` on a path.
    await expectCleanIds(page, "insights, last 30 days");

    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/\?days=7$/);
    await page.getByText("Table of visits per day").click();
    await expect(page.getByRole("table", { name: "Visits per day" }).locator("tbody tr")).toHaveCount(7);

    expect(errors, "no script error and no hydration mismatch on the screen").toEqual([]);

    const csv = await page.request.get(adminUrl("insights.csv?section=searches&days=90"));
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(/^query,searches,from_dropdown,from_page,results\r\n/);

    // axe runs inside the page: with JavaScript on only.
    if (testInfo.project.name === "chromium-nojs") return;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `insights at ${width} px`);
      await shot(page, `insights-${width}`);
    }
  });

  test("clicking a shop link on a product page moves its count on the screen @nojs", async ({ page, context }) => {
    await logIn(page);
    await page.goto(adminUrl("insights?days=7"));
    const before = await todaysClickOuts(page, "Zepto");

    await page.goto("/offerings/pastries");
    await page
      .getByRole("link", { name: /Butter Croissant/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Butter Croissant" })).toBeVisible();
    const link = page.getByRole("link", { name: /Zepto/ });
    await expect(link).toHaveAttribute("href", /^\/go\/[^/]+\/zepto$/);
    // The link opens a new tab: the server answers 303 to the product's stored Zepto URL (the shop's site itself
    // is not reachable from here).
    const answered = context.waitForEvent("response", (r) => /\/go\/[^/]+\/zepto$/.test(r.url()));
    const [shop] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    const go = await answered;
    expect(go.status()).toBe(303);
    expect(go.headers().location).toMatch(/^https:\/\/www\.zeptonow\.com\//);
    await shop.close();

    await expect(async () => {
      await page.goto(adminUrl("insights?days=7"));
      expect(await todaysClickOuts(page, "Zepto")).toBe(before + 1);
    }).toPass({ timeout: 10_000 });
  });

  test("a search with no results appears under 'Searches with no results' @nojs", async ({ page }, testInfo) => {
    const word = `zqx${Date.now().toString(36)}`;
    const scripted = testInfo.project.name !== "chromium-nojs";
    // What the header's dropdown asks the server: each request is one search in the owner's figures.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/search\.data\?.*\bfrom=dropdown\b/.test(request.url())) asked.push(request.url());
    });
    await page.goto("/");
    const box = page.getByRole("search", { name: "Products" }).first();
    await box.getByLabel("Search products").fill(`${word} Cupcake`);
    const nothing = page.getByText(`No products match “${word} Cupcake”.`).first();
    // With JavaScript the pause after typing asks for the text by itself. The Search button is pressed once that
    // answer shows: it shows the same answer and asks nothing more (pressed during the pause, it asks at once and
    // the pause asks nothing), so one person's one search is one request, whoever is quicker.
    if (scripted) await expect(nothing).toBeVisible();
    await box.getByRole("button", { name: "Search" }).click();
    if (!scripted) await expect(page).toHaveURL(/\/search\?query=/);
    await expect(nothing).toBeVisible();

    await logIn(page);
    // Read after a navigation, so that anything the click sent was sent before it.
    expect(asked, "the dropdown's requests for one search").toHaveLength(scripted ? 1 : 0);
    await expect(async () => {
      await page.goto(adminUrl("insights?days=7"));
      const table = page.getByRole("table", { name: "Searches with no results" });
      await expect(table.getByRole("row").filter({ hasText: `${word} cupcake` })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    // Columns: query, searches, "from the dropdown / from the search page" (with JavaScript the header's box is a dropdown).
    const cells = page
      .getByRole("table", { name: "Searches with no results" })
      .getByRole("row")
      .filter({ hasText: `${word} cupcake` })
      .getByRole("cell");
    await expect(cells.nth(1)).toHaveText("1");
    await expect(cells.nth(2)).toContainText(testInfo.project.name === "chromium-nojs" ? "0 / 1" : "1 / 0");
  });

  test("pages answered from the response cache are counted too, and the API gives the same figures", async ({
    page,
    baseURL,
  }) => {
    await logIn(page);
    const today = async () => {
      // The day as the server counts it: the API's default range ends today.
      const answer = await page.request.get("/api/insights", { headers: { origin: baseURL! } });
      expect(answer.status()).toBe(200);
      return (await answer.json()) as { to: string; products: { title: string; views: number }[] };
    };
    const { to } = await today();
    const views = async () => {
      const answer = await page.request.get(`/api/insights?from=${to}&to=${to}`, { headers: { origin: baseURL! } });
      const body = (await answer.json()) as { products: { title: string; views: number }[] };
      return body.products.find((p) => p.title === "Carrot Walnut Cake")?.views ?? 0;
    };
    const before = await views();
    await page.goto("/offerings/cakes");
    const href = await page
      .getByRole("link", { name: /Carrot Walnut Cake/ })
      .first()
      .getAttribute("href");
    const first = await page.request.get(href!);
    const second = await page.request.get(href!, { headers: { "If-None-Match": '"other"' } });
    expect([first.status(), second.status()]).toEqual([200, 200]);
    expect(second.headers().etag).toBe(first.headers().etag); // the same stored bytes
    await expect.poll(views, { timeout: 10_000 }).toBe(before + 2);
  });

  test("a search's result count reaches insights inside the server: no header, counted from the cache and a 304 too", async ({
    page,
    request,
    baseURL,
  }) => {
    await logIn(page);
    const { to } = (await (await page.request.get("/api/insights", { headers: { origin: baseURL! } })).json()) as {
      to: string;
    };
    const totals = async () => {
      const answer = await page.request.get(`/api/insights?from=${to}&to=${to}`, { headers: { origin: baseURL! } });
      return ((await answer.json()) as { totals: { searches: number; searchesWithoutResults: number } }).totals;
    };
    const before = await totals();
    // A query that finds products, on an address of its own (the extra parameter): the first answer is rendered,
    // the second comes from the response cache, the third is a 304 for the stored ETag.
    // A visitor without the admin's session (a page with one is never shared), with a browser's User-Agent.
    const url = `/search?query=carrot&fresh=${Date.now().toString(36)}`;
    const visitor = { "User-Agent": PERSON, Accept: "text/html" };
    const rendered = await request.get(url, { headers: visitor });
    const cached = await request.get(url, { headers: visitor });
    const notModified = await request.get(url, { headers: { ...visitor, "If-None-Match": rendered.headers().etag! } });
    const data = await request.get(url.replace("/search?", "/search.data?"), { headers: visitor });
    expect([rendered.status(), cached.status(), notModified.status(), data.status()]).toEqual([200, 200, 304, 200]);
    expect(cached.headers().etag).toBe(rendered.headers().etag);
    for (const answer of [rendered, cached, notModified, data])
      expect(Object.keys(answer.headers()).filter((name) => /search/i.test(name))).toEqual([]);
    // Four searches, none of them counted as finding nothing: each carried its result count to the counter.
    await expect.poll(async () => (await totals()).searches, { timeout: 10_000 }).toBe(before.searches + 4);
    expect((await totals()).searchesWithoutResults).toBe(before.searchesWithoutResults);
  });

  test("a page that runs in the browser says so; without JavaScript the view is counted as one that never ran @nojs", async ({
    page,
    baseURL,
  }, testInfo) => {
    await logIn(page);
    const { to } = (await (await page.request.get("/api/insights", { headers: { origin: baseURL! } })).json()) as {
      to: string;
    };
    const totals = async () => {
      const answer = await page.request.get(`/api/insights?from=${to}&to=${to}`, { headers: { origin: baseURL! } });
      return ((await answer.json()) as { totals: { views: number; viewsThatRan: number } }).totals;
    };
    const before = await totals();
    await page.goto("/about-us");
    await expect.poll(async () => (await totals()).views, { timeout: 10_000 }).toBe(before.views + 1);
    if (testInfo.project.name === "chromium-nojs") {
      // A second view, counted after anything the first page could have sent (a page that ran reports it on
      // its load, before the visitor can leave): once it shows, the first page's report would have too.
      await page.goto("/");
      await expect.poll(async () => (await totals()).views, { timeout: 10_000 }).toBe(before.views + 2);
      expect((await totals()).viewsThatRan).toBe(before.viewsThatRan);
    } else {
      await expect.poll(async () => (await totals()).viewsThatRan, { timeout: 10_000 }).toBe(before.viewsThatRan + 1);
    }
  });
});
