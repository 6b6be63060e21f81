// Custom cake orders, public side: the /order-a-cake form with and without JavaScript (at a phone's and a
// laptop's width), the private status page and the customer's cancel, a full day refused with the next free
// days, and axe on both new pages. Each test orders for a day of its own, so none fills another's day.
import { expectNoAxeViolations } from "./support/axe";
import { addDays, bakeryToday, formatOrderDay } from "#app/lib/orders";
import { apiOrder, atWidths, expect, orderDay, shot, test, WIDTHS, type Page } from "./fixtures";
import { pngBytes } from "../helpers/uploads";

async function fillOrder(page: Page, day: string, name: string) {
  await page.getByRole("combobox", { name: "Occasion" }).fill("Birthday");
  await page.getByLabel("Date needed").fill(day);
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "1 kg: ₹1,100" });
  await page.getByRole("combobox", { name: "Flavour" }).selectOption("Red velvet");
  await page.getByRole("checkbox", { name: /Make it eggless/ }).check();
  await page.getByRole("textbox", { name: "Message on the cake" }).fill("Happy birthday Asha");
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("98450 12345");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("asha@example.com");
}

// @postgres: the PostgreSQL pass's one browser flow (playwright.config.ts): a shopper's write through the real
// form, its page read back, and a change to it, end to end on that database.
test("an order placed with the form lands on its private page, which can cancel it @nojs @postgres", async ({
  page,
  javaScriptEnabled,
}) => {
  const day = orderDay(javaScriptEnabled ? 20 : 21);
  await page.goto("/order-a-cake");
  await fillOrder(page, day, javaScriptEnabled ? "Asha Script" : "Asha Plain");
  await page
    .getByLabel("Reference photos")
    .setInputFiles([{ name: "design.png", mimeType: "image/png", buffer: await pngBytes("#c0395b") }]);
  await page.getByRole("button", { name: "Request my cake" }).click();
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?placed=1$/);
  // The photo is private: the page shows it through its own link, and the browser draws it.
  const photo = page.getByRole("img", { name: "Your reference 1 of 1" });
  await expect(photo).toHaveAttribute("src", /^\/orders\/[A-Za-z0-9_-]{43}\/photos\/[a-f0-9]+-\d+\.webp$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText(/We have your request SB-\d{2}-\d{4}/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Status: Requested" })).toBeVisible();
  await expect(page.getByText(`1 kg Red velvet (eggless) for ${formatOrderDay(day)}`)).toBeVisible();
  await expect(page.getByText("“Happy birthday Asha”")).toBeVisible();

  await page.getByRole("link", { name: "Cancel my order" }).click();
  await page.getByRole("button", { name: "Yes, cancel my order" }).click();
  await expect(page).toHaveURL(/\?cancelled=1$/);
  await expect(page.getByRole("heading", { level: 2, name: "Status: Cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel my order" })).toHaveCount(0);
});

test("a wrong field comes back with its message and the values kept @nojs", async ({ page }) => {
  await page.goto("/order-a-cake");
  await fillOrder(page, orderDay(22), "Ravi Kumar");
  await page.getByRole("radio", { name: "Deliver it to me" }).check();
  await page.getByRole("textbox", { name: /Delivery address/ }).fill("12 North Main Road");
  await page.getByRole("textbox", { name: /PIN code/ }).fill("110001");
  await page.getByRole("button", { name: "Request my cake" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Sorry, we do not deliver to this PIN code yet.");
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Ravi Kumar");
});

test(`with JavaScript at ${WIDTHS.join(" and ")} px: the live estimate, the message count and a full day refused`, async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  // Fill a day through the API (the demo's day capacity is 4): the fifth request for it is refused.
  const full = orderDay(30);
  for (let i = 0; i < 4; i++) {
    const answer = await request.post("/api/orders", {
      data: { ...apiOrder(full), email: `full${i}@example.com` },
    });
    expect([201, 409]).toContain(answer.status());
  }
  await page.goto("/order-a-cake");
  await expect(page.getByTestId("order-estimate")).toHaveText("Choose a size");
  await fillOrder(page, full, "Meera Pillai");
  // 1 kg ₹1,100 and the eggless extra ₹100
  await expect(page.getByTestId("order-estimate")).toHaveText("₹1,200");
  await expect(page.getByText("19 / 40 characters")).toBeVisible();
  await expect(page.getByText(/is full or closed: please choose another day/)).toBeVisible();
  await page.getByRole("button", { name: "Request my cake" }).click();
  const refusal = page.getByRole("alert").first();
  await expect(refusal).toContainText(`${formatOrderDay(full)} is fully booked. The nearest free days are`);
  // The refusal as each width lays it out, on the same page.
  await atWidths(page, async (width) => {
    await expect(refusal).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Choose one of the nearest free days:" }).getByRole("button"),
    ).toHaveCount(4);
    await shot(page, `order-refused-${width}`);
  });
});

test("with JavaScript the calendar greys out the days that take no order, and a chosen day fills the field", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const full = orderDay(33);
  for (let i = 0; i < 4; i++) {
    const answer = await request.post("/api/orders", { data: { ...apiOrder(full), email: `cal${i}@example.com` } });
    expect([201, 409]).toContain(answer.status());
  }
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto("/order-a-cake");
  const calendar = page.getByRole("group", { name: "Calendar of the days we can bake for" });
  // Before the lead time: the day after tomorrow is the first one offered, today and tomorrow are not.
  const tomorrow = addDays(bakeryToday(), 1);
  const cell = (day: string) => calendar.locator(`[data-day="${day}"] button`);
  await atWidths(page, async (width) => {
    await expect(calendar.getByRole("grid")).toBeVisible();
    if ((await cell(tomorrow).count()) > 0) await expect(cell(tomorrow)).toBeDisabled();
    await expect(cell(orderDay(0))).toBeEnabled();
    await shot(page, `order-calendar-${width}`);
  });
  // The full day, in a later month maybe: move on until it shows, then it cannot be chosen.
  for (let step = 0; step < 3 && (await cell(full).count()) === 0; step++)
    await calendar.getByRole("button", { name: /next month/i }).click();
  await expect(cell(full)).toBeDisabled();
  // A free day is chosen with the keyboard: focus it and press Enter; the field takes it.
  const free = orderDay(34);
  for (let step = 0; step < 3 && (await cell(free).count()) === 0; step++)
    await calendar.getByRole("button", { name: /next month/i }).click();
  await cell(free).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Date needed")).toHaveValue(free);
  await expect(calendar).toContainText(`Chosen: ${formatOrderDay(free)}`);
});

