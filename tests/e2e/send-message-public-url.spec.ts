// The shared browser-test server runs the production build without PUBLIC_URL, as `npm start` does: Send Message is
// not refused; its review step says that the e-mail's links lead to the address the owner opened the page at, and
// the preview's links do. (The whole flow to "Message queued for N subscribers." on the defaults, with verified
// subscribers, is tests/faults/spec-flows-on-defaults.test.ts.)
import { E2E_ENV } from "../../playwright.config";
import { adminUrl, atWidths, expect, shot, test, WIDTHS } from "./fixtures";

test(`Send Message at ${WIDTHS.join(" and ")} px without PUBLIC_URL: no refusal, the links' address named on the review step @nojs`, async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  expect(E2E_ENV).not.toHaveProperty("PUBLIC_URL");
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(adminUrl("send-message"));
  await expect(page.getByRole("heading", { name: "Send Message to Subscribers" })).toBeVisible();
  await expect(page.getByText(/public address is not set/)).toHaveCount(0);
  await page.getByLabel("Message").fill("Diwali boxes are here");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Check and send" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  await expect(page.getByText(`Its links lead to ${origin}, the address this page was opened at.`)).toBeVisible();
  await page.getByText("Plain-text version").click();
  await expect(page.locator("pre")).toContainText(`Unsubscribe: ${origin}/unsubscribe?token=`);
  await atWidths(page, async (width) => {
    await expect(page.getByRole("button", { name: /^Send Message to \d+ subscribers?$/ })).toBeVisible();
    await shot(page, `send-message-no-public-url-${width}${javaScriptEnabled ? "" : "-nojs"}`, { fullPage: false });
  });
});
