import { ADMIN_PREFIX as ADMIN, atWidths, expect, logIn, productHref, shot, test, WIDTHS, type Page } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

// Declared allergens and honest free-from claims, as a shopper and the owner meet them, on the demo content
// (the croissant contains cereals with gluten and milk and may contain nuts; no demo product is marked
// "made without nuts"), at a phone's and a laptop's width, with and without JavaScript.

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("allergens", () => {
  // The page posts nothing: the same HTML with or without scripts, so it runs with JavaScript only.
  test(`the product page declares the allergens with the kitchen note, and its JSON-LD too, at ${WIDTHS.join(" and ")} px`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(await productHref(page, "Butter Croissant"));
    const section = page.getByRole("region", { name: "Allergens" });
    await expect(section.getByTestId("allergen-declaration")).toHaveText(
      "Contains: cereals with gluten, milk. May contain: nuts.",
    );
    await expect(section.getByTestId("kitchen-note")).toContainText(
      "Our kitchen handles cereals with gluten, milk, egg, nuts, peanuts, soy, sesame and sulphites",
    );
    // No "made without nuts" badge on a product the owner did not mark so.
    await expect(page.getByRole("list", { name: "Dietary labels" })).toHaveCount(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld.additionalProperty).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ "@type": "PropertyValue", name: "Contains", value: "cereals with gluten, milk" }),
        expect.objectContaining({ "@type": "PropertyValue", name: "May contain", value: "nuts" }),
      ]),
    );
    await atWidths(page, async (width) => {
      await expectNoOverflow(page);
      await expectNoAxeViolations(page, `allergens at ${width} px`, { javaScriptEnabled });
      await section.scrollIntoViewIfNeeded();
      await shot(page, `product-allergens-${width}`);
    });
  });

  test(`"Without nuts" lists only products marked so, and the count says "labelled", at ${WIDTHS.join(" and ")} px @nojs`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto("/offerings/pastries");
    await page.getByRole("navigation", { name: "Filter by diet" }).getByRole("link", { name: "Without nuts" }).click();
    await expect(page).toHaveURL(/\/offerings\/pastries\?diet=no-nuts$/);
    await expect(page.getByTestId("diet-match-count")).toHaveText(
      /^None of the \d+ pastries are labelled made without nuts\.$/,
    );
    await expect(page.getByRole("link", { name: /Butter Croissant/ })).toHaveCount(0);
    await atWidths(page, async (width) => {
      await expectNoOverflow(page);
      await expectNoAxeViolations(page, `the filtered offering at ${width} px`, { javaScriptEnabled });
    });
  });

  test("the admin form shows the declared allergens and refuses a claim they contradict, under the labels @nojs", async ({
    page,
  }) => {
    const href = await productHref(page, "Butter Croissant");
    await logIn(page);
    await page.goto(`${ADMIN}/product/${href.split("/").pop()}/update`);
    const allergens = page.getByRole("group", { name: "Allergens" });
    await expect(allergens.getByRole("radio", { name: "Contains: cereals with gluten" })).toBeChecked();
    await expect(allergens.getByRole("radio", { name: "Contains: milk" })).toBeChecked();
    await expect(allergens.getByRole("radio", { name: "May contain: nuts" })).toBeChecked();
    await expect(allergens.getByRole("radio", { name: "Not declared: sesame" })).toBeChecked();

    await page.getByRole("checkbox", { name: /Made without nuts/ }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("A product made without nuts cannot contain or may contain nuts.").first(),
    ).toBeVisible();
    // The labels' box is the refused field: its first checkbox takes the focus, each one says why.
    const labels = page.getByRole("group", { name: "Dietary labels" });
    await expect(labels.getByRole("checkbox").first()).toBeFocused();
    await expect(labels.getByRole("checkbox", { name: /Made without nuts/ })).toHaveAttribute("aria-invalid", "true");
    await expect(labels.getByRole("checkbox", { name: /Made without nuts/ })).toHaveAccessibleDescription(
      "A product made without nuts cannot contain or may contain nuts.",
    );
    // The typed choices stay, nothing was stored.
    await expect(
      page.getByRole("group", { name: "Allergens" }).getByRole("radio", { name: "May contain: nuts" }),
    ).toBeChecked();
    await page.goto(href);
    await expect(page.getByTestId("allergen-declaration")).toHaveText(
      "Contains: cereals with gluten, milk. May contain: nuts.",
    );
    await expect(page.getByRole("list", { name: "Dietary labels" })).toHaveCount(0);
  });
});
