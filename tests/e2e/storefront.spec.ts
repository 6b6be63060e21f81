// Storefront in the browser: navigation, search, the home page, offerings and product pages as laid out and
// hydrated. Runs against the production build with the seeded demo content (3 offerings, 12 products, one large
// and one small banner, no videos). What the pages say in their HTML (the same with or without scripts: counts,
// 404 answers, titles and Open Graph tags, robots.txt and the sitemap) is checked without a browser in
// tests/server/storefront-pages.test.ts; only the flows that follow links or post without scripts run here twice.
import { expect, productHref, test, type Page } from "./fixtures";
import { expectCleanIds } from "./support/markup";

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 800 };

/** After hydration the header's <details> disclosures become buttons with aria-expanded. */
async function hydrated(page: Page) {
  await expect(page.locator("header details")).toHaveCount(0);
}

test.describe("navigation", () => {
  test("the Offerings dropdown lists offerings and closes on outside click and Escape", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "Offerings" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Pastries" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Cakes", "Loaves", "Pastries", "View all"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByRole("link", { name: "View all" })).toHaveAttribute("href", "/offerings");

    await page.getByRole("heading", { level: 1 }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Pastries" })).toBeHidden();

    // Keyboard: Enter opens, Escape closes and gives focus back to the button.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Loaves" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Cakes" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole("link", { name: "Loaves" }).click();
    await expect(page).toHaveURL(/\/offerings\/loaves$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    for (const name of ["Home", "About Us", "Where To Order", "Contact"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
  });

  test("the mobile menu opens and closes on outside click and Escape; search is there too", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Home", "Cakes", "Loaves", "Pastries", "View all", "About Us", "Where To Order", "Contact"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await menu.getByRole("link", { name: "Cakes" }).click();
    await expect(page).toHaveURL(/\/offerings\/cakes$/);
    await expect(menu).toBeHidden();
  });

  test("without JavaScript the Offerings dropdown and the mobile menu still open @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled !== false, "with JavaScript the disclosures are buttons (tests above)");
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pastries" })).toBeHidden();
    await nav.locator("summary", { hasText: "Offerings" }).click();
    await nav.getByRole("link", { name: "Pastries" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "pastries Products" })).toBeVisible();

    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await page.locator("summary", { hasText: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Loaves" }).click();
    await expect(page).toHaveURL(/\/offerings\/loaves$/);
  });
});

test.describe("search", () => {
  test("typing fast fires exactly one request, 300 ms after typing stops, and the dropdown shows the results", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/search.data") requests.push(url.searchParams.get("query") ?? "");
    });
    const box = page.getByRole("combobox", { name: "Search products" });
    await expect(box).toHaveAttribute("placeholder", "Search pastries, loaves, cakes...");
    await box.pressSequentially("croissant", { delay: 30 });
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.getByRole("option", { name: /Butter Croissant/ })).toBeVisible();
    expect(requests).toEqual(["croissant"]);

    // Each result: a thumbnail and the title, linking to /product/{id}; the list scrolls past about 18rem.
    const first = results.getByRole("option", { name: /Butter Croissant/ });
    await expect(first).toHaveAttribute("href", /^\/product\/[a-z0-9]+$/);
    await expect(first.locator("img")).toHaveAttribute("src", /\.webp$/);
    const list = page.getByTestId("search-dropdown");
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("288px");
    expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");

    // An empty input hides the dropdown and sends nothing.
    await box.fill("");
    await expect(results).toBeHidden();
    await box.fill("   ");
    await box.press("Enter");
    await expect(results).toBeHidden();
    expect(requests).toEqual(["croissant"]);

    // Enter sends at once (and only once); an outside click closes the dropdown.
    await box.fill("cake");
    await box.press("Enter");
    await expect(results.getByRole("option", { name: /Carrot Walnut Cake/ })).toBeVisible();
    expect(requests).toEqual(["croissant", "cake"]);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(results).toBeHidden();
    // Focusing the box again shows the same answer (no new request); Escape closes it and focus stays in the box.
    await box.click();
    await expect(results.getByRole("option", { name: /Carrot Walnut Cake/ })).toBeVisible();
    await box.press("Escape");
    await expect(results).toBeHidden();
    await expect(box).toBeFocused();
    expect(requests).toEqual(["croissant", "cake"]);

    // The Search button sends at once too; following a result opens the product page.
    await box.fill("sourdough");
    await page.getByRole("search", { name: "Products" }).getByRole("button", { name: "Search" }).click();
    await results.getByRole("option", { name: /Country Sourdough/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Country Sourdough" })).toBeVisible();
    await expect(results).toBeHidden();
    expect(requests).toEqual(["croissant", "cake", "sourdough"]);

    // "See all results" opens the results page.
    await box.fill("cake");
    await box.press("Enter");
    await results.getByRole("link", { name: "See all results" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Results for “cake”" })).toBeVisible();
    // The three with "cake" in the title, then Red Velvet Slice (in Cakes).
    await expect(page.getByRole("list", { name: "Matching products" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByTestId("search-count")).toHaveText("4 products found");
  });

  test("a newer answer is never replaced by an older, slower one", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    await page.route("**/search.data?*", async (route) => {
      if (new URL(route.request().url()).searchParams.get("query") === "cake") await slowGate;
      await route.continue().catch(() => {});
    });
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("cake");
    await box.press("Enter");
    await box.fill("croissant");
    await box.press("Enter");
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.getByRole("option", { name: /Butter Croissant/ })).toBeVisible();
    releaseSlow();
    await expect(results.getByRole("option", { name: /Butter Croissant/ })).toBeVisible();
    await expect(results.getByRole("option", { name: /Carrot Walnut Cake/ })).toHaveCount(0);
  });

  test("a failed request closes the dropdown", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("cake");
    await box.press("Enter");
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results).toBeVisible();
    await page.route("**/search.data?*", (route) => route.abort());
    await box.fill("loaf");
    await box.press("Enter");
    await expect(results).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("without JavaScript the search form opens the results page @nojs", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled !== false, "with JavaScript the form fills the dropdown instead (tests above)");
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search products" }).fill("croisant");
    await page.getByRole("search", { name: "Products" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?query=croisant$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “croisant”" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Butter Croissant" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Butter Croissant" })).toBeVisible();

    await page.goto("/search?query=zzzzqqq");
    await expect(page.getByText("No products match “zzzzqqq”.")).toBeVisible();
  });
});

test.describe("home", () => {
  test("one banner per device is a plain image, large from sm up and small below", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured bakes" });
    const large = featured.locator('[data-banner="single"]').first();
    await expect(large).toBeVisible();
    await expect(large.locator("img")).toHaveAttribute("srcset", /480w.*960w.*\d+w/);
    await expect(featured.locator(".control-dots")).toHaveCount(0);
    await expect(featured.locator('[data-banner="carousel"]')).toHaveCount(0);
    const box = await large.boundingBox();
    expect(Math.round((box!.width / box!.height) * 10) / 10).toBe(2.7);
    // (Slice Stories hidden without videos: tests/unit/storefront-components.test.tsx; media.spec adds a video.)

    await page.setViewportSize(MOBILE);
    await expect(large).toBeHidden();
    const small = featured.locator('[data-banner="single"]').nth(1);
    await expect(small).toBeVisible();
    const smallBox = await small.boundingBox();
    expect(Math.round((smallBox!.width / smallBox!.height) * 10) / 10).toBe(0.8);
  });

  test("shows the offerings, fresh products and the coming-soon block", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const name of ["Cakes", "Loaves", "Pastries"]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name} \\d+ products`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Fresh from the oven", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cupcakes, cookies and desserts are coming soon" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notify Me" })).toBeVisible();
    await expectCleanIds(page, "home");
  });
});

test.describe("offerings and products", () => {
  test("an offering page has the '{slug} Products' heading and a grid of cards; an unknown slug is the 404 page", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/offerings/cakes");
    await expect(page.getByRole("heading", { level: 1, name: "cakes Products" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Products" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.first().locator("img")).toHaveAttribute("src", /\.webp$/);
    const columns = await page
      .getByRole("list", { name: "Products" })
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(4);
    await page.setViewportSize(MOBILE);
    expect(
      await page
        .getByRole("list", { name: "Products" })
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length),
    ).toBe(2);

    // A slug that names no offering is the 404 page, not a page titled with whatever the address says.
    const response = await page.goto("/offerings/no-such-offering");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
    await expect(page.getByText("no-such-offering")).toHaveCount(0);
  });

  test("an offering's cards hydrate without errors and a click navigates without a reload", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.setViewportSize(DESKTOP);
    await page.goto("/offerings/pastries");
    await hydrated(page);
    const link = page.getByRole("list", { name: "Products" }).getByRole("link").first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/product\/[a-z0-9]+$/);
    const title = (await link.getByRole("heading").textContent())!.trim();

    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true); // same document
    expect(errors).toEqual([]); // hydration of the cards' HTML raised nothing
  });

  test("a product page shows the picture, title, ₹ price, description, shop links and More Items", async ({ page }) => {
    const href = await productHref(page, "Butter Croissant");
    await page.goto(href);
    await expect(page).toHaveTitle("Butter Croissant | Slice Bakery");
    await expect(page.getByRole("heading", { level: 1, name: "Butter Croissant" })).toBeVisible();
    await expect(page.getByTestId("product-price")).toHaveText("₹95");
    await expect(page.getByRole("img", { name: "Butter Croissant", exact: true })).toBeVisible();
    await expect(page.getByText("Shop from:")).toBeVisible();
    for (const name of ["Zepto", "Swiggy Instamart", "Blinkit"]) {
      const link = page.getByRole("link", { name: new RegExp(`^${name} \\(opens in a new tab\\)$`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
      // Through the counting redirect (owner insights): /go/:productId/:shop answers 303 to the stored URL.
      await expect(link).toHaveAttribute("href", /^\/go\/[^/]+\/(zepto|instamart|blinkit)$/);
    }
    await expect(page.getByRole("heading", { level: 2, name: "More Items" })).toBeVisible();
    const more = page.getByRole("region", { name: "More Items" });
    await expect(more.getByRole("listitem")).toHaveCount(3);
    await expect(more.getByRole("link", { name: /Butter Croissant/ })).toHaveCount(0);
    // The card names the product, its dietary badges, then the price.
    await expect(more.getByRole("link", { name: /Almond Danish Contains nuts ₹135/ })).toBeVisible();

    // SEO: Open Graph with the product image (absolute), and JSON-LD Product with an INR offer.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.webp$/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Butter Croissant, ₹95\./);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": ["Product", "MenuItem"],
      name: "Butter Croissant",
      offers: { "@type": "Offer", priceCurrency: "INR", price: "95.00" },
    });
  });

  test("'Loading...' shows while the next product loads during client-side navigation", async ({ page }) => {
    const href = await productHref(page, "Butter Croissant");
    await page.goto(href);
    await hydrated(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/product/*.data*", async (route) => {
      await gate;
      await route.continue();
    });
    await page
      .getByRole("region", { name: "More Items" })
      .getByRole("link", { name: /Almond Danish/ })
      .click();
    await expect(page.getByText("Loading...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Almond Danish" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });
});
