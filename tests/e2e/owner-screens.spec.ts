// The owner's screens after the review: deleting an offering that holds products (the confirmation says how many
// and offers to move them first; its yes deletes them with it), the unread count in the navigation, the inbox's "All on this page", Insights' "so far"
// and comparisons with valid ids, the admin focus ring, a deleted product's 404 title. At 375 and 1280 px;
// tests tagged @nojs also run with JavaScript off. Screenshots (SHOTS_DIR) are named owner-*.
import { adminUrl, atWidths, expect, logIn, shot, test, WIDTHS, type Page } from "./fixtures";
import { pngBytes } from "../helpers/uploads";
import { expectCleanIds } from "./support/markup";
import { expectFocusedInView, expectIcon, recordDialogs } from "./support/form-checks";

/** Accepts window.alert / confirm (the page's alerts) and keeps their texts. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

async function addOffering(page: Page, name: string) {
  await page.goto(adminUrl("offerings"));
  const form = page.getByRole("form", { name: "Add New Offering" });
  await form.getByLabel("Offering name").fill(name);
  await form.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  // The name is cleared once added, ready for the next one.
  await expect(form.getByLabel("Offering name")).toHaveValue("");
}

async function addProduct(page: Page, title: string, offering: string) {
  await page.goto(adminUrl("product", "add"));
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Price (₹)").fill("40");
  await page.getByLabel("Description").fill("Soft and simple.");
  await page.getByLabel("Category").selectOption({ label: offering });
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test.describe("owner screens", () => {
  // The flow runs once, at a phone's width; the on-page step is shown at both widths, resized in place.
  test(`deleting an offering with products: the confirmation says how many, moves them, or deletes them with it, ${WIDTHS.join(" and ")} px @nojs`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    acceptDialogs(page);
    const tag = `${testInfo.project.name === "chromium" ? "Js" : "Plain"}${Date.now() % 100_000}`;
    const [from, to] = [`Buns ${tag}`, `Rolls ${tag}`];
    await logIn(page);
    await addOffering(page, from);
    await addOffering(page, to);
    await addProduct(page, `Milk Bun ${tag}`, from);
    await addProduct(page, `Seed Bun ${tag}`, from);

    await page.goto(adminUrl("offerings"));
    await page.getByRole("button", { name: `Delete ${from}` }).click();
    const step = page.getByRole("alertdialog", { name: "Are you sure you want to delete this offering?" });
    await atWidths(page, async (width) => {
      await expect(step).toBeVisible();
      await expect(step).toContainText(
        `${from}: It holds 2 products, which will be deleted with it unless you move them first.`,
      );
      await expect(step.getByRole("checkbox")).toHaveCount(0);
      await shot(page, `owner-offering-delete-step-${tag}-${width}`);
    });

    // Move them to the other offering: the emptied one goes.
    await step.getByLabel("Or move the 2 products first, to").selectOption({ label: to });
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: `Move and delete ${from}` })
      .click();
    await expect(
      page.getByRole("status").filter({ hasText: `2 products moved to ${to}; offering deleted.` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${from}`) })).toHaveCount(0);
    await expect(page.getByRole("link", { name: new RegExp(`^${to}`) })).toContainText("2 products");

    // The confirmation's yes: the offering goes with its products.
    await page.getByRole("button", { name: `Delete ${to}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete it and its 2 products" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Offering and related products deleted successfully!" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${to}`) })).toHaveCount(0);
  });

  test("the navigation counts unread messages; the inbox says when nothing is selected and marks all on the page @nojs", async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 2; i++) {
      const sent = await request.post("/api/contact", {
        data: {
          fullName: `Reader ${i}`,
          email: `reader${i}@example.com`,
          phone: "",
          subject: "Product Feedback",
          message: "Lovely loaves, thank you.",
        },
      });
      expect(sent.status()).toBe(201);
    }
    await logIn(page);
    const dialogs = recordDialogs(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(adminUrl("inbox"));
      const badge = page.getByTestId("unread-count").filter({ visible: true });
      await expect(badge).toHaveText(/^\d+ unread$/);
      const unread = Number((await badge.textContent())!.replace(/\D/g, ""));
      expect(unread).toBeGreaterThanOrEqual(2);
      await expect(page.getByTestId("match-count")).toHaveText(/^\d+ messages?$/);
      await shot(page, `owner-inbox-${width}`);
      // The search box cannot refuse anything (any text is a search), but it says how much it takes.
      await expect(page.getByRole("searchbox", { name: "Search messages" })).toHaveAttribute("maxlength", "100");
      // Nothing selected: told beside the buttons, as the page's one error, with its icon, focused and in view.
      await page.getByRole("button", { name: "Mark selected as read" }).click();
      const refusal = page.getByRole("form", { name: "Selected messages" }).getByRole("alert");
      await expect(refusal).toHaveText("Select at least one message. Tick the messages, or “All on this page”.");
      await expectIcon(refusal, "error");
      await expectFocusedInView(page, refusal);
    }
    // The unread ones, so that one page holds all of them whatever the other specs left read on this server.
    await page.goto(adminUrl("inbox?status=unread"));
    await page.getByLabel("All on this page").check();
    await page.getByRole("button", { name: "Mark selected as read" }).click();
    const done = page.getByRole("status").filter({ hasText: /messages? marked as read\./ });
    await expect(done).toBeVisible();
    await expectIcon(done, "success");
    await expect(page.getByTestId("unread-count")).toHaveCount(0);

    // A message deleted meanwhile in another tab (its Delete posted with this page's session): this page's
    // "Mark as unread" for it is refused at the top of the page, with its icon, focused and in view.
    const gone = `Gone Reader ${Date.now().toString(36)}`;
    const sent = await request.post("/api/contact", {
      data: {
        fullName: gone,
        email: "gone.reader@example.com",
        phone: "",
        subject: "Product Feedback",
        message: "Bye.",
      },
    });
    expect(sent.status()).toBe(201);
    await page.goto(adminUrl("inbox"));
    const item = page.getByRole("listitem").filter({ hasText: gone });
    const markButton = item.getByRole("button", { name: /^Mark as (un)?read$/ });
    const fields = await item
      .locator("form")
      .filter({ has: page.getByRole("button", { name: /^Mark as (un)?read$/ }) })
      .evaluate((form: HTMLFormElement) =>
        Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])),
      );
    const deleted = await page.request.post(page.url(), {
      headers: { origin: new URL(page.url()).origin },
      form: { ...fields, intent: "delete", confirmed: "yes" },
    });
    expect(await deleted.text()).toContain("Message deleted.");
    await markButton.click();
    const notFound = page.getByRole("alert").filter({ hasText: "Message not found." });
    await expectIcon(notFound, "error");
    await expectFocusedInView(page, notFound);
    // The first sign-in of a worker goes through the login form, whose success is also an alert.
    expect(dialogs.filter((message) => message !== "Login successful")).toEqual([]);
  });

  test("Insights: today is 'so far', each total is compared with the period before, every id once @nojs", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await logIn(page);
    await page.goto(`${adminUrl("insights")}?days=7`);
    await expect(page.getByText("Today is counted so far")).toBeVisible();
    const totals = page.getByTestId("insights-total");
    await expect(totals.first()).toContainText(/(% on|same as|up from 0 in|none in) the previous 7 days/);
    await page.getByText("Table of visits per day").click();
    await expect(page.getByRole("table", { name: "Visits per day" }).locator("tbody tr").last()).toContainText(
      "(so far)",
    );
    // The chart drawn for each width (one of them shown at a time).
    const chart = page
      .getByRole("region", { name: "Visits per day" })
      .locator("svg[role=img]")
      .filter({ visible: true });
    await atWidths(page, async (width) => {
      await expect(chart).toContainText("today so far");
      await shot(page, `owner-insights-${width}`);
    });
    await expectCleanIds(page, "insights, last 7 days");
  });

  test("admin fields show a 2 px crust focus ring; banner screens advise sizes and preview the small banner at 4:5 @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    await logIn(page);
    // The dashboard's upload form advises both shapes; a wide picture chosen for phones is previewed at 4:5 (the
    // preview is drawn by a script from the chosen file, so with JavaScript only).
    const upload = page.getByRole("form", { name: "Upload Homepage Banners" });
    await expect(upload.getByText(/Best at 1920 × 720 px \(8:3\)/)).toBeVisible();
    await expect(upload.getByText(/Best at 800 × 1000 px \(4:5\)/)).toBeVisible();
    if (javaScriptEnabled) {
      await upload.getByLabel("Small-screen banner").setInputFiles({
        name: "wide.png",
        mimeType: "image/png",
        buffer: await pngBytes("#c0395b", 1600, 700),
      });
      const preview = (await upload.getByRole("img", { name: "Preview of wide.png" }).boundingBox())!;
      expect(preview.width / preview.height).toBeCloseTo(0.8, 1);
    }
    await page.goto(adminUrl("offerings"));
    const field = page.getByRole("form", { name: "Add New Offering" }).getByLabel("Offering name");
    await field.focus();
    const shadow = await field.evaluate((el) => getComputedStyle(el).boxShadow);
    // Tailwind's ring: a 2 px spread in crust (#7a4419, 8.5:1 on white).
    expect(shadow).toMatch(/rgb\(122, 68, 25\) 0px 0px 0px 2px/);
    await page.goto(adminUrl("view-banner"));
    await expect(page.getByText(/Best at 1920 × 720 px \(8:3\)/).first()).toBeVisible();
    await expect(page.getByText(/Best at 800 × 1000 px \(4:5\)/).first()).toBeVisible();
    const small = page.getByRole("img", { name: "Current small banner" }).first();
    await atWidths(page, async (width) => {
      const box = (await small.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(0.8, 1);
      await shot(page, `owner-banners-${width}`);
    });
  });

  test("a product that is gone answers the 404 page with a real title @nojs", async ({ page }) => {
    const response = await page.goto("/product/cm0000000000000000000gone");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Slice Bakery");
  });
});
