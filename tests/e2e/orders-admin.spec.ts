// The owner's cake orders in a real browser, at 375 and 1280 px, with JavaScript and (tagged @nojs) without:
// a size and a flavour added on the settings screen, an order placed through POST /api/orders, found in the
// list by its reference, walked from the quote to completed on its page (a stale change refused), seen on the
// calendar and the production list; axe finds nothing serious on any of the screens. Each test makes its own
// size, flavour and order on a day of its own, so the seeded demo orders are neither needed nor changed.
// Screenshots (SHOTS_DIR: fixtures.ts) are named orders-admin-*.
import { expectNoAxeViolations } from "./support/axe";
import { adminUrl, atWidths, expect, logIn, orderDay, shot, test, WIDTHS, type Page } from "./fixtures";

/** Adds a size and a flavour through the settings screen's forms. */
async function addSizeAndFlavour(page: Page, size: string, flavour: string) {
  await page.goto(adminUrl("orders", "settings"));
  const sizes = page.getByRole("form", { name: "Add to sizes and prices" });
  await sizes.getByLabel("Size").fill(size);
  await sizes.getByLabel("Grams").fill("1250");
  await sizes.getByLabel("Price (₹)").fill("1400");
  await sizes.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Size added." })).toBeVisible();
  const flavours = page.getByRole("form", { name: "Add to flavours" });
  await flavours.getByLabel("Flavour").fill(flavour);
  await flavours.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Flavour added." })).toBeVisible();
}

/** Moves the order shown one step with the named button (a note for the customer typed first). */
async function move(page: Page, button: string, status: string) {
  const form = page.getByRole("form", { name: button });
  await form.getByLabel(/^Note to the customer/).fill(`${button}: thank you!`);
  await form.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status").filter({ hasText: `is now ${status.toLowerCase()}.` })).toBeVisible();
}

