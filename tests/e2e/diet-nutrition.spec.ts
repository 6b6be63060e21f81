import { ADMIN_PREFIX as ADMIN, expect, logIn, test, type Page } from "./fixtures";

// Dietary labels as the public pages filter and count them, and as the owner sets them with nutrition. Runs on
// the demo content (2 of 4 cakes are labelled eggless). How a product page shows them: product-page.spec.ts.

async function hydrated(page: Page) {
  await expect(page.locator("header details")).toHaveCount(0);
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
    // React Router shows a refused post's answer at once, then reads the admin layout's data again before the
    // navigation ends. Hold that read back until the owner has corrected the field, as a slow server would: the
    // end of the navigation must not draw the form again over what was typed meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    await page.route(/\.data(\?|$)/, async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      reads += 1;
      await held;
      await route.fallback();
    });
    await form.getByRole("button", { name: "Add Product" }).click();
    // Sugars above the carbohydrates: refused with the message at the field, the values kept.
    await expect(page.locator("#add-product-sugars-error")).toHaveText(
      "Sugars cannot be more than carbohydrates (they are part of them).",
    );
    await expect(form.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
    await form.getByLabel("Sugars (of the carbohydrates) (g)").fill("12.5");
    expect(reads, "the layout's data read again after the refusal").toBeGreaterThan(0);
    release();
    await page.unroute(/\.data(\?|$)/);
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterDataRouter: { state: { navigation: { state: string } } } })
          .__reactRouterDataRouter.state.navigation.state === "idle",
    );
    await expect(form.getByLabel("Sugars (of the carbohydrates) (g)")).toHaveValue("12.5");
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
