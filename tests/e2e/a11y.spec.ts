import { expectNoSeriousViolations } from "./support/axe";
import { adminUrl, expect, test, type Page } from "./fixtures";

// Every public page: zero serious or critical axe violations.

// Each test only reads (the admin one adds a message of its own), and axe is slow: spread the tests over both
// workers instead of running the whole file on one.
test.describe.configure({ mode: "parallel" });

const ARTICLES = ["brown-bread", "nutrition-labels", "hidden-sugars", "no-results", "mind-game", "reels-trends"];

const PAGES = [
  "/",
  "/offerings",
  "/offerings/pastries",
  "/about-us",
  "/blog",
  ...ARTICLES.map((slug) => `/blogs/${slug}`),
  "/where-to-order",
  "/contact",
  "/know-yourself",
  "/contact-support",
  "/partner-with-us",
  "/search?query=cake",
];

async function expectOneH1(page: Page) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
}

for (const path of PAGES) {
  test(`a11y: ${path} has landmarks, one h1 and no serious axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectOneH1(page);
    await expectNoSeriousViolations(page, path);
  });
}

test("a11y: a product page has landmarks, one h1 and no serious axe violations", async ({ page }) => {
  expect((await page.goto("/offerings/pastries"))?.status()).toBe(200);
  const href = await page.locator('main a[href^="/product/"]').first().getAttribute("href");
  expect(href, "a product link on /offerings/pastries").toMatch(/^\/product\/.+/);
  const product = await page.goto(href!);
  expect(product?.status()).toBe(200);
  await expectOneH1(page);
  await expectNoSeriousViolations(page, href!);
});

test("a11y: the 404 page has landmarks, one h1 and no serious axe violations", async ({ page }) => {
  const response = await page.goto("/no-such-page-for-axe");
  expect(response?.status()).toBe(404);
  await expectOneH1(page);
  await expectNoSeriousViolations(page, "404");
});

test("a11y: an unknown article is the 404 page inside the public chrome", async ({ page }) => {
  const response = await page.goto("/blogs/no-such-article");
  expect(response?.status()).toBe(404);
  await expectOneH1(page);
  await expectNoSeriousViolations(page, "/blogs/no-such-article");
});

test("a11y: the calculator with a report and with the validation message", async ({ page }) => {
  await page.goto("/know-yourself");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter valid positive numbers for height, weight, and age.");
  await expectNoSeriousViolations(page, "/know-yourself with the error");

  await page.getByLabel("Height (cm)").fill("172");
  await page.getByLabel("Weight (kg)").fill("70");
  await page.getByLabel("Age").fill("35");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("heading", { name: "Your Health Report" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Calories from Protein, Fats and Carbs" })).toBeVisible();
  await expectNoSeriousViolations(page, "/know-yourself with a report");
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
test("a11y: every admin list page has no serious or critical axe violations, on a phone too", async ({
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
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of ["inbox", "subscribers", "products", "products?view=rows", "offerings/pastries", "outbox", ""]) {
      await page.goto(list ? adminUrl(list) : adminUrl());
      await expectNoSeriousViolations(page, `/${list} at ${width} px`);
    }
  }
});
