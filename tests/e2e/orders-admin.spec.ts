// The owner's cake orders in a real browser, at 375 and 1280 px, with JavaScript and (tagged @nojs) without:
// a size and a flavour added on the settings screen, an order placed through POST /api/orders, found in the
// list by its reference, walked from the quote to ready on its page (a stale change refused, "completed" held
// for the cake's day), seen on the calendar and the production list; a decline asked on a step of its own with
// the reason the customer's page then shows, and reopened; axe finds nothing serious on any of the screens. The month grid's layout at
// both widths (read on the demo's marked days, never changed), and the production list as printed on A4. Each
// test that writes makes its own size, flavour and orders on a day of its own, so the demo orders stay as seeded.
// Screenshots (SHOTS_DIR: fixtures.ts) are named orders-admin-*.
import { expectNoAxeViolations } from "./support/axe";
import { addDays, bakeryToday } from "#app/lib/orders";
import { addMonths } from "#app/lib/month-grid";
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
    await expect(other.getByRole("form", { name: "Send quote" })).toBeVisible();

    const quote = page.getByRole("form", { name: "Send quote" });
    await quote.getByLabel("Price (₹)").fill("1650");
    await quote.getByLabel("Deposit (₹)").fill("500");
    await move(page, "Send quote", "Quoted");
    // The other tab's page is from before the quote: its change names an old version and is refused.
    await other.getByRole("form", { name: "Send quote" }).getByRole("button", { name: "Send quote" }).click();
    await expect(other.getByRole("alert").filter({ hasText: /changed by someone else in the meantime/ })).toBeVisible();
    await other.close();
    await move(page, "Deposit received: confirm", "Confirmed");

    await page.goto(`${adminUrl("orders", "calendar")}?month=${day.slice(0, 7)}`);
    // A grid of the month on a laptop, the same days stacked on a phone, with or without JavaScript.
    const row = page.locator(`[data-day="${day}"]`);
    // axe checks the calendar, the production list and the settings in tests of their own (the month grid, the
    // printed list, tests/e2e/order-settings.spec.ts), with the demo's orders on them.
    await atWidths(page, async (width) => {
      await expect(row.filter({ visible: true }).getByRole("link", { name: reference })).toBeVisible();
      await shot(page, `orders-admin-calendar-${tag}-${width}`);
    });
    await row.getByRole("link", { name: "Production list" }).click();
    const item = page.getByRole("article").filter({ hasText: reference });
    await expect(item).toContainText("16:15");
    await expect(item).toContainText("Eggless");
    await expect(item).toContainText(`Happy 25th ${tag}`);
    await atWidths(page, (width) => shot(page, `orders-admin-production-${tag}-${width}`));

    await page.goto(adminUrl("orders") + `?q=${encodeURIComponent(reference)}`);
    await page.getByRole("link", { name: new RegExp(`^${reference}`) }).click();
    await move(page, "Start production", "In production");
    await move(page, "Mark ready", "Ready");
    // The cake is for a day ahead: "completed" waits for that day, and says so.
    await page.getByRole("form", { name: "Mark completed" }).getByRole("button", { name: "Mark completed" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: /can be marked completed from the day it is needed/ }),
    ).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(5);

    await page.goto(adminUrl("orders", "settings"));
    await atWidths(page, (width) => shot(page, `orders-admin-settings-${tag}-${width}`));
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

  test("the month grid: seven columns on a laptop, days stacked on a phone, no page scrolled sideways, the demo's marks in words @nojs", async ({
    page,
  }, testInfo) => {
    const js = testInfo.project.name === "chromium";
    await logIn(page);
    // The demo's over-booked day (app/server/seed/orders.server.ts); its month holds the full, closed and holiday days too, unless a month ends between them.
    // It lies 47 days after the day the demo was seeded: today, or yesterday for a run that crossed the bakery's
    // midnight after its servers started.
    const calendarOf = (day: string) => `${adminUrl("orders", "calendar")}?month=${day.slice(0, 7)}`;
    let overbooked = addDays(bakeryToday(), 47);
    await page.goto(calendarOf(overbooked));
    if ((await page.locator(`[data-day="${overbooked}"][data-mark="overbooked"]`).count()) === 0) {
      overbooked = addDays(overbooked, -1);
      await page.goto(calendarOf(overbooked));
    }
    const cell = page.locator(`[data-day="${overbooked}"]`);
    await expect(cell).toContainText("Over-booked: 3 orders, room for 2");
    await expect(page.getByRole("alert").filter({ hasText: "More orders than room on" })).toBeVisible();
    const days = page.getByRole("list", { name: /^Days of / }).locator(":scope > li");
    await atWidths(page, async (width) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // A week's seven days share a row on a laptop; on a phone each day has a row of its own.
      const tops = await days.evaluateAll((cells) => {
        const monday = cells.findIndex((c) => new Date(`${c.dataset.day}T00:00:00Z`).getUTCDay() === 1);
        return cells.slice(monday, monday + 7).map((c) => Math.round(c.getBoundingClientRect().top));
      });
      expect(new Set(tops).size).toBe(width >= 768 ? 1 : 7);
      await expectNoAxeViolations(page, `calendar at ${width} px`, { javaScriptEnabled: js });
      await shot(page, `calendar-${js ? "" : "plain-"}${width}`);
    });
    await page.setViewportSize({ width: 360, height: 900 });
    await shot(page, `calendar-${js ? "" : "plain-"}360`);
    // The month links go on from there, with or without JavaScript.
    await page.getByRole("navigation", { name: "Months" }).getByRole("link").last().click();
    await expect(page).toHaveURL(new RegExp(`month=${addMonths(overbooked.slice(0, 7), 1)}$`));
  });

  test("declining asks first, on a page of its own, for the reason the customer then reads; reopening undoes it @nojs", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const js = testInfo.project.name === "chromium";
    const tag = `${js ? "js" : "plain"}-${Date.now() % 100_000}`;
    // A day of its own (fixtures.ts: orderDay).
    const day = orderDay(31 + (js ? 0 : 1));
    await logIn(page);
    const placed = await page.request.post("/api/orders", {
      data: {
        occasion: "Birthday",
        date: day,
        fulfilment: "pickup",
        pickupTime: "11:00",
        size: "1 kg",
        flavour: "Red velvet",
        name: `Decline ${tag}`,
        phone: "98450 66666",
        email: `decline-${tag}@example.com`,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { reference, statusUrl } = (await placed.json()) as { reference: string; statusUrl: string };
    await page.goto(adminUrl("orders") + `?q=${encodeURIComponent(reference)}`);
    await page.getByRole("link", { name: new RegExp(`^${reference}`) }).click();

    await page.getByRole("form", { name: "Decline" }).getByRole("button", { name: "Decline…" }).click();
    const confirm = page.getByRole("form", { name: "Decline: are you sure?" });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, "decline confirmation", { javaScriptEnabled: js });
    const reason = "We are fully booked that week, sorry.";
    await confirm.getByLabel(/^Why/).fill(reason);
    await confirm.getByRole("button", { name: "Yes, decline" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is now declined." })).toBeVisible();
    await expect(page.getByRole("region", { name: "The cake" })).toContainText(reason);

    const customer = await page.context().newPage();
    await customer.goto(new URL(statusUrl).pathname);
    await expect(customer.getByText(`Why: ${reason}`)).toBeVisible();
    await customer.close();

    await move(page, "Reopen as a request", "Requested");
    await expect(page.getByRole("form", { name: "Send quote" })).toBeVisible();
  });

  test("the production list prints whole on A4 portrait, notes first; a Print button with JavaScript @nojs", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const js = testInfo.project.name === "chromium";
    const tag = `${js ? "js" : "plain"}-${Date.now() % 100_000}`;
    // A day of its own (fixtures.ts: orderDay).
    const day = orderDay(27 + (js ? 0 : 1));
    await logIn(page);
    const notes =
      "Severe peanut allergy: no nuts, no praline, and nothing made on a board that touched them. Please call before decorating if unsure.";
    const orders = [
      { pickupTime: "17:45", notes },
      { pickupTime: "09:15", notes: "" },
      {
        fulfilment: "delivery",
        address:
          "Flat 14B, Kumar Pebble Park, Lane 7, off North Main Road, near the German Bakery, Koregaon Park, Pune",
        pincode: "411001",
        notes: "Leave with the security desk if no one answers.",
      },
    ];
    const references: string[] = [];
    for (const [i, extra] of orders.entries()) {
      const placed = await page.request.post("/api/orders", {
        data: {
          occasion: "Birthday",
          date: day,
          fulfilment: "pickup",
          size: "1 kg",
          flavour: "Red velvet",
          eggless: i === 0,
          message: `Happy birthday ${tag} ${i}`,
          name: `Print ${tag} ${i}`,
          phone: `98450 1111${i}`,
          email: `print-${tag}-${i}@example.com`,
          ...extra,
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { reference } = (await placed.json()) as { reference: string };
      references.push(reference);
      // The owner's session calls /api as the admin screens' own scripts would: from the same site.
      const sameSite = { "Sec-Fetch-Site": "same-origin" };
      const found = await page.request.get(`/api/orders?q=${reference}`, { headers: sameSite });
      expect(found.status(), await found.text()).toBe(200);
      const [order] = ((await found.json()) as { orders: { id: string; version: number }[] }).orders;
      const quoted = await page.request.patch(`/api/orders/${order!.id}`, {
        headers: sameSite,
        data: { to: "quoted", version: order!.version, quotedPaise: 150_000, depositPaise: 0, note: "" },
      });
      expect(quoted.status(), await quoted.text()).toBe(200);
      const confirmed = await page.request.patch(`/api/orders/${order!.id}`, {
        headers: sameSite,
        data: { to: "confirmed", version: order!.version + 1, note: "" },
      });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
    }

    await page.goto(`${adminUrl("orders", "production")}?day=${day}`);
    const cakes = page.getByRole("list", { name: /^Cakes to make on / }).getByRole("article");
    // Pickups by their time, then the delivery; each cake's notes come first, right under its heading.
    await expect(cakes.getByRole("heading", { level: 2 })).toHaveText([
      `Pickup 09:15 · ${references[1]}`,
      `Pickup 17:45 · ${references[0]}`,
      `Delivery · ${references[2]}`,
    ]);
    await expect(cakes.nth(2)).toContainText("Flat 14B, Kumar Pebble Park");
    await expect(cakes.nth(2)).toContainText("98450 11112");
    if (js) {
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute("data-printed", "yes");
      });
      await page.getByRole("button", { name: "Print" }).click();
      await expect(page.locator("html")).toHaveAttribute("data-printed", "yes");
    } else {
      await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
      await expect(page.getByText("use your browser's Print command")).toBeVisible();
    }
    await atWidths(page, async (width) => {
      await expectNoAxeViolations(page, `production list at ${width} px`, { javaScriptEnabled: js });
    });

    // On paper: A4's printable width (210 mm less two 12 mm margins, 703 CSS px), the print style's layout.
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 703, height: 1000 });
    const note = cakes.nth(1).getByText(`Notes and allergies: ${notes}`);
    await expect(note).toBeVisible();
    expect(await note.evaluate((p) => Number(getComputedStyle(p).fontWeight))).toBeGreaterThanOrEqual(700);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByLabel("Day")).toBeHidden();
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((e) => {
          const box = e.getBoundingClientRect();
          return (
            box.width > 0 &&
            (box.right > window.innerWidth + 0.5 || box.left < -0.5 || e.scrollWidth > e.clientWidth + 1)
          );
        })
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    );
    expect(overflowing).toEqual([]);
    if (process.env.SHOTS_DIR && js) {
      // For people to look at: this list, and the demo's full day (with its photos) on A4 as Chromium prints them.
      await page.pdf({ path: `${process.env.SHOTS_DIR}/print-a4.pdf`, format: "A4" });
      await page.goto(`${adminUrl("orders", "production")}?day=${addDays(bakeryToday(), 41)}`);
      await page.pdf({ path: `${process.env.SHOTS_DIR}/print-a4-demo.pdf`, format: "A4" });
    }
  });
});
