// Playwright fixtures: `baseURL` is the worker's own shared server (playwright.config.ts); `adminPage` is a page
// signed in as the owner (owner / correct-horse-battery, set by playwright.config.ts). Signing in goes through
// the real login form at {admin_prefix}/login once per worker; the other tests reuse that session's cookie, as
// a returning browser would, since every login pays for a deliberately slow password hash. The tests of the
// login itself use `submitLogin`.
import { test as base, expect, type Cookie, type Page } from "@playwright/test";
import { addDays, bakeryToday } from "#app/lib/orders";
import { workerPort } from "./support/ports";

export const ADMIN_PREFIX = process.env.ADMIN_PREFIX
  ? `/${process.env.ADMIN_PREFIX.replace(/^\/+/, "")}`
  : "/studio-7f3a9c2e";
export const ADMIN_USER = "owner";
export const ADMIN_PASSWORD = "correct-horse-battery";

export const adminUrl = (...segments: string[]) => [ADMIN_PREFIX, ...segments].join("/");

/** Fills in and sends the login form at `base` (a private server's address, or the worker's server). */
export async function submitLogin(page: Page, password = ADMIN_PASSWORD, base = "") {
  await page.goto(`${base}${adminUrl("login")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin login" })).toBeVisible();
  await page.getByLabel("Username").fill(ADMIN_USER);
  await page.getByLabel("Password").fill(password);
  // The sign-in hashes the password (the production cost on a production build): on a loaded machine its answer
  // can take longer than an expectation's 5 s, so wait for the post's own answer first (a page's form post or
  // the script's fetch of the same path).
  const login = adminUrl("login");
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(login), {
      timeout: 30_000,
    }),
    page.getByRole("button", { name: "Login" }).click(),
  ]);
}

/** The session cookie of this worker's first login on its shared server. */
let storedSession: Cookie[] | undefined;

/**
 * Leaves `page` signed in on the dashboard: through the form the first time in this worker (then waiting for
 * the 'Login successful' message), with the stored session cookie afterwards.
 */
export async function logIn(page: Page) {
  if (storedSession) {
    await page.context().addCookies(storedSession);
    await page.goto(adminUrl());
  } else {
    await submitLogin(page);
    await expect(page.getByRole("status").filter({ hasText: "Login successful" })).toBeVisible();
    storedSession = (await page.context().cookies()).filter((cookie) => cookie.name === "slice_admin");
    expect(storedSession).toHaveLength(1);
  }
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PREFIX}/?$`));
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/**
 * A page's scripts load after its `load` event (app/server/http/hydration.server.ts), so a test that goes to a page
 * and at once uses a scripted control would race the hydration. With JavaScript on, `goto`, `reload`, `goBack` and
 * `goForward` therefore also wait until the page is hydrated (<html data-hydrated>, set by app/root.tsx), when what
 * they reached is one of the app's pages. Without JavaScript they are Playwright's own.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('script[type="module"]') || "hydrated" in document.documentElement.dataset,
  );
}

/** The address of the first product called `title`, found as a shopper would: through the search page. */
export async function productHref(page: Page, title: string): Promise<string> {
  await page.goto("/search?query=" + encodeURIComponent(title));
  const href = await page.getByRole("main").getByRole("link", { name: title }).first().getAttribute("href");
  expect(href).toMatch(/^\/product\/[a-z0-9]+$/);
  return href!;
}

/**
 * The widths a page is checked at: a phone's and a laptop's. A flow runs once, at the first; what the width changes
 * (the layout: overflow, axe, the phone menu) is checked at each by `atWidths`, resizing the same page in place.
 */
export const WIDTHS: readonly number[] = [375, 1280];

/**
 * Runs `check` at each of WIDTHS on the page as it stands, resizing it in place (no second page load, no second
 * run of the flow that led there), then puts the first width back.
 */
export async function atWidths(page: Page, check: (width: number) => Promise<void>, height = 900) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    await check(width);
  }
  await page.setViewportSize({ width: WIDTHS[0]!, height });
}

/**
 * A screenshot for people to look at, to `$SHOTS_DIR/<name>.png` when SHOTS_DIR is set
 * (`SHOTS_DIR=test-results/shots npx playwright test`), else nothing: a screenshot asserts nothing, and CI, which
 * leaves SHOTS_DIR unset, would pay about a second for each on a slow machine.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
}

/**
 * A day `offset` days after the earliest day the order form offers (the demo's lead time is 2 days), counted
 * in the bakery's time zone as the server counts. The e2e database is shared by every spec and the demo takes
 * 4 orders a day, so each spec keeps to offsets of its own: orders 0-24 and 30-37, orders-admin 25-28,
 * form-feedback 48-51. The demo's own marked days (full, closed, holiday, over-booked) are 39-45. A test that fills a day
 * on another's offset makes that one fail on some dates and not others.
 */
export const orderDay = (offset: number) => addDays(bakeryToday(), 2 + offset);

/** Pages whose navigations already wait for the hydration: a worker's tests share one page (reuseContext). */
const wrapped = new WeakSet<Page>();

export const test = base.extend<{ adminPage: Page }, { serverURL: string }>({
  // Playwright reads a fixture's dependencies from its first parameter, so this one with none takes `{}`.
  serverURL: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => provide(`http://127.0.0.1:${workerPort(0, workerInfo.parallelIndex)}`),
    { scope: "worker" },
  ],
  baseURL: async ({ serverURL }, provide) => provide(serverURL),
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled && !wrapped.has(page)) {
      wrapped.add(page);
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

/** A cake order as `POST /api/orders` takes it: a pickup on `date`, for specs that need an order to act on. */
export function apiOrder(date: string, email = "api@example.com") {
  return {
    occasion: "Office party",
    date,
    fulfilment: "pickup",
    size: "1 kg",
    flavour: "Vanilla bean",
    eggless: false,
    message: "",
    notes: "",
    name: "Api Client",
    phone: "9845012345",
    email,
  };
}

/**
 * A test tagged @nojs in a spec file that starts a private server of its own (`OWN_SERVER_SPECS` in
 * playwright.config.ts): declared twice in the JavaScript project, as is and in "without JavaScript" with scripts
 * off, so the file's server starts, and is filled, once. The no-JavaScript project leaves those files out; a project
 * of their own would have started the server a second time for these few tests. (Playwright's reports give such a
 * test's place as this file's line; its title, and a failure's stack, name the test file.)
 */
export function testWithAndWithoutJs(title: string, body: Parameters<typeof test>[2]) {
  test(title, body);
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test(title, body);
  });
}
