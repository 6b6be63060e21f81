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

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, provide) => {
    await logIn(page);
    await provide(page);
  },
});

export { expect };
