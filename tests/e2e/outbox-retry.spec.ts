// The outbox's Retry of one failed e-mail, refused because the e-mail moved on after the page was drawn: the
// refusal is the action's own text, told at the top of the page with its icon, focused and in view, and the
// e-mail stays as it is. The shared e2e servers never hold a failed e-mail (they have no provider, so every
// e-mail is `logged`), so this spec runs a private server whose provider is the Resend stand-in of the fault
// tests, reached over real HTTP: while it refuses, the outbox sender marks the e-mail failed as it would on a
// real refusal. At 375 and 1280 px, with and without JavaScript.
import { ResendStandIn } from "../faults/support/resend-stand-in";
import { adminUrl, expect, submitLogin, test, testWithAndWithoutJs, WIDTHS, type Page } from "./fixtures";
import { expectFocusedInView, expectIcon, recordDialogs } from "./support/form-checks";
import { workerPort } from "./support/ports";
import { PrivateServer } from "./support/private-server";

const API_KEY = "re_e2e_outbox_retry";
const OWNER = "owner@slicebakery.example";
/** What the action answers when the e-mail is no longer failed (app/server/models/outbox.server.ts). */
const REFUSAL = "Only a failed e-mail can be sent again.";
/** How Resend refuses every send while the sender's domain is not verified: a permanent failure, not retried. */
const UNVERIFIED = {
  statusCode: 403,
  name: "validation_error",
  message: "The slicebakery.example domain is not verified. Please, add and verify your domain.",
};

const resend = new ResendStandIn(API_KEY);
const RESEND_PORT = workerPort(8);
const server = new PrivateServer({
  portOffset: 7,
  env: { OWNER_EMAIL: OWNER, RESEND_API_KEY: API_KEY, RESEND_BASE_URL: `http://127.0.0.1:${RESEND_PORT}` },
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await resend.start(RESEND_PORT);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
  await resend.stop();
});

/** The status of the e-mail with `subject` in the outbox (GET /api/outbox), or undefined before it is queued. */
async function statusOf(subject: string): Promise<string | undefined> {
  return (await server.outbox()).find((e) => e.subject === subject)?.status;
}

/** A contact message through the public /api, which queues its notification to OWNER_EMAIL; its subject. */
async function contactNotification(fullName: string): Promise<string> {
  const sent = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      fullName,
      email: "retry.reader@example.com",
      phone: "",
      subject: "General Inquiry",
      message: "Hello.",
    }),
  });
  expect(sent.status).toBe(201);
  return `Contact form: General Inquiry from ${fullName}`;
}

/** Through the login form, as the owner would. */
async function signIn(page: Page) {
  await submitLogin(page, undefined, server.url);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

for (const width of WIDTHS) {
  testWithAndWithoutJs(
    `a refused Retry of one e-mail is told at the top, focused in view, and the e-mail stays as it is, ${width} px @nojs`,
    async ({ page, javaScriptEnabled }) => {
      test.setTimeout(90_000);
      const dialogs = recordDialogs(page);
      // A phone's screen (an iPhone SE's) is short enough that the e-mail's Retry is below the fold: clicking it
      // scrolls the page down, so the refusal at the top is out of sight unless its focus brings it back.
      await page.setViewportSize({ width, height: width < 640 ? 667 : 900 });
      // Its own name on each run (a retried test queues a new e-mail beside the first one's).
      const fullName = `Retry Reader ${javaScriptEnabled ? "Js" : "Plain"} ${width} ${Date.now().toString(36)}`;

      // The provider refuses the notification for good: the sender marks it failed after its first attempt.
      resend.refusal = UNVERIFIED;
      const subject = await contactNotification(fullName);
      await expect.poll(() => statusOf(subject), { timeout: 15_000 }).toBe("failed");

      await signIn(page);
      const list = `${server.url}${adminUrl("outbox")}?q=${encodeURIComponent(fullName)}`;
      await page.goto(list);
      const row = page.getByRole("table", { name: "E-mails" }).getByRole("row").filter({ hasText: subject });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`Resend 403: ${UNVERIFIED.message}`);
      const retry = row.getByRole("button", { name: `Retry the e-mail to ${OWNER}` });
      await expect(retry).toBeVisible();

      // The domain is verified, and the e-mail is sent again from another tab (its Retry posted with this page's
      // session) and delivered: this page still offers Retry for an e-mail that is no longer failed.
      resend.refusal = null;
      const fields = await row
        .locator("form")
        .evaluate((form: HTMLFormElement) =>
          Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])),
        );
      const other = await page.request.post(page.url(), { headers: { origin: server.url }, form: fields });
      expect(await other.text()).toContain("The e-mail is queued to be sent again.");
      await expect.poll(() => statusOf(subject), { timeout: 15_000 }).toBe("sent");
      expect(resend.sent.filter((e) => e.subject === subject)).toHaveLength(1);

      // This page's Retry is refused (400) with the action's own words, at the top of the page, focused and in view.
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" && response.url().startsWith(`${server.url}${adminUrl("outbox")}`),
      );
      await retry.click();
      expect((await answered).status()).toBe(400);
      const refusal = page.getByRole("alert").filter({ hasText: REFUSAL });
      await expect(refusal).toHaveText(REFUSAL);
      await expectIcon(refusal, "error");
      await expectFocusedInView(page, refusal);

      // The refusal changed nothing: the e-mail is still sent, after the one attempt of its retry, nothing was sent
      // again, and the list beside the refusal is drawn afresh (with JavaScript too): no Retry for it any more.
      expect(await statusOf(subject)).toBe("sent");
      expect(resend.sent.filter((e) => e.subject === subject)).toHaveLength(1);
      await expect(row.locator('td[data-label="Status"]')).toHaveText("sent");
      await expect(row.locator('td[data-label="Attempts"]')).toHaveText("1");
      await expect(row.getByRole("button", { name: /^Retry/ })).toHaveCount(0);
      await expect(refusal).toHaveText(REFUSAL);
      // The sign-in's success is a dialog as well, with JavaScript; the refusal opened none.
      expect(dialogs.filter((message) => message !== "Login successful")).toEqual([]);
    },
  );
}
