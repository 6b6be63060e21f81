import { expect, test, type Page } from "./fixtures";

// What each public page's scripts carry (less to download): no Zod and no article text in the browser, the
// carousel only on /, the calorie chart only on /know-yourself (and there only once a report is shown).

/** The bodies of every script the page loads, by URL, after the network settles. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const bodies = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.set(response.url(), response.text());
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return new Map(await Promise.all([...bodies].map(async ([url, body]) => [url, await body] as [string, string])));
}

const ZOD = /ZodError|\$ZodType|zod\.dev/;
const ARTICLE_TEXT = "Save recipes to cook at the weekend instead of ordering on impulse.";
const CAROUSEL = /carousel-slider/;
const CHART = /CaloriePie/;

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
        if (path !== "/") expect(body, url).not.toMatch(CAROUSEL);
      }
    });
  }

  test("the article page still shows its text (sent by the loader, not a script)", async ({ page }) => {
    await page.goto("/blogs/reels-trends");
    await expect(page.getByText(ARTICLE_TEXT)).toBeVisible();
  });
});
