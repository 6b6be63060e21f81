// Header injection, tried over a real socket against the production build: CR/LF in a contact's name
// never reaches an e-mail header (the request is refused with the field error, and the owner's e-mails printed by
// the console transport carry no injected header line), and one address gets at most 3 verification e-mails an
// hour whatever its case (the 4th sign-up answers 429 with Retry-After and says how long, on /api and on the page).
// A private server, so that OWNER_EMAIL is set and the e-mails can be read from its log.
import { afterAll, beforeAll, expect, test } from "vitest";
import { PrivateServer } from "../e2e/support/private-server";

let server: PrivateServer;

beforeAll(async () => {
  server = new PrivateServer({ env: { OWNER_EMAIL: "owner@slicebakery.example" } });
  await server.start();
});
afterAll(async () => {
  await server?.dispose();
});

const post = (path: string, body: BodyInit, type: string) =>
  fetch(`${server.url}${path}`, { method: "POST", body, headers: { "content-type": type, origin: server.url } });
const postJson = (path: string, body: unknown) => post(path, JSON.stringify(body), "application/json");

const contact = { email: "eve@example.com", subject: "General Inquiry", message: "Hello from the test." };

test("a contact name with CR LF is refused with the field error and no e-mail carries an injected header", async () => {
  const refused = await postJson("/api/contact", { ...contact, fullName: "Eve\r\nBcc: spy@evil.example" });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({
    message: "Full Name must be on one line, without control characters.",
    errors: ["Full Name must be on one line, without control characters."],
    requestId: refused.headers.get("x-request-id"),
  });
  const page = await post(
    "/contact-support",
    new URLSearchParams({ ...contact, fullName: "Eve\r\nBcc: spy@evil.example" }).toString(),
    "application/x-www-form-urlencoded",
  );
  expect(page.status).toBe(400);
  expect(await page.text()).toContain("Full Name must be on one line, without control characters.");

  // A valid message is e-mailed to the owner; the log then shows its Subject on one line and no Bcc line anywhere.
  expect((await postJson("/api/contact", { ...contact, fullName: "Eve Adams" })).status).toBe(201);
  await expect
    .poll(() => server.log, { timeout: 15_000 })
    .toContain("Subject: Contact form: General Inquiry from Eve Adams\n");
  expect(server.log).not.toMatch(/^Bcc:/m);
});

test("at most 3 verification e-mails per address per hour, whatever its case; then 429 with Retry-After, on /api and the page", async () => {
  const address = `limit-${Date.now().toString(36)}@example.com`;
  for (const spelling of [address, address.toUpperCase().replace("@EXAMPLE.COM", "@example.com"), address]) {
    const ok = await postJson("/api/subscribe", { email: spelling });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: "A 6-digit verification code has been sent to your email." });
  }
  const over = await postJson("/api/subscribe", { email: address });
  expect(over.status).toBe(429);
  const wait = Number(over.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(3500);
  expect(((await over.json()) as { message: string }).message).toMatch(
    /^Too many verification e-mails were sent to this address\. Please try again in \d+ minutes\.$/,
  );

  const page = await post(
    "/subscribe",
    new URLSearchParams({ intent: "subscribe", email: address }).toString(),
    "application/x-www-form-urlencoded",
  );
  expect(page.status).toBe(429);
  expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await page.text()).toContain("Too many verification e-mails were sent to this address.");

  // Three e-mails were printed, all to the address as first given.
  const printed = () => server.log.match(/\nSubject: [^\n]*verification code\n/g) ?? [];
  await expect.poll(() => printed().length, { timeout: 15_000 }).toBe(3);
  // Every e-mail is queued in the outbox by the request that asks for it, and those requests have answered:
  // three rows there means no fourth e-mail can still be on its way.
  expect((await server.outbox()).filter((e) => /verification code/i.test(e.subject))).toHaveLength(3);
  expect(printed()).toHaveLength(3);
});
