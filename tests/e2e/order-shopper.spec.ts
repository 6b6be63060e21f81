// The order form and the order's page as a shopper on a phone meets them: the form fits 320-414 px with and without
// JavaScript, the total stays in view, only the chosen fulfilment's fields show (with scripts), a full day offers
// the nearest free days as buttons that choose them, a message over its limit is warned about, photos lost with a
// refusal are asked for again, the cancel asks first, and the form is reached from the home page, the Cakes page and
// a cake's page with its flavour and size. Days: offsets 52-59 (fixtures.ts).
import { expectNoAxeViolations } from "./support/axe";
import { formatOrderDay } from "#app/lib/orders";
import { apiOrder, atWidths, expect, orderDay, productHref, test, WIDTHS, type Page } from "./fixtures";
import { pngBytes } from "../helpers/uploads";

const PHONE_WIDTHS = [320, 360, 375, 390, 414];

/** How far the page scrolls sideways: 0 when it fits its width. */
const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** A screenshot for the review, at `width`, whole page (only when SHOTS_DIR is set, as every shot). */
async function reviewShot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function fillOrder(page: Page, day: string) {
  await page.getByRole("combobox", { name: "Occasion" }).fill("Birthday");
  await page.getByLabel("Date needed").fill(day);
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "1 kg: ₹1,100" });
  await page.getByRole("combobox", { name: "Flavour" }).selectOption("Red velvet");
  await page.getByRole("textbox", { name: "Name" }).fill("Nila Shah");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("98450 12345");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("nila@example.com");
}

test(`/order-a-cake fits ${PHONE_WIDTHS.join(", ")} px without sideways scrolling @nojs`, async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
  await page.goto("/order-a-cake");
  if (javaScriptEnabled)
    await expect(
      page.getByRole("group", { name: "Calendar of the days we can bake for" }).getByRole("grid"),
    ).toBeVisible();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await sideways(page), `sideways scroll at ${width} px`).toBe(0);
  }
  if (javaScriptEnabled)
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewShot(page, `shopper-order-a-cake-${width}`);
    }
});

test("on a phone the total stays in view while the form scrolls, and only the chosen fulfilment's fields show", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 700 });
  await page.goto("/order-a-cake");
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "1 kg: ₹1,100" });
  const bar = page.getByTestId("order-summary-bar");
  await expect(bar).toContainText("₹1,100");
  // Far down the form, the bar is still inside the screen.
  const name = page.getByRole("textbox", { name: "Name" });
  await name.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(700);
  await expect(bar).toBeInViewport();
  // What the browser scrolls to from above stops clear of the bar, not under it (the route's scroll padding).
  await page.evaluate(() => window.scrollTo(0, 0));
  await name.evaluate((field) => field.scrollIntoView({ block: "nearest" }));
  const field = (await name.boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/shopper-order-a-cake-360-scrolled.png` });

  // Pickup by default: its heading and time, not the delivery's address.
  await expect(page.getByRole("heading", { name: "For a pickup" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "For a delivery" })).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Delivery address" })).toBeHidden();
  await page.getByRole("radio", { name: "Deliver it to me" }).check();
  await expect(page.getByRole("heading", { name: "For a pickup" })).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Delivery address" })).toBeVisible();
  // The charges are listed; a chosen area's charge joins the total.
  const areas = page.getByRole("list", { name: "Where we deliver, and the charge" });
  await expect(areas.getByRole("listitem").filter({ hasText: "Kothrud" })).toContainText("₹80");
  await page.getByRole("textbox", { name: "PIN code" }).fill("411038");
  await expect(bar).toContainText("₹1,180");
  // A change of mind back to pickup: the half-typed delivery is kept aside, not sent, and the order goes through.
  await page.getByRole("textbox", { name: "PIN code" }).fill("12");
  await page.getByRole("radio", { name: "I'll pick it up" }).check();
  await fillOrder(page, orderDay(55));
  await page.getByRole("button", { name: "Request my cake" }).click();
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?placed=1$/);
});

test("without JavaScript both fulfilments' fields show, each under its heading @nojs", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "with scripts only the chosen one shows (the test above)");
  await page.goto("/order-a-cake");
  await expect(page.getByRole("heading", { name: "For a pickup" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "For a delivery" })).toBeVisible();
  await expect(page.getByLabel("Pickup time")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Delivery address" })).toBeVisible();
});

test("a full day offers the nearest free days on both sides, and one of them is chosen in a tap @nojs", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const full = orderDay(javaScriptEnabled ? 53 : 57);
  for (let i = 0; i < 4; i++) {
    const answer = await request.post("/api/orders", { data: apiOrder(full, `near${i}@example.com`) });
    expect([201, 409]).toContain(answer.status());
  }
  await page.goto("/order-a-cake");
  await fillOrder(page, full);
  await page.getByRole("button", { name: "Request my cake" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    `${formatOrderDay(full)} is fully booked. The nearest free days are`,
  );
  const offered = page.getByRole("list", { name: "Choose one of the nearest free days:" }).getByRole("button");
  await expect(offered).toHaveCount(4);
  // Each button's value is its day: some before the full one (a cake a day early), some after.
  const days = await offered.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).value));
  expect(days.filter((d) => d < full).length).toBeGreaterThan(0);
  expect(days.filter((d) => d > full).length).toBeGreaterThan(0);
  expect([...days].sort()).toEqual(days);
  const before = days.filter((d) => d < full).at(-1)!;
  await atWidths(page, async () => {
    await expect(offered.first()).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });
  await offered.filter({ hasText: formatOrderDay(before) }).click();
  await expect(page.getByLabel("Date needed")).toHaveValue(before);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Nila Shah");
  if (!javaScriptEnabled)
    await expect(page.getByRole("status").filter({ hasText: `${formatOrderDay(before)} is chosen` })).toBeVisible();
  await expectNoAxeViolations(page, "the order form with the free days offered", { javaScriptEnabled });
  // Enter in a field sends the order (the form's default button), not one of the days.
  await page.getByRole("textbox", { name: "Name" }).press("Enter");
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?placed=1$/);
});

test("a message over its limit is shown whole and counted, not cut; the server refuses it", async ({ page }) => {
  await page.goto("/order-a-cake");
  const message = page.getByRole("textbox", { name: "Message on the cake" });
  await message.fill("Happy 40th birthday to the best dad in town!");
  await expect(message).toHaveValue("Happy 40th birthday to the best dad in town!");
  await expect(message).toHaveAccessibleDescription(/44 \/ 40 characters: 4 too many, please shorten it/);
  await fillOrder(page, orderDay(54));
  await page.getByRole("button", { name: "Request my cake" }).click();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription(/Message on the cake must be at most 40 characters\./);
});

test("without JavaScript a refused form asks for its photos again, at the photos field @nojs", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/order-a-cake");
  await fillOrder(page, orderDay(58));
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("123");
  const photos = page.getByLabel("Reference photos");
  await photos.setInputFiles([{ name: "design.png", mimeType: "image/png", buffer: await pngBytes("#c0395b") }]);
  await expect(photos).toHaveAccessibleDescription(
    /Up to 3 photos \(JPEG, PNG, WebP, AVIF or GIF\), each at most 10 MB\./,
  );
  await page.getByRole("button", { name: "Request my cake" }).click();
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveAttribute("aria-invalid", "true");
  if (javaScriptEnabled) {
    // Answered in place: the field still holds the photo, and nothing asks for it again.
    expect(await photos.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    await expect(photos).not.toHaveAccessibleDescription(/attach them again/);
  } else {
    await expect(photos).toHaveAccessibleDescription(/Your photos were not kept .*please attach them again/);
  }
});

test("the customer's cancel asks first; a cancelled order's page says no more about a price @nojs", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const placed = await request.post("/api/orders", { data: apiOrder(orderDay(59), "cancel@example.com") });
  expect(placed.status()).toBe(201);
  const { statusUrl } = (await placed.json()) as { statusUrl: string };
  await page.goto(new URL(statusUrl).pathname);
  await expect(page.getByTestId("order-status-words")).toContainText("We will send you our price");
  await page.getByRole("link", { name: "Cancel my order" }).click();
  const confirm = page.getByRole("form", { name: /Cancel order SB-\d{2}-\d{4}\?/ });
  await expect(confirm).toBeVisible();
  await atWidths(page, (width) =>
    expectNoAxeViolations(page, `the cancel's confirmation at ${width}`, { javaScriptEnabled }),
  );
  // Keeping it changes nothing.
  await confirm.getByRole("link", { name: "No, keep my order" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Status: Requested" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel my order" }).click();
  await page.getByRole("button", { name: "Yes, cancel my order" }).click();
  await expect(page).toHaveURL(/\?cancelled=1$/);
  await expect(page.getByRole("heading", { level: 2, name: "Status: Cancelled" })).toBeVisible();
  await expect(page.getByTestId("order-status-words")).toHaveText("This order is cancelled. Nothing is due.");
  await expect(page.getByText("We will send you our price")).toHaveCount(0);
});

