// The owner's Send Message in two steps, on a private production server with OWNER_EMAIL and no e-mail provider:
// the "E-mail is not being sent" notice (Send Message, outbox, dashboard), a reader who tapped Notify Me for
// cookies counted in the "Waiting for Cookies" audience, the server-rendered preview, a test copy that lands in
// the outbox addressed to OWNER_EMAIL, and the confirmation with the recipient count before anything is queued.
// Also the screen's own refusal (no message and no image), an image attached through the file field, the queued
// count shown once (a flash cookie: the URL claims nothing, a reload shows nothing) and the e-mail's unsubscribe link
// working in the browser. At 375 and 1280 px, with and without JavaScript; axe finds nothing on the new states.
import { pngBytes } from "../helpers/uploads";
import { expectNoAxeViolations } from "./support/axe";
import {
  atWidths,
  expect,
  shot as screenshot,
  submitLogin,
  test,
  testWithAndWithoutJs,
  WIDTHS,
  type Page,
} from "./fixtures";
import { PrivateServer } from "./support/private-server";

/** The preview frame is the e-mail itself, sandboxed without scripts (axe cannot run in it): its page is checked. */
const PREVIEW = "iframe[sandbox]";

const ADMIN_PREFIX = process.env.ADMIN_PREFIX ?? "/studio-7f3a9c2e";
const OWNER = "owner@slicebakery.example";

const server = new PrivateServer({ portOffset: 6, env: { OWNER_EMAIL: OWNER }, postgres: true });
let seq = 0;
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

