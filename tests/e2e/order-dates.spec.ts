// The order form's calendar ends at the booking window (the owner's setting, 120 days until set), and a day typed
// past it is told at once, before the form is sent: what only the browser shows (the server's 400 for the same
// day is proved in tests/integration/order-dates.test.ts).
import { addDays, bakeryToday, formatOrderDay } from "#app/lib/orders";
import { expect, test } from "./fixtures";

test("the calendar stops at the booking window's end; a day typed past it is refused at once", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the calendar and the message while typing are the scripted page's");
  const last = addDays(bakeryToday(), 120);
  await page.goto("/order-a-cake");
  const field = page.getByLabel("Date needed");
  await expect(field).toHaveAttribute("max", last);
  await expect(field).toHaveAccessibleDescription(new RegExp(`to ${formatOrderDay(last)}\\.`));

  const calendar = page.getByRole("group", { name: "Calendar of the days we can bake for" });
  await expect(calendar.getByRole("grid")).toBeVisible();
  const next = calendar.getByRole("button", { name: /next month/i });
  const cell = (day: string) => calendar.locator(`[data-day="${day}"] button`);
  for (let step = 0; step < 6 && (await cell(last).count()) === 0; step++) await next.click();
  await expect(cell(last)).toHaveCount(1);
  // No month after the window's is offered, and a later day of its month cannot be chosen.
  await expect(next).toHaveAttribute("aria-disabled", "true");
  const after = addDays(last, 1);
  if ((await cell(after).count()) > 0) await expect(cell(after)).toBeDisabled();

  await field.fill("2099-01-01");
  await expect(
    page.getByText(`We take orders up to 120 days ahead: please choose a day up to ${formatOrderDay(last)}.`),
  ).toBeVisible();
});
