import { expect, test, type Page } from "./fixtures";

// What each public page's scripts carry (less to download): no Zod and no article text in the browser, the
// carousel only on /, the calorie chart only on /know-yourself (and there only once a report is shown), the
// order form's calendar (react-day-picker) only on /order-a-cake, once that page runs.

/** The bodies of every script the page loads, by URL, after the network settles (and `ready` holds). */
async function scriptsOf(page: Page, path: string, ready?: () => Promise<void>): Promise<Map<string, string>> {
  const bodies = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.set(response.url(), response.text());
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await ready?.();
  return new Map(await Promise.all([...bodies].map(async ([url, body]) => [url, await body] as [string, string])));
}

const ZOD = /ZodError|\$ZodType|zod\.dev/;
const ARTICLE_TEXT = "Save recipes to cook at the weekend instead of ordering on impulse.";
const CAROUSEL = /carousel-slider/;
const CHART = /CaloriePie/;
const DAY_PICKER = /day_button/;

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
];

test.describe("public scripts", () => {
  for (const path of PAGES) {
    test(`${path} loads no Zod, no article text, and the carousel or chart only where they belong`, async ({
      page,
    }) => {
      const scripts = await scriptsOf(page, path);
      expect(scripts.size).toBeGreaterThan(0);
      for (const [url, body] of scripts) {
        expect(body, url).not.toMatch(ZOD);
        expect(body, url).not.toContain(ARTICLE_TEXT);
        expect(url).not.toMatch(CHART);
        expect(body, url).not.toMatch(DAY_PICKER);
        if (path !== "/") expect(body, url).not.toMatch(CAROUSEL);
      }
    });
  }

  test("/order-a-cake loads the calendar in a script of its own, after the page runs", async ({ page }) => {
    const calendar = page.getByRole("group", { name: "Calendar of the days we can bake for" });
    const scripts = await scriptsOf(page, "/order-a-cake", () => expect(calendar).toBeVisible());
    const holding = [...scripts].filter(([, body]) => DAY_PICKER.test(body)).map(([url]) => url);
    expect(holding).toHaveLength(1);
    expect(holding[0]).toMatch(/\/OrderDayPicker-[\w-]+\.js$/);
  });

  test("the article page still shows its text (sent by the loader, not a script)", async ({ page }) => {
    await page.goto("/blogs/reels-trends");
    await expect(page.getByText(ARTICLE_TEXT)).toBeVisible();
  });
});
