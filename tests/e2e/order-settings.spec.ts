// The order settings screen in a real browser, with JavaScript and (tagged @nojs) without: the week's hours, the
// pickup address and phone and the release limits fit a 360 px phone without scrolling sideways, axe finds
// nothing serious at 375 and 1280 px, and hours that close before they open are marked on their field, which takes
// the focus, with the typed values kept. Nothing is saved (the demo's settings are shared by every spec).
// Screenshots (SHOTS_DIR: fixtures.ts) are named settings-<width>.
import { expectNoAxeViolations } from "./support/axe";
import { adminUrl, expect, logIn, shot, test } from "./fixtures";

test("the order settings: hours, address and limits at 360 to 1280 px, a refused hour marked and focused @nojs", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "chromium";
  await page.setViewportSize({ width: 360, height: 900 });
  await logIn(page);
  await page.goto(adminUrl("orders", "settings"));
  await expect(page.getByLabel("Sunday opens")).toHaveValue("10:00");
  await expect(page.getByRole("textbox", { name: "Pickup address" })).toHaveValue(/Koregaon Park, Pune 411001/);
  await expect(page.getByLabel("Requests I have not answered, after (days)")).toHaveValue("3");

  for (const width of [360, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (width !== 360) await expectNoAxeViolations(page, `order settings at ${width} px`, { javaScriptEnabled: js });
    if (js) await shot(page, `settings-${width}`);
  }

  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByLabel("Wednesday opens").fill("21:00");
  await page.getByRole("button", { name: "Save settings" }).click();
  const opens = page.getByLabel("Wednesday opens");
  await expect(opens).toHaveAttribute("aria-invalid", "true");
  await expect(opens).toHaveAccessibleDescription("On Wednesday, opening time must be before closing time.");
  await expect(opens).toBeFocused();
  await expect(opens).toHaveValue("21:00");
});
