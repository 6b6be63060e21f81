// A product page as a shopper meets it, on the demo content: dietary badges, nutrition per serving, a serving's
// share of the visitor's day (from Know Yourself, kept in localStorage), sharing, and no axe violations on
// the pages that show labels and nutrition. It reads stored content only (database-independent: the queries
// behind these pages run on both databases in the integration tests); filtering by label and the owner's edits
// are in diet-nutrition.spec.ts.
import { expectNoAxeViolations } from "./support/axe";
import { expect, hydrated, productHref, test } from "./fixtures";

test.describe("labels and nutrition", () => {
  test("the filtered offering page and a product page with nutrition have no axe violations", async ({ page }) => {
    await page.goto("/offerings/cakes?diet=eggless&diet=no-nuts");
    await expect(page.getByTestId("diet-match-count")).toHaveText(
      "None of the 4 cakes are labelled eggless and made without nuts.",
    );
    await expectNoAxeViolations(page, page.url());
    await page.goto("/search?query=cake&diet=eggless");
    await expect(page.getByTestId("diet-match-count")).toBeVisible();
    await expectNoAxeViolations(page, page.url());
    await page.goto(await productHref(page, "Carrot Walnut Cake"));
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page, page.url());
  });
});

test.describe("nutrition and sharing", () => {
  test("the product page shows badges, the nutrition table, the 2,000 kcal reference and a WhatsApp link", async ({
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

  test("after Know Yourself, a product page gives one serving's share of the visitor's own day; a refused entry or an unusable stored need never counts", async ({
    page,
  }) => {
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

    // A refused entry (a 17 cm, 700 kg person) replaces neither the report nor the need kept from it.
    await page.getByLabel("Height (cm)").fill("17");
    await page.getByLabel("Weight (kg)").fill("700");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByLabel("Height (cm)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Weight (kg)")).toHaveAttribute("aria-invalid", "true");
    await expect(report.getByText(/^\d+$/).first()).toHaveText(String(need));
    expect(await page.evaluate(() => window.localStorage.getItem("slice.dailyKcal"))).toBe(stored);

    await page.goto(await productHref(page, "Carrot Walnut Cake"));
    const share = page.getByTestId("serving-share");
    await expect(share).toHaveAttribute("data-basis", "own");
    await expect(share).toContainText(`1 slice (100 g) = ${Math.round((370 / need) * 100)} % of your day`);
    await expect(share).toContainText(`of the ${need.toLocaleString("en-IN")} kcal a day you worked out`);

    // A stored need no person has (edited by hand, say): set aside, and the line says so and names the basis used.
    await page.evaluate(() =>
      window.localStorage.setItem(
        "slice.dailyKcal",
        JSON.stringify({ kcal: 90000, savedAt: new Date().toISOString() }),
      ),
    );
    await page.reload();
    await expect(share).toHaveAttribute("data-basis", "reference");
    await expect(share).toContainText("1 slice (100 g) = 19 % of a 2,000 kcal day");
    await expect(share).toContainText(
      "The daily need kept in this browser could not be used, so this is based on the common 2,000 kcal reference.",
    );
    await expect(share.getByRole("link", { name: "Work out your own daily need" })).toHaveAttribute(
      "href",
      "/know-yourself",
    );
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
    // The worker's next tests share this context (reuseContext), whose reset leaves permissions as they are.
    await context.clearPermissions();
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