test(`Order a cake: near the top of the home page on a phone, on the Cakes page, and from a cake's page with its flavour and size @nojs`, async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await page.goto("/");
  const homeLink = page.getByRole("main").getByRole("link", { name: "Order a cake" }).first();
  const top = await homeLink.evaluate((a) => a.getBoundingClientRect().top + window.scrollY);
  // On a phone's first screen, right under the banner (it was 3,540 px down).
  expect(top).toBeLessThan(800);

  await page.goto("/offerings/cakes");
  await expect(page.getByRole("main").getByRole("link", { name: "Order a cake" }).first()).toHaveAttribute(
    "href",
    "/order-a-cake",
  );
  await atWidths(page, (width) => expectNoAxeViolations(page, `the Cakes page at ${width}`, { javaScriptEnabled }));

  await page.goto(await productHref(page, "Chocolate Truffle Cake"));
  const cakeLink = page.getByRole("main").getByRole("link", { name: "Order a cake" });
  await expect(cakeLink).toHaveAttribute("href", "/order-a-cake?flavour=Chocolate+truffle&size=0.5+kg");
  await atWidths(page, (width) => expectNoAxeViolations(page, `a cake's page at ${width}`, { javaScriptEnabled }));
  await cakeLink.click();
  await expect(page).toHaveURL(/\/order-a-cake\?flavour=Chocolate\+truffle&size=0\.5\+kg$/);
  await expect(page.getByRole("combobox", { name: "Flavour" })).toHaveValue("Chocolate truffle");
  await expect(page.getByRole("combobox", { name: "Size" }).locator("option:checked")).toHaveText("0.5 kg: ₹600");
});

test("axe finds nothing on the order form at 375 and 1280 px with the pickup and the delivery shown", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/order-a-cake");
  await atWidths(page, (width) => expectNoAxeViolations(page, `/order-a-cake (pickup) at ${width}`));
  await page.getByRole("radio", { name: "Deliver it to me" }).check();
  await atWidths(page, (width) => expectNoAxeViolations(page, `/order-a-cake (delivery) at ${width}`));
});
