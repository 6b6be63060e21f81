// Search beyond titles, the header dropdown as an ARIA combobox (keys at 375 and 1280 px, axe with the list
// open) and the /search page's true count and pages, with and without JavaScript. A private server with the demo
// content and 30 more cakes (created through the /api), so the shared e2e server keeps its dozen products. The
// index the search reads is loaded from the database and rebuilt after those writes, so on the PostgreSQL run
// that server uses a PostgreSQL database of its own.
import { expectNoAxeViolations } from "./support/axe";
import { atWidths, expect, test, testWithAndWithoutJs, WIDTHS, type Page } from "./fixtures";
import { PrivateServer } from "./support/private-server";

const TOKEN = "search-e2e-api-token-0123456789abcdef";
const VIEWPORTS = [
  { name: "375 px", width: 375, height: 812 },
  { name: "1280 px", width: 1280, height: 900 },
];
const EXTRA_CAKES = 30;

const server = new PrivateServer({
  portOffset: 4,
  seedDemo: true,
  postgres: true,
  env: { ADMIN_API_TOKEN: TOKEN, OUTBOX_DISABLED: "1" },
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
  for (let n = 1; n <= EXTRA_CAKES; n++) {
    const form = new FormData();
    form.append("title", `Sponge Slice ${String(n).padStart(2, "0")}`);
    form.append("price", "80");
    form.append("description", "A light sponge.");
    form.append("category", "cakes");
    const response = await fetch(`${server.url}/api/products`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
});

test.afterAll(async () => {
  await server.dispose();
});

/** The header's search field: its name is the same with and without JavaScript (its role is not). */
const searchField = (page: Page) => page.getByLabel("Search products").first();

test.describe("search dropdown (combobox)", () => {
  // The keys are the same at any width: they run once, at a phone's; the open list is checked at both widths.
  test(`arrow keys, Home, End, Enter and Escape at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto(`${server.url}/`);
    const box = page.getByRole("combobox", { name: "Search products" }).first();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.fill("pastries");
    await box.press("Enter"); // Enter searches at once
    const listbox = page.getByRole("listbox", { name: "Products found" });
    const options = listbox.getByRole("option");
    await expect(options).toHaveCount(4);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    await expect(box).not.toHaveAttribute("aria-activedescendant", /.+/);
    const ids = await options.evaluateAll((els) => els.map((el) => el.id));
    const titles = await options.allInnerTexts();

    const expectActive = async (index: number) => {
      await expect(box).toHaveAttribute("aria-activedescendant", ids[index]!);
      await expect(options.nth(index)).toHaveAttribute("aria-selected", "true");
      await expect(listbox.locator('[aria-selected="true"]')).toHaveCount(1);
      await expect(box).toBeFocused();
    };
    await box.press("ArrowDown");
    await expectActive(0);
    await box.press("ArrowDown");
    await expectActive(1);
    await box.press("ArrowUp");
    await expectActive(0);
    await box.press("ArrowUp"); // wraps to the last
    await expectActive(3);
    await box.press("ArrowDown"); // and back to the first
    await expectActive(0);
    await box.press("End");
    await expectActive(3);
    await box.press("Home");
    await expectActive(0);

    // Open with a result chosen: no axe violation, at either width.
    await atWidths(page, async (width) => {
      await expect(options).toHaveCount(4);
      await expectNoAxeViolations(page, `the search list open at ${width} px`, { include: "header" });
    });
    await expectActive(0);

    // Escape closes the list; focus stays in the field; ArrowDown opens it again.
    await box.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant", /.+/);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("pastries");
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await expectActive(1);

    // Enter opens the chosen result.
    await box.press("Enter");
    const title = titles[1]!.split("\n")[0]!.trim();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("finds by offering and label, and offers no 'See all results' under no results", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[1]!);
    await page.goto(`${server.url}/`);
    const box = page.getByRole("combobox", { name: "Search products" }).first();
    const results = page.getByRole("region", { name: "Search results" });
    await box.fill("cake");
    await box.press("Enter");
    await expect(results.getByRole("option", { name: /Red Velvet Slice/ })).toBeVisible();
    await expect(results.getByRole("link", { name: "See all results" })).toBeVisible();
    await box.fill("eggless");
    await box.press("Enter");
    await expect(results.getByRole("option").first()).toContainText("Eggless");
    await box.fill("zzzzqqq");
    await box.press("Enter");
    await expect(results.getByText("No products match “zzzzqqq”.")).toBeVisible();
    await expect(results.getByRole("link", { name: "See all results" })).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("search results page", () => {
  testWithAndWithoutJs(
    "the true count and working pages, ?q= as well as ?query= @nojs",
    async ({ page, javaScriptEnabled }) => {
      await page.setViewportSize(VIEWPORTS[0]!);
      await page.goto(`${server.url}/search?q=cakes`);
      await expect(page).toHaveURL(/\/search\?query=cakes$/);
      // 4 demo cakes and 30 more, all in Cakes: every one counted, 24 a page.
      await expect(page.getByTestId("search-count")).toHaveText("34 products found");
      const grid = page.getByRole("list", { name: "Matching products" }).getByRole("listitem");
      await expect(grid).toHaveCount(24);
      const pager = page.getByRole("navigation", { name: "Search result pages" });
      await expect(pager).toContainText("Showing 1–24 of 34");
      await expect(pager).toContainText("Page 1 of 2");
      await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);

      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/search\?query=cakes&page=2$/);
      await expect(page.getByTestId("search-count")).toHaveText("34 products found");
      await expect(grid).toHaveCount(10);
      await expect(pager).toContainText("Showing 25–34 of 34");
      await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
      await pager.getByRole("link", { name: "First" }).click();
      await expect(page).toHaveURL(/\/search\?query=cakes$/);
      await expect(grid).toHaveCount(24);

      // With a diet filter the sentence states both true counts.
      await page.goto(`${server.url}/search?query=cake&diet=eggless`);
      await expect(page.getByTestId("diet-match-count")).toHaveText(
        /^\d+ of 34 products matching “cake” (is|are) labelled eggless\.$/,
      );
      if (javaScriptEnabled) await expect(searchField(page)).toHaveAttribute("role", "combobox");
      else await expect(page.getByRole("searchbox", { name: "Search products" }).first()).toBeVisible();
      // The page finds by offering name (in the plural people type) and by diet label, as the dropdown does; the
      // page is the same without JavaScript, so the run with it (on both databases) is enough.
      if (!javaScriptEnabled) return;
      // The titles found, in alphabetical order (the page ranks them; which ones is what matters here).
      const found = async () =>
        (await page.getByRole("list", { name: "Matching products" }).getByRole("link").allInnerTexts())
          .map((text) => text.split("\n")[0]!.trim())
          .sort();
      await page.goto(`${server.url}/search?query=loaves`);
      await expect(page.getByTestId("search-count")).toHaveText("4 products found");
      expect(await found()).toEqual([
        "100% Whole Wheat Brown Bread",
        "Country Sourdough",
        "Garlic Herb Baguette",
        "Seeded Multigrain Loaf",
      ]);
      await page.goto(`${server.url}/search?query=vegan`);
      await expect(page.getByTestId("search-count")).toHaveText("2 products found");
      expect(await found()).toEqual(["Country Sourdough", "Seeded Multigrain Loaf"]);
      // One product: the singular.
      await page.goto(`${server.url}/search?query=sourdough`);
      await expect(page.getByTestId("search-count")).toHaveText("1 product found");
    },
  );
});
