// The shared browser-test server runs the production build without PUBLIC_URL: the owner is told on the Send
// Message screen that e-mails cannot be sent, and a send is refused with the same words (nothing queued).
import { E2E_ENV } from "../../playwright.config";
import { adminUrl, atWidths, expect, shot, test, WIDTHS } from "./fixtures";

const MISSING = "E-mails cannot be sent yet: the site's public address is not set.";

test(`Send Message at ${WIDTHS.join(" and ")} px without PUBLIC_URL: said before writing, refused on send @nojs`, async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  expect(E2E_ENV).not.toHaveProperty("PUBLIC_URL");
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(adminUrl("send-message"));
  await expect(page.getByRole("heading", { name: "Send Message to Subscribers" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(MISSING);
  await page.getByLabel("Message").fill("Diwali boxes are here");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(page.getByRole("alert")).toContainText(MISSING);
  await expect(page.getByText(/Message queued for/)).toHaveCount(0);
  await expect(page.getByLabel("Message")).toHaveValue("Diwali boxes are here");
  await atWidths(page, async (width) => {
    await expect(page.getByRole("alert")).toBeVisible();
    await shot(page, `send-message-no-public-url-${width}${javaScriptEnabled ? "" : "-nojs"}`, { fullPage: false });
  });
});
