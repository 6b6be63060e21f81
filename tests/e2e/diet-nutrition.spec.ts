import { expectNoSeriousViolations } from "./support/axe";
import { ADMIN_PREFIX as ADMIN, expect, logIn, test, type Page } from "./fixtures";

// Dietary badges and filters, nutrition per serving, a serving's share of the visitor's day (from Know
// Yourself, kept in localStorage), and sharing a product. Runs on the demo content (2 of 4 cakes are labelled eggless).

async function hydrated(page: Page) {
  await expect(page.locator("header details")).toHaveCount(0);
}

async function productHref(page: Page, title: string): Promise<string> {
  await page.goto("/search?query=" + encodeURIComponent(title));
  const href = await page.getByRole("main").getByRole("link", { name: title }).first().getAttribute("href");
  expect(href).toMatch(/^\/product\/.+/);
  return href!;
}

test.describe("dietary labels", () => {
  test("the offering's filter links narrow the grid and say how many match, with and without JavaScript @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/offerings/cakes");
    if (javaScriptEnabled) await hydrated(page);
    const grid = page.getByRole("list", { name: "Products" });
    await expect(grid.getByRole("listitem")).toHaveCount(4);
    const filters = page.getByRole("navigation", { name: "Filter by diet" });

    await filters.getByRole("link", { name: "Eggless" }).click();
    await expect(page).toHaveURL(/\/offerings\/cakes\?diet=eggless$/);
    await expect(page.getByTestId("diet-match-count")).toHaveText("2 of 4 cakes are labelled eggless.");
    await expect(grid.getByRole("listitem")).toHaveCount(2);
    for (const item of await grid.getByRole("listitem").all()) await expect(item).toContainText("Eggless");
    await expect(grid.getByRole("link", { name: /Carrot Walnut Cake/ })).toContainText("Contains nuts");
    await expect(filters.getByRole("link", { name: /Eggless/ })).toHaveAttribute("aria-current", "true");

    // Adding a filter nobody matches says so plainly and offers the whole offering again.
    await filters.getByRole("link", { name: "Gluten-free" }).click();
    await expect(page).toHaveURL(/diet=eggless&diet=gluten-free$/);
    await expect(page.getByTestId("diet-match-count")).toHaveText(
      "None of the 4 cakes are labelled eggless and gluten-free.",
    );
    await expect(page.getByRole("list", { name: "Products" })).toHaveCount(0);
    await page.getByRole("link", { name: "Show all 4 cakes" }).click();
    await expect(page).toHaveURL(/\/offerings\/cakes$/);
    await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem")).toHaveCount(4);
  });

  test("the filtered offering page and a product page with nutrition have no serious axe violations", async ({
    page,
  }) => {
    await page.goto("/offerings/cakes?diet=eggless&diet=no-nuts");
    await expect(page.getByTestId("diet-match-count")).toHaveText(
      "None of the 4 cakes are labelled eggless and made without nuts.",
    );
    await expectNoSeriousViolations(page, page.url());
    await page.goto("/search?query=cake&diet=eggless");
    await expect(page.getByTestId("diet-match-count")).toBeVisible();
    await expectNoSeriousViolations(page, page.url());
    await page.goto(await productHref(page, "Carrot Walnut Cake"));
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoSeriousViolations(page, page.url());
  });

  test("the search page's filter links work without JavaScript @nojs", async ({ page }) => {
    await page.goto("/search?query=cake");
    await page.getByRole("navigation", { name: "Filter by diet" }).getByRole("link", { name: "Eggless" }).click();
    await expect(page).toHaveURL(/\/search\?query=cake&diet=eggless$/);
    const results = page.getByRole("list", { name: "Matching products" });
    await expect(results.getByRole("link", { name: /Chocolate Truffle Cake/ })).toBeVisible();
    await expect(results.getByRole("link", { name: /Red Velvet Slice/ })).toHaveCount(0);
    await expect(page.getByTestId("diet-match-count")).toHaveText(
      /products matching “cake” (is|are) labelled eggless\.$/,
    );
  });

  test("search results filter by label and the dropdown shows the badges", async ({ page }) => {
    await page.goto("/search?query=loaf");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Filter by diet" }).getByRole("link", { name: "Vegan" }).click();
    await expect(page).toHaveURL(/query=loaf&diet=vegan/);
    await expect(page.getByTestId("diet-match-count")).toHaveText(
      /of \d+ products matching “loaf” (is|are) labelled vegan\.$/,
    );
    const results = page.getByRole("list", { name: "Matching products" });
    await expect(results.getByRole("link", { name: /Seeded Multigrain Loaf/ })).toContainText("Vegan");

    const header = page.getByRole("banner");
    await header.getByRole("combobox", { name: "Search products" }).first().fill("sourdough");
    const dropdown = page.getByTestId("search-dropdown").first();
    await expect(dropdown.getByRole("option", { name: /Country Sourdough/ })).toContainText("Eggless");
    await expect(dropdown.getByRole("option", { name: /Country Sourdough/ })).toContainText("Vegan");
  });
});

