// What a shopper meets on a phone and a desktop: the calculator's plausible ranges, the newsletter messages on
// the brown coming-soon card and in the footer (contrast and an icon per tone), the phone menu on its side and
// zoomed, and a product that no delivery app sells. Runs against its own server with the demo content, so the
// product it adds and the subscribers it makes touch no other spec.
import { expectNoAxeViolations } from "./support/axe";
import {
  atWidths,
  expect,
  shot as screenshot,
  test,
  testWithAndWithoutJs,
  WIDTHS,
  type Dialog,
  type Locator,
  type Page,
} from "./fixtures";
import { PrivateServer } from "./support/private-server";

const TOKEN = "shopper-details-token-0123456789abcdef";
const server = new PrivateServer({ portOffset: 5, seedDemo: true, env: { ADMIN_API_TOKEN: TOKEN } });
const at = (path: string) => `${server.url}${path}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

// ---- Know Yourself: plausible ranges ----

const DAILY_NEED_KEY = "slice.dailyKcal";

// Each flow runs once, at a phone's width; what the width changes is checked at both, resized in place.
testWithAndWithoutJs(
  `know yourself at ${WIDTHS.join(" and ")} px: ranges stated, each wrong field marked, a refused entry keeps the stored need @nojs`,
  async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(at("/know-yourself"));
    const height = page.getByLabel("Height (cm)");
    const weight = page.getByLabel("Weight (kg)");
    const age = page.getByLabel("Age");
    // The ranges are told before any submit.
    await expect(page.getByText("50 to 250 cm")).toBeVisible();
    await expect(page.getByText("2 to 300 kg")).toBeVisible();
    await expect(page.getByText("2 to 120 years")).toBeVisible();

    let before: string | null = null;
    if (javaScriptEnabled) {
      await height.fill("165");
      await weight.fill("60");
      await age.fill("30");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page.getByRole("heading", { name: "Your Health Report" })).toBeVisible();
      before = await page.evaluate((key) => localStorage.getItem(key), DAILY_NEED_KEY);
      expect(before).toContain('"kcal":');
    }

    await height.fill("17");
    await weight.fill("700");
    await age.fill("150");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.locator("#calc-height-error")).toHaveText("Enter your height as a number from 50 to 250 cm.");
    await expect(page.locator("#calc-weight-error")).toHaveText("Enter your weight as a number from 2 to 300 kg.");
    await expect(page.locator("#calc-age-error")).toHaveText("Enter your age as a number from 2 to 120 years.");
    await expect(page.getByRole("alert")).toHaveText(
      "Please check the values marked above: they are outside what this calculator works with.",
    );
    for (const field of [page.getByLabel("Height (cm)"), page.getByLabel("Weight (kg)"), page.getByLabel("Age")]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    await atWidths(page, (width) => shot(page, `know-yourself-ranges-${width}${javaScriptEnabled ? "" : "-nojs"}`));
    if (javaScriptEnabled) {
      await expect(page.getByLabel("Height (cm)")).toBeFocused();
      expect(await page.evaluate((key) => localStorage.getItem(key), DAILY_NEED_KEY)).toBe(before);
    } else {
      await expect(page.getByRole("heading", { name: "Your Health Report" })).toHaveCount(0);
    }

    // Missing or non-positive values keep the required message; only the wrong field is marked.
    await page.getByLabel("Height (cm)").fill("170");
    await page.getByLabel("Weight (kg)").fill("");
    await page.getByLabel("Age").fill("35");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please enter valid positive numbers for height, weight, and age.",
    );
    await expect(page.getByLabel("Weight (kg)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Height (cm)")).not.toHaveAttribute("aria-invalid", "true");
    await atWidths(page, (width) =>
      expectNoAxeViolations(page, `know-yourself at ${width}`, { include: "main", javaScriptEnabled }),
    );
  },
);

// ---- Newsletter messages: readable on their ground, and an icon per tone ----

/** The message's tone told by its icon alone (lucide's class names), not its colour. */
async function expectIcon(message: Locator, tone: "success" | "error") {
  await expect(message.locator(tone === "success" ? "svg.lucide-circle-check" : "svg.lucide-circle-alert")).toHaveCount(
    1,
  );
}

test(`newsletter messages at ${WIDTHS.join(" and ")} px: 4.5:1 on the brown card and in the footer, told apart by icon`, async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  let code: (() => Promise<string>) | null = null;
  page.on("dialog", async (dialog: Dialog) => {
    if (dialog.type() !== "prompt") return dialog.accept();
    if (!code) return dialog.dismiss();
    return dialog.accept(await code());
  });
  await page.goto(at("/"));

  for (const where of ["coming-soon", "footer"] as const) {
    const box =
      where === "coming-soon" ? page.getByRole("region", { name: /coming soon/i }) : page.getByRole("contentinfo");
    const selector = where === "coming-soon" ? "section[aria-labelledby='coming-soon-heading']" : "footer";
    const button = box.getByRole("button", { name: where === "coming-soon" ? "Notify Me" : "Subscribe" });
    await box.scrollIntoViewIfNeeded();

    code = null;
    await button.click();
    const error = box.getByRole("alert");
    await expect(error).toHaveText("Please enter your email address.");
    await expectIcon(error, "error");
    await atWidths(
      page,
      async (width) => {
        await error.scrollIntoViewIfNeeded();
        await shot(page, `newsletter-${where}-error-${width}`);
        await expectNoAxeViolations(page, `${where} with the error at ${width}`, { include: selector });
      },
      800,
    );

    const email = `details-${where}-${Date.now().toString(36)}@example.com`;
    code = () => server.codeFor(email);
    await box.getByRole("textbox", { name: "Email address" }).fill(email);
    await button.click();
    const success = box.getByRole("status").filter({ hasText: "Email verified successfully!" });
    await expect(success).toBeVisible();
    await expectIcon(success, "success");
    if (where === "footer") await page.getByRole("dialog", { name: "Thank You!" }).getByRole("button").first().click();
    await atWidths(
      page,
      async (width) => {
        await shot(page, `newsletter-${where}-success-${width}`);
        await expectNoAxeViolations(page, `${where} with the success at ${width}`, { include: selector });
      },
      800,
    );
  }
});

// ---- The phone menu on its side and at 200 % zoom ----

for (const viewport of [
  { width: 812, height: 375, name: "landscape" },
  { width: 640, height: 360, name: "zoom-200" },
]) {
  testWithAndWithoutJs(
    `phone menu ${viewport.name} (${viewport.width}x${viewport.height}): inside the screen, scrolls, focus stays in view @nojs`,
    async ({ page, javaScriptEnabled }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(at("/"));
      await page.getByRole("banner").getByText("Menu", { exact: true }).click();
      const nav = page.getByRole("navigation", { name: "Mobile" });
      await expect(nav).toBeVisible();
      const panel = nav.locator("xpath=..");
      const box = (await panel.boundingBox())!;
      expect(box.y + box.height, "the panel ends inside the screen").toBeLessThanOrEqual(viewport.height);
      const scrolls = await panel.evaluate(
        (el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === "auto",
      );
      expect(scrolls, "the panel scrolls what does not fit").toBe(true);
      await shot(page, `menu-${viewport.name}${javaScriptEnabled ? "" : "-nojs"}`);

      const links = nav.getByRole("link");
      const count = await links.count();
      await links.first().focus();
      for (let i = 0; i < count; i++) {
        const focused = page.locator(":focus");
        await expect(focused).toHaveText((await links.nth(i).textContent())!);
        const rect = (await focused.boundingBox())!;
        expect(rect.y, `${await focused.textContent()} in view`).toBeGreaterThanOrEqual(0);
        expect(rect.y + rect.height, `${await focused.textContent()} in view`).toBeLessThanOrEqual(viewport.height);
        if (i < count - 1) await page.keyboard.press("Tab");
      }
      await expect(nav.getByRole("link", { name: "Contact" })).toBeFocused();
      await shot(page, `menu-${viewport.name}-last-focused${javaScriptEnabled ? "" : "-nojs"}`);
    },
  );
}

// ---- A product no delivery app sells ----

async function api(path: string, init: RequestInit) {
  const response = await fetch(at(path), { ...init, headers: { authorization: `Bearer ${TOKEN}`, ...init.headers } });
  expect(response.status, `${init.method} ${path}`).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

async function productJsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts
    .map((t) => JSON.parse(t) as { "@type"?: unknown; offers?: { availability?: string } })
    .find((ld) => Array.isArray(ld["@type"]) && ld["@type"].includes("Product"))!;
}

let shopless: string | null = null;

testWithAndWithoutJs(
  `a product without shop links at ${WIDTHS.join(" and ")} px links to Where to Order and claims no stock @nojs`,
  async ({ page, javaScriptEnabled }) => {
    if (!shopless) {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        title: "Kitchen Special Loaf",
        price: "180",
        description: "Baked on Sundays.",
        category: "loaves",
      }))
        form.set(k, v);
      shopless = (await api("/api/products", { method: "POST", body: form })).id;
    }
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(at(`/product/${shopless}`));
    const howTo = page.getByTestId("no-shop-links");
    await expect(howTo.getByRole("heading", { name: "How to get it" })).toBeVisible();
    await expect(howTo.getByRole("link", { name: "Where to Order" })).toHaveAttribute("href", "/where-to-order");
    await expect(howTo.getByRole("link", { name: "Ask us about it" })).toHaveAttribute("href", "/contact-support");
    await expect(page.getByRole("heading", { name: "Shop from:" })).toHaveCount(0);
    expect((await productJsonLd(page)).offers).not.toHaveProperty("availability");
    await atWidths(page, async (width) => {
      await howTo.scrollIntoViewIfNeeded();
      await shot(page, `product-no-shop-links-${width}${javaScriptEnabled ? "" : "-nojs"}`);
      await expectNoAxeViolations(page, `shop-less product at ${width}`, { include: "main", javaScriptEnabled });
    });
    await howTo.getByRole("link", { name: "Where to Order" }).click();
    await expect(page).toHaveURL(/\/where-to-order$/);

    // A demo product sold in the apps still says InStock and shows no such box.
    await page.goto(at("/offerings/pastries"));
    await page.locator('main a[href^="/product/"]').first().click();
    await expect(page.getByRole("heading", { name: "Shop from:" })).toBeVisible();
    await expect(page.getByTestId("no-shop-links")).toHaveCount(0);
    expect((await productJsonLd(page)).offers?.availability).toBe("https://schema.org/InStock");
  },
);