/** A verified reader who signed up with the home page's Notify Me, ticking only Cookies (the form's own post). */
async function cookieReader(): Promise<string> {
  const email = `${unique("cookies")}@example.com`;
  const body = new URLSearchParams({ intent: "subscribe", source: "coming-soon", notifyMe: "1", email });
  body.append("waitingFor", "cookies");
  const asked = await fetch(`${server.url}/subscribe`, { method: "POST", body, headers: { origin: server.url } });
  expect(asked.status).toBe(200);
  const verified = await fetch(`${server.url}/api/subscribe/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, code: await server.codeFor(email) }),
  });
  expect(verified.status).toBe(200);
  return email;
}

/** Through the login form (the server may run on PostgreSQL, where no session row can be written beforehand). */
async function signIn(page: Page) {
  await submitLogin(page, undefined, server.url);
  // The login computes the production password hash (this server is the production build): seconds of CPU when
  // the machine is loaded, more than an expectation's default wait.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
}

// Each flow runs once, at a phone's width; the screens are checked at both widths, resized in place.
testWithAndWithoutJs(
  `Notify Me at ${WIDTHS.join(" and ")} px: the coming-soon block asks which offerings (optional) and posts them with the sign-up @nojs`,
  async ({ page, javaScriptEnabled }) => {
    page.on("dialog", (dialog) => void dialog.dismiss());
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(server.url);
    const block = page.getByRole("region", { name: /coming soon/i });
    const choice = block.getByRole("group", { name: "Tell me about (optional):" });
    await expect(choice.getByRole("checkbox")).toHaveCount(3);
    await choice.getByRole("checkbox", { name: "Desserts" }).check();
    await atWidths(page, async (width) => {
      await expect(choice.getByRole("checkbox", { name: "Desserts" })).toBeChecked();
      if (process.env.SHOTS_DIR)
        await block.screenshot({
          path: `${process.env.SHOTS_DIR}/notify-me-${width}${javaScriptEnabled ? "" : "-nojs"}.png`,
        });
    });
    const email = `${unique("desserts")}@example.com`;
    await block.getByLabel("Email address").fill(email);
    await block.getByRole("button", { name: "Notify Me" }).click();
    // The code e-mail went out (with JavaScript its prompt is dismissed here; without, /subscribe asks for it).
    expect(await server.codeFor(email)).toMatch(/^\d{6}$/);
    await atWidths(page, (width) =>
      expectNoAxeViolations(page, `Notify Me at ${width} px`, { javaScriptEnabled, exclude: PREVIEW }),
    );
  },
);

testWithAndWithoutJs(
  `Send Message at ${WIDTHS.join(" and ")} px: not-sending notice, audience, preview, test to the owner, confirm @nojs`,
  async ({ page, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const reader = await cookieReader();
    await signIn(page);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    /** axe and a screenshot at each width, resized in place. */
    const check = (name: string, what: string) =>
      atWidths(page, async (width) => {
        await expectNoAxeViolations(page, `${what} at ${width} px`, { javaScriptEnabled, exclude: PREVIEW });
        await screenshot(page, `${name}-${width}${javaScriptEnabled ? "" : "-nojs"}`);
      });

    await page.goto(`${server.url}${ADMIN_PREFIX}/send-message`);
    const notice = page.getByRole("region", { name: "E-mail is not being sent" });
    await expect(notice).toContainText("RESEND_API_KEY");
    await expect(notice).toContainText("EMAIL_FROM");
    const audience = page.getByLabel("Send to");
    const cookiesOption = audience.locator("option", { hasText: "Waiting for Cookies" });
    const label = (await cookiesOption.textContent()) ?? "";
    const waiting = Number(/\((\d+)\)$/.exec(label)?.[1]);
    expect(waiting).toBeGreaterThanOrEqual(1);
    await check("send-message-write", "Send Message, step 1");

    // Neither a message nor an image: refused on the screen, nothing reviewed.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a message or choose an image.");
    await expect(page.getByRole("alert")).toHaveClass(/text-red-600/);
    await expect(page.getByRole("heading", { name: "Check and send" })).toHaveCount(0);

    const subject = unique("Cookies are out of the oven");
    await audience.selectOption({ label });
    await page.getByLabel("Subject (optional)").fill(subject);
    await page.getByLabel("Message").fill("Chocolate chip and oat cookies, from Saturday.");
    await page.getByLabel(/Image/).setInputFiles({
      name: "tiny.png",
      mimeType: "image/png",
      buffer: await pngBytes("#f2b544", 64, 48),
    });
    await page.getByRole("button", { name: "Send Message" }).click();

    // Step 2: nothing is queued yet; the count, the preview and the test copy come first.
    await expect(page.getByRole("heading", { name: "Check and send" })).toBeVisible();
    const count = `${waiting} subscriber${waiting === 1 ? "" : "s"}`;
    // This server is fresh for the run with JavaScript (a retry starts a new one too), so one reader waits: the
    // singular.
    if (javaScriptEnabled) expect(count).toBe("1 subscriber");
    await expect(page.getByText(`Waiting for Cookies: ${count}`)).toBeVisible();
    await expect(page.getByText(subject, { exact: true })).toBeVisible();
    const preview = page.frameLocator('iframe[title="The e-mail as subscribers will see it"]');
    await expect(preview.getByText("Chocolate chip and oat cookies, from Saturday.")).toBeVisible();
    await expect(preview.getByRole("link", { name: "Unsubscribe" })).toBeVisible();
    expect((await server.outbox()).some((e) => e.subject === subject)).toBe(false);

    await page.getByRole("button", { name: `Send a test to ${OWNER}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `A test copy is queued for ${OWNER}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check and send" })).toBeVisible();
    await expect
      .poll(async () => (await server.outbox()).filter((e) => e.subject === `[Test] ${subject}`).map((e) => e.to))
      .toEqual([OWNER]);
    await check("send-message-review", "Send Message, step 2");

    await page.getByRole("button", { name: `Send Message to ${count}` }).click();
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(`Message queued for ${waiting} subscribers.`);
    await expect(status).toHaveClass(/text-green-700/);
    // The success alert opens from an effect after the status line shows: wait for it.
    if (javaScriptEnabled) await expect.poll(() => alerts).toContain(`Message queued for ${waiting} subscribers.`);
    const sent = (await server.outbox()).filter((e) => e.subject === subject);
    expect(sent).toHaveLength(waiting);
    await screenshot(page, `send-message-queued${javaScriptEnabled ? "" : "-nojs"}`);
    // The count came in the one-shot flash cookie: the URL claims nothing, and a reload shows no message.
    expect(new URL(page.url()).search).toBe("");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Send Message to Subscribers" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);

    // The outbox says what "logged" means; the dashboard does not claim all is well.
    await page.goto(`${server.url}${ADMIN_PREFIX}/outbox`);
    await expect(page.getByRole("region", { name: "E-mail is not being sent" })).toBeVisible();
    await expect(page.getByText("logged, not sent").first()).toBeVisible();
    await check("send-message-outbox", "Outbox");
    await page.goto(`${server.url}${ADMIN_PREFIX}`);
    await expect(page.getByRole("region", { name: "E-mail is not being sent" })).toBeVisible();
    await expect(page.getByRole("link", { name: /E-mails logged, not sent/ })).toBeVisible();
    await check("send-message-dashboard", "Dashboard");

    // The reader's e-mail carries its unsubscribe link (printed to the log); its page unsubscribes with a button.
    const link = await server.unsubscribeLinkFor(reader);
    expect(link).toContain(`${server.url}/unsubscribe?token=`);
    await page.goto(link);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("You have been unsubscribed.");
  },
);
