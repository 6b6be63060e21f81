// What only a browser shows of the admin session: the notice shortly before it ends for want of use (the page's
// clock is Playwright's, moved forward), whose "Stay signed in" renews it without leaving the page; and, after a
// form was sent once the session had ended, the same form filled in again by the page after signing in.
import { createCookie } from "react-router";
import { randomBytes } from "node:crypto";
import { E2E_ENV } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { adminUrl, ADMIN_PASSWORD, ADMIN_USER, atWidths, expect, logIn, shot, test } from "./fixtures";

test("warns before the session ends; Stay signed in renews it and keeps what is typed", async ({ page }) => {
  await page.clock.install();
  await logIn(page);
  const name = page.getByRole("form", { name: "Add New Offering" }).getByLabel("Offering name");
  await name.fill("Éclairs");
  const notice = page.getByRole("status").filter({ hasText: "Your session ends at" });
  await expect(notice).toHaveCount(0);

  // Nothing sent for 28.5 minutes of the 30: the notice, two minutes before the end, over the page.
  await page.clock.fastForward("28:30");
  await expect(notice).toBeVisible();
  await atWidths(page, async (width) => {
    await expect(notice.getByRole("button", { name: "Stay signed in" })).toBeInViewport();
    await expectNoAxeViolations(page, `session notice at ${width}`);
    await shot(page, `admin-session-notice-${width}`, { fullPage: false });
  });

  await notice.getByRole("button", { name: "Stay signed in" }).click();
  await expect(notice).toHaveCount(0);
  await expect(name).toHaveValue("Éclairs");
});

test("a form sent after the session ended comes back filled in after signing in, not sent", async ({ page }) => {
  await logIn(page);
  await page.goto(adminUrl("orders") + "?status=requested");
  await page.getByRole("main").getByRole("link", { name: /^SB-/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order SB-/ })).toBeVisible();
  const orderUrl = page.url();
  const quote = page.getByRole("form", { name: "Send quote" });
  await quote.getByLabel("Price (₹)").fill("1850");
  await quote.getByLabel("Note to the customer").fill("Gold leaf on the top tier");

  // The session ends meanwhile: the browser still holds a cookie the site signed, naming no live session.
  const ended = await createCookie("slice_admin", { secrets: [E2E_ENV.SESSION_SECRET], path: "/" }).serialize(
    randomBytes(32).toString("base64url"),
  );
  await page.context().addCookies([
    {
      name: "slice_admin",
      value: ended.split(";")[0]!.slice("slice_admin=".length),
      domain: new URL(orderUrl).hostname,
      path: "/",
    },
  ]);
  expect((await page.context().cookies()).filter((c) => c.name === "slice_admin")).toHaveLength(1);
  await quote.getByRole("button", { name: "Send quote" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Admin login" })).toBeVisible();
  await expect(page.getByText("Sign in to go back to it: what you typed is kept.")).toBeVisible();
  await atWidths(page, (width) => expectNoAxeViolations(page, `login leading back at ${width}`));
  await page.getByLabel("Username").fill(ADMIN_USER);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByRole("status").filter({ hasText: "filled in again below" })).toBeVisible();
  const again = page.getByRole("form", { name: "Send quote" });
  await expect(again.getByLabel("Price (₹)")).toHaveValue("1850");
  await expect(again.getByLabel("Note to the customer")).toHaveValue("Gold leaf on the top tier");
  await expect(page.getByText("Requested", { exact: true }).first()).toBeVisible();
  await atWidths(page, async (width) => {
    await expectNoAxeViolations(page, `order page filled in again at ${width}`);
    await shot(page, `admin-session-resumed-${width}`);
  });
});