test.describe("the owner's cake orders", () => {
  // The flow runs once, at a phone's width; each screen is checked at both widths, resized in place.
  test(`an order from the list to completed, on the calendar and the production list, ${WIDTHS.join(" and ")} px @nojs`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    const js = testInfo.project.name === "chromium";
    const tag = `${js ? "js" : "plain"}-${Date.now() % 100_000}`;
    const [size, flavour] = [`1.25 kg ${tag}`, `Saffron pista ${tag}`];
    // A day of its own, away from the demo orders and the days other specs fill, within the calendar's weeks.
    const day = orderDay(25 + (js ? 0 : 1));
    await logIn(page);
    await addSizeAndFlavour(page, size, flavour);

    const placed = await page.request.post("/api/orders", {
      data: {
        occasion: "Anniversary",
        date: day,
        fulfilment: "pickup",
        pickupTime: "16:15",
        size,
        flavour,
        eggless: true,
        message: `Happy 25th ${tag}`,
        notes: "",
        name: `Kavya ${tag}`,
        phone: "98450 77777",
        email: `kavya-${tag}@example.com`,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { reference } = (await placed.json()) as { reference: string };

    await page.goto(adminUrl("orders"));
    await expect(page.getByTestId("unread-orders-count").filter({ visible: true }).first()).toBeVisible();
    await page.getByLabel("Search orders").fill(reference);
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("match-count")).toHaveText("1 order matches");
    await atWidths(page, async (width) => {
      await shot(page, `orders-admin-list-${tag}-${width}`);
      await expectNoAxeViolations(page, `orders list at ${width} px`, { javaScriptEnabled: js });
    });
    await page.getByRole("link", { name: new RegExp(`^${reference}`) }).click();

    await expect(page.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call 98450 77777" })).toHaveAttribute("href", "tel:9845077777");
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/919845077777");
    await atWidths(page, async (width) => {
      await expectNoAxeViolations(page, `order page at ${width} px`, { javaScriptEnabled: js });
      await shot(page, `orders-admin-order-${tag}-${width}`);
    });

    // A second owner has the same order open in another tab.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByRole("form", { name: "Decline" })).toBeVisible();

    const quote = page.getByRole("form", { name: "Send quote" });
    await quote.getByLabel("Price (₹)").fill("1650");
    await quote.getByLabel("Deposit (₹)").fill("500");
    await move(page, "Send quote", "Quoted");
    // The other tab's page is from before the quote: its change names an old version and is refused.
    await other.getByRole("form", { name: "Decline" }).getByRole("button", { name: "Decline" }).click();
    await expect(other.getByRole("alert").filter({ hasText: /changed by someone else in the meantime/ })).toBeVisible();
    await other.close();
    await move(page, "Deposit received: confirm", "Confirmed");

    await page.goto(adminUrl("orders", "calendar"));
    // A table on a laptop (and without JavaScript), a stacked list of days on a phone with it.
    const row = page.locator(`[data-day="${day}"]`);
    await atWidths(page, async (width) => {
      await expect(row.filter({ visible: true }).getByRole("link", { name: reference })).toBeVisible();
      await expectNoAxeViolations(page, `calendar at ${width} px`, { javaScriptEnabled: js });
      await shot(page, `orders-admin-calendar-${tag}-${width}`);
    });
    await row.getByRole("link", { name: "Production list" }).click();
    const item = page.locator("tr").filter({ hasText: reference });
    await expect(item).toContainText("16:15");
    await expect(item).toContainText("Eggless");
    await expect(item).toContainText(`Happy 25th ${tag}`);
    await atWidths(page, async (width) => {
      await expectNoAxeViolations(page, `production list at ${width} px`, { javaScriptEnabled: js });
      await shot(page, `orders-admin-production-${tag}-${width}`);
    });

    await page.goto(adminUrl("orders") + `?q=${encodeURIComponent(reference)}`);
    await page.getByRole("link", { name: new RegExp(`^${reference}`) }).click();
    await move(page, "Start production", "In production");
    await move(page, "Mark ready", "Ready");
    await move(page, "Mark completed", "Completed");
    await expect(page.getByText("nothing more to do")).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(6);

    await page.goto(adminUrl("orders", "settings"));
    await atWidths(page, async (width) => {
      await expectNoAxeViolations(page, `order settings at ${width} px`, { javaScriptEnabled: js });
      await shot(page, `orders-admin-settings-${tag}-${width}`);
    });
    // The feed's secret is kept only as a hash: its address is shown once, right after it is made.
    await page.getByRole("button", { name: "Make a new feed address" }).click();
    await expect(page.getByLabel("Feed address")).toHaveValue(/\/order-calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    await page.goto(adminUrl("orders", "settings"));
    await expect(page.getByLabel("Feed address")).toHaveCount(0);
  });

  test("a size, flavour or PIN code already in its list is marked on its field and takes the focus @nojs", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const js = testInfo.project.name === "chromium";
    const tag = `${js ? "js" : "plain"}-${Date.now() % 100_000}`;
    await logIn(page);
    await addSizeAndFlavour(page, `2.5 kg ${tag}`, `Mango ${tag}`);
    const again = async (form: string, label: string, value: string, message: string) => {
      const add = page.getByRole("form", { name: form });
      await add.getByLabel(label, { exact: true }).fill(value);
      await add.getByRole("button", { name: "Add" }).click();
      const field = page.getByRole("form", { name: form }).getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveValue(value);
    };
    await again("Add to sizes and prices", "Size", `2.5 kg ${tag}`, "That size is already in the list.");
    await again("Add to flavours", "Flavour", `Mango ${tag}`, "That flavour is already in the list.");
    // The demo's delivery areas hold 411038.
    await page.goto(adminUrl("orders", "settings"));
    const areas = page.getByRole("form", { name: "Add to delivery areas" });
    await areas.getByLabel("Area", { exact: true }).fill(`Kothrud ${tag}`);
    await again("Add to delivery areas", "PIN code", "411038", "That PIN code is already in the list.");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `orders-admin-settings-duplicate-${width}-${js ? "js" : "plain"}`);
    }
  });

  test("the calendar scrolls no page sideways at 375 px: a list of days with JavaScript, the table without @nojs", async ({
    page,
  }, testInfo) => {
    const js = testInfo.project.name === "chromium";
    await page.setViewportSize({ width: 375, height: 900 });
    await logIn(page);
    await page.goto(adminUrl("orders", "calendar"));
    if (js) {
      await expect(page.getByRole("list", { name: "Orders and room left per day" })).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
    } else {
      await expect(page.getByRole("table", { name: "Orders and room left per day" })).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `orders-admin-calendar-375-${js ? "js" : "plain"}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("table", { name: "Orders and room left per day" })).toBeVisible();
  });
});
