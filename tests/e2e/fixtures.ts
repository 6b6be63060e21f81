// Playwright fixtures for admin tests: `adminPage` is a page signed in through the real login form at
// {admin_prefix}/login (app/routes/admin/login.tsx; owner / correct-horse-battery, set by playwright.config.ts).
import { test as base, expect, type Page } from "@playwright/test";

export const ADMIN_PREFIX = process.env.ADMIN_PREFIX ? `/${process.env.ADMIN_PREFIX.replace(/^\/+/, "")}` : "/studio-7f3a9c2e";
export const ADMIN_USER = "owner";
export const ADMIN_PASSWORD = "correct-horse-battery";

export const adminUrl = (...segments: string[]) => [ADMIN_PREFIX, ...segments].join("/");

/** Signs in through the login form and waits for the dashboard with its 'Login successful' message. */
export async function logIn(page: Page) {
  await page.goto(adminUrl("login"));
  await expect(page.getByRole("heading", { level: 1, name: "Admin login" })).toBeVisible();
  await page.getByLabel("Username").fill(ADMIN_USER);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PREFIX}/?$`));
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Login successful" })).toBeVisible();
}

/**
 * A page's scripts load after its `load` event (app/server/http/hydration.server.ts), so a test that goes to a page
 * and at once uses a scripted control would race the hydration. With JavaScript on, `goto`, `reload`, `goBack` and
 * `goForward` therefore also wait until the page is hydrated (<html data-hydrated>, set by app/root.tsx), when what
 * they reached is one of the app's pages. Without JavaScript they are Playwright's own.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.querySelector('script[type="module"]') || "hydrated" in document.documentElement.dataset);
}

export const test = base.extend<{ adminPage: Page }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof method]>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await navigate(...args);
            if (response && (response.headers()["content-type"] ?? "").startsWith("text/html")) await hydrated(page);
            return response;
          },
        });
      }
    }
    await provide(page);
  },
  adminPage: async ({ page }, provide) => {
    await logIn(page);
    await provide(page);
  },
});

export { expect };
export type { APIRequestContext, Dialog, Locator, Page } from "@playwright/test";
