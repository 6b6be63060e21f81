// How a refused submit must look, for the specs that prove it on each form (form-feedback.spec.ts and the specs
// that already visit a form's page): no browser dialog, the wrong field marked and focused in view, and each
// message told apart by its icon as well as its colour.
import { expect, type Locator, type Page } from "@playwright/test";

/** Every dialog the page opens (a form's error must open none). */
export function recordDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

/** The focused element is `target`, entirely inside the viewport and not under the sticky header. */
export async function expectFocusedInView(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const viewport = page.viewportSize()!;
  const header = await page.locator("header").first().boundingBox();
  const box = (await target.boundingBox())!;
  const headerBottom = header && header.y <= 0 ? header.y + header.height : 0;
  // A header that scrolls with the page may be above the viewport: the target must still start inside it.
  expect(box.y, "inside the viewport, below the sticky header").toBeGreaterThanOrEqual(Math.max(headerBottom, 0));
  expect(box.y + Math.min(box.height, 60), "inside the viewport").toBeLessThanOrEqual(viewport.height);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The control is marked invalid and described by its message `text`, shown under it. */
export async function expectMarked(control: Locator, text: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const id = await control.getAttribute("id");
  await expect(control).toHaveAttribute("aria-describedby", new RegExp(`\\b${id}-error\\b`));
  await expect(control).toHaveAccessibleDescription(new RegExp(escape(text)));
  await expect(control.page().locator(`#${id}-error`)).toHaveText(text);
}

const ICONS = { success: "svg.lucide-circle-check", error: "svg.lucide-circle-alert" } as const;

/**
 * The message starts with its tone's icon (a tick for a success, an exclamation mark for an error), hidden from
 * screen readers, and not the other tone's: the two are told apart without seeing colour.
 */
export async function expectIcon(message: Locator, tone: "success" | "error") {
  const icon = message.locator(ICONS[tone]);
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute("aria-hidden", "true");
  await expect(icon).toBeVisible();
  await expect(message.locator(ICONS[tone === "success" ? "error" : "success"])).toHaveCount(0);
}