test("without JavaScript the plain date field names the full days instead of a calendar @nojs", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the calendar is the scripted page's; the test above covers it");
  await page.goto("/order-a-cake");
  await expect(page.getByLabel("Date needed")).toHaveAttribute("type", "date");
  await expect(page.getByRole("group", { name: "Calendar of the days we can bake for" })).toHaveCount(0);
});

test("a day that fills up while the form is open is refused, and the focus lands on the day with the next free days @nojs", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const day = orderDay(javaScriptEnabled ? 36 : 37);
  await page.goto("/order-a-cake");
  await fillOrder(page, day, "Late Comer");
  for (let i = 0; i < 4; i++) {
    const answer = await request.post("/api/orders", { data: { ...apiOrder(day), email: `late${i}@example.com` } });
    expect([201, 409]).toContain(answer.status());
  }
  await page.getByRole("button", { name: "Request my cake" }).click();
  const date = page.getByLabel("Date needed");
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription(/fully booked\. The nearest free days are/);
});

test("a cancel refused on the order page takes the focus, even with no cancel button left @nojs", async ({
  page,
  request,
}) => {
  const placed = await request.post("/api/orders", { data: apiOrder(orderDay(24)) });
  expect(placed.status()).toBe(201);
  const { statusUrl } = (await placed.json()) as { statusUrl: string };
  const path = new URL(statusUrl).pathname;
  // This tab opens the cancel's confirmation; a second tab cancels first; this tab's cancel then names an old
  // version.
  await page.goto(path);
  await page.getByRole("link", { name: "Cancel my order" }).click();
  const other = await page.context().newPage();
  await other.goto(path);
  await other.getByRole("link", { name: "Cancel my order" }).click();
  await other.getByRole("button", { name: "Yes, cancel my order" }).click();
  await expect(other).toHaveURL(/\?cancelled=1$/);
  await other.close();
  await page.getByRole("button", { name: "Yes, cancel my order" }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
});

// The order form itself (pickup and delivery) is checked in order-shopper.spec.ts.
test("axe finds nothing on an order's status page, at 375 and 1280 px", async ({ page, request }) => {
  const placed = await request.post("/api/orders", { data: apiOrder(orderDay(23)) });
  expect(placed.status()).toBe(201);
  const { statusUrl } = (await placed.json()) as { statusUrl: string };
  await page.goto(new URL(statusUrl).pathname);
  await atWidths(page, (width) => expectNoAxeViolations(page, `status page at ${width}`));
});