test.describe("nutrition and sharing", () => {
  test("the product page shows badges, the nutrition table, the 2,000 kcal reference and a WhatsApp link @nojs", async ({
    page,
  }) => {
    await page.goto(await productHref(page, "Carrot Walnut Cake"));
    const badges = page.getByRole("list", { name: "Dietary labels" });
    await expect(badges.getByRole("listitem")).toHaveText(["Eggless", "Contains nuts"]);
    await expect(page.getByTestId("allergen-declaration")).toHaveText("Contains: cereals with gluten, milk, nuts.");
    const table = page.getByRole("table", { name: "Per serving: 1 slice (100 g)" });
    await expect(table.getByRole("row", { name: "Energy 370 kcal" })).toBeVisible();
    await expect(table.getByRole("row", { name: "of which sugars 28 g" })).toBeVisible();
    await expect(page.getByTestId("serving-share")).toContainText("1 slice (100 g) = 19 % of a 2,000 kcal day");
    await expect(page.getByRole("link", { name: "Work out your own daily need" })).toHaveAttribute(
      "href",
      "/know-yourself",
    );
    const whatsApp = page.getByRole("link", { name: /Share on WhatsApp/ });
    const href = (await whatsApp.getAttribute("href"))!;
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    expect(text).toMatch(/^Carrot Walnut Cake http:\/\/127\.0\.0\.1:\d+\/product\/[^/]+$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.webp$/,
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld.nutrition).toMatchObject({
      "@type": "NutritionInformation",
      servingSize: "1 slice (100 g)",
      calories: "370 calories",
    });
  });

  test("after Know Yourself, a product page gives one serving's share of the visitor's own day", async ({ page }) => {
    await page.goto("/know-yourself");
    await hydrated(page);
    await page.getByLabel("Height (cm)").fill("170");
    await page.getByLabel("Weight (kg)").fill("65");
    await page.getByLabel("Age").fill("30");
    await page.getByRole("button", { name: "Calculate" }).click();
    const report = page.getByTestId("health-report");
    await expect(report).toBeVisible();
    const need = Number((await report.getByText(/^\d+$/).first().textContent()) ?? "0");
    const stored = await page.evaluate(() => window.localStorage.getItem("slice.dailyKcal"));
    expect(JSON.parse(stored!).kcal).toBe(need);
    expect(need).toBeGreaterThan(1000);

    await page.goto(await productHref(page, "Carrot Walnut Cake"));
    const share = page.getByTestId("serving-share");
    await expect(share).toHaveAttribute("data-basis", "own");
    await expect(share).toContainText(`1 slice (100 g) = ${Math.round((370 / need) * 100)} % of your day`);
    await expect(share).toContainText(`of the ${need.toLocaleString("en-IN")} kcal a day you worked out`);
  });

  test("without the Web Share API: WhatsApp and copy link, which says 'Link copied'", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(await productHref(page, "Country Sourdough"));
    await hydrated(page);
    await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toBeVisible();
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("with the Web Share API: one Share button that hands over the name, a sentence and the address", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: unknown) => {
          w.shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto(await productHref(page, "Country Sourdough"));
    await hydrated(page);
    await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
    // The sheet's heading is the name; the message is a sentence, not the name a second time.
    expect(shared).toEqual([
      {
        title: "Country Sourdough",
        text: "Country Sourdough, fresh from Slice Bakery. Order it online:",
        url: page.url(),
      },
    ]);
  });
});

test.describe("admin", () => {
  test("the Add Product form stores labels and nutrition; the edit form changes them; the public page follows", async ({
    page,
  }) => {
    page.on("dialog", (dialog) => void dialog.accept());
    await logIn(page);
    const form = page.getByRole("form", { name: "Add Product" });
    await form.getByLabel("Title").fill("Vegan Date Loaf");
    await form.getByLabel("Price (₹)").fill("199");
    await form.getByLabel("Description").fill("Dates, oats and no added sugar.");
    await form.getByLabel("Category").selectOption({ label: "Loaves" });
    await form.getByRole("checkbox", { name: "Vegan" }).check();
    await form.getByRole("checkbox", { name: "Eggless" }).check();
    await form.getByLabel("Serving size").fill("1 slice (60 g)");
    await form.getByLabel("Energy (kcal)").fill("160");
    await form.getByLabel("Carbohydrates (g)", { exact: true }).fill("30");
    await form.getByLabel("Sugars (of the carbohydrates) (g)").fill("35");
    await form.getByRole("button", { name: "Add Product" }).click();
    // Sugars above the carbohydrates: refused with the message at the field, the values kept.
    await expect(page.locator("#add-product-sugars-error")).toHaveText(
      "Sugars cannot be more than carbohydrates (they are part of them).",
    );
    await expect(form.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
    await form.getByLabel("Sugars (of the carbohydrates) (g)").fill("12.5");
    await form.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Product added!" })).toBeVisible();

    await page.goto(`${ADMIN}/products?q=Vegan%20Date`);
    await page.getByRole("link", { name: /Vegan Date Loaf/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vegan Date Loaf" })).toBeVisible();
    const productId = page.url().split("/product/")[1]!;
    await expect(page.getByTestId("admin-nutrition")).toHaveText(
      "Per serving (1 slice (60 g)): energy 160 kcal, carbohydrates 30 g, of which sugars 12.5 g.",
    );
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByLabel("Serving size")).toHaveValue("1 slice (60 g)");
    await page.getByRole("checkbox", { name: "Contains nuts" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Product updated successfully!" })).toBeVisible();

    await page.goto(`/product/${productId}`);
    await expect(page.getByRole("list", { name: "Dietary labels" }).getByRole("listitem")).toHaveText([
      "Eggless",
      "Vegan",
      "Contains nuts",
    ]);
    await expect(page.getByRole("table", { name: "Per serving: 1 slice (60 g)" })).toBeVisible();
    await expect(page.getByTestId("serving-share")).toContainText("1 slice (60 g) = 8 % of a 2,000 kcal day");

    // Leave the shared demo content as it was.
    await page.goto(`${ADMIN}/product/${productId}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Product deleted successfully!" })).toBeVisible();
  });
});
