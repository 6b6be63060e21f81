import { expectNoAxeViolations } from "./support/axe";
import { expectFocusRingsOnTab } from "./support/focus";
import { adminUrl, atWidths, expect, test, type Page } from "./fixtures";

// Every public page: landmarks, one h1 and no axe violations at all, at a laptop's width and then, on the same
// page, a phone's (the layout changes: the phone menu, stacked columns), so one page load serves both.

// Each test only reads (the admin one adds a message of its own), and axe is slow: spread the tests over both
// workers instead of running the whole file on one.
test.describe.configure({ mode: "parallel" });

const PAGES = [
  "/",
  "/offerings",
  "/offerings/pastries",
  "/about-us",
  "/blog",
  // The six articles share one template and differ only in their text: one stands for them all.
  "/blogs/hidden-sugars",
  "/where-to-order",
  "/contact",
  "/know-yourself",
  "/contact-support",
  "/partner-with-us",
  "/search?query=cake",
];

/** axe at 1280 px, then at 375 px after resizing the page in place (no second navigation). */
async function expectNoAxeViolationsAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page, `${label} at 375 px`);
}

async function expectOneH1(page: Page) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
}

for (const path of PAGES) {
  test(`a11y: ${path} has landmarks, one h1 and no axe violations at 1280 and 375 px`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectOneH1(page);
    await expectNoAxeViolationsAtBothWidths(page, path);
  });
}

test("a11y: a product page has landmarks, one h1 and no axe violations at 1280 and 375 px", async ({ page }) => {
  expect((await page.goto("/offerings/pastries"))?.status()).toBe(200);
  const href = await page.locator('main a[href^="/product/"]').first().getAttribute("href");
  expect(href, "a product link on /offerings/pastries").toMatch(/^\/product\/.+/);
  const product = await page.goto(href!);
  expect(product?.status()).toBe(200);
  await expectOneH1(page);
  await expectNoAxeViolationsAtBothWidths(page, href!);
});

test("a11y: the 404 page has landmarks, one h1 and no axe violations at 1280 and 375 px", async ({ page }) => {
  const response = await page.goto("/no-such-page-for-axe");
  expect(response?.status()).toBe(404);
  await expectOneH1(page);
  await expectNoAxeViolationsAtBothWidths(page, "404");
});

test("a11y: an unknown article is the 404 page inside the public chrome", async ({ page }) => {
  const response = await page.goto("/blogs/no-such-article");
  expect(response?.status()).toBe(404);
  await expectOneH1(page);
  await expectNoAxeViolationsAtBothWidths(page, "/blogs/no-such-article");
});

test("a11y: the calculator with a report and with the validation message", async ({ page }) => {
  await page.goto("/know-yourself");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter valid positive numbers for height, weight, and age.");
  await expectNoAxeViolationsAtBothWidths(page, "/know-yourself with the error");

  await page.getByLabel("Height (cm)").fill("172");
  await page.getByLabel("Weight (kg)").fill("70");
  await page.getByLabel("Age").fill("35");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("heading", { name: "Your Health Report" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Calories from Protein, Fats and Carbs" })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, "/know-yourself with a report");
});

test("a11y: keyboard focus is visible on links and buttons", async ({ page }) => {
  await page.goto("/contact");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
});

// The owner's list pages with a message in the inbox, at a laptop's and a phone's width.
test("a11y: every admin list page has no axe violations, on a phone too", async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000); // axe on 14 pages
  const sent = await request.post("/api/contact", {
    headers: { origin: baseURL! },
    data: { fullName: "Axe Reader", email: "axe.reader@example.com", subject: "Product Feedback", message: "Hello" },
  });
  expect(sent.status()).toBe(201);
  // Each page loaded once and checked at both widths, resized in place.
  for (const list of ["inbox", "subscribers", "products", "products?view=rows", "offerings/pastries", "outbox", ""]) {
    await page.goto(list ? adminUrl(list) : adminUrl());
    await atWidths(page, (width) => expectNoAxeViolations(page, `/${list} at ${width} px`));
  }
});

// Keyboard focus on every kind of control the site has, walked with the Tab key (so :focus-visible applies as for a
// keyboard user): each element reached shows a ring at least 2 px wide with 3:1 against what is behind it. One page
// load per group of pages; the phone's width only where it brings controls of its own (the phone menu).
test.describe("focus rings", () => {
  test("the home page: the header's menus, search, banners, Notify Me and the footer, at 1280 and 375 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const offerings = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Offerings" });
    await offerings.focus();
    await page.keyboard.press("Enter");
    await expect(offerings).toHaveAttribute("aria-expanded", "true");
    await expectFocusRingsOnTab(page, "/ at 1280 px");

    await page.setViewportSize({ width: 375, height: 812 });
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expectFocusRingsOnTab(page, "/ at 375 px");
  });

  test("the contact and order forms: inputs, selects, radios, check boxes, a date and a file", async ({ page }) => {
    await page.goto("/contact");
    await expectFocusRingsOnTab(page, "/contact");
    await page.goto("/order-a-cake");
    // The calendar is a chunk of its own, loaded after hydration: walk the form once its days are there.
    await expect(page.getByRole("button", { name: "Go to the Next Month" })).toBeVisible();
    await expectFocusRingsOnTab(page, "/order-a-cake");
  });

  test("an offering and a product page: filters, cards, breadcrumbs, sharing and the shop links", async ({ page }) => {
    await page.goto("/offerings/pastries");
    await expectFocusRingsOnTab(page, "/offerings/pastries");
    const href = await page.locator('main a[href^="/product/"]').first().getAttribute("href");
    await page.goto(href!);
    await expectFocusRingsOnTab(page, "a product page");
  });

  test("the admin dashboard, products and inbox: files, check boxes, selects, filters, the pager and the nav", async ({
    adminPage: page,
    request,
    baseURL,
  }) => {
    await expectFocusRingsOnTab(page, "the dashboard");
    await page.goto(adminUrl("products"));
    await expectFocusRingsOnTab(page, "/products");

    // One message more than a page holds, under a word of this test's own: its second page has a message (its
    // check box and buttons) and the pager's links.
    const word = `Ring${Date.now().toString(36)}`;
    for (let i = 1; i <= 51; i++) {
      const sent = await request.post("/api/contact", {
        headers: { origin: baseURL! },
        data: {
          fullName: `${word} ${i}`,
          email: `ring${i}@example.com`,
          subject: "Product Feedback",
          message: "Hello",
        },
      });
      expect(sent.status()).toBe(201);
    }
    await page.goto(adminUrl(`inbox?q=${word}&page=2`));
    await expect(page.getByText("Showing 51–51 of 51")).toBeVisible();
    await expectFocusRingsOnTab(page, "/inbox, page 2");
    // Read once seen, so that the unread count of this worker's inbox is left to the tests that count it.
    for (const pageNumber of [2, 1]) {
      await page.goto(adminUrl(`inbox?q=${word}&page=${pageNumber}`));
      await page.getByLabel("All on this page").check();
      await page.getByRole("button", { name: "Mark selected as read" }).click();
      await expect(page.getByRole("status").filter({ hasText: /messages? marked as read\./ })).toBeVisible();
    }
    await page.goto(adminUrl(`inbox?q=${word}&status=unread`));
    await expect(page.getByText(/^No message matches/)).toBeVisible();
  });
});
