// Links in a broadcast's e-mails: PUBLIC_URL when set, otherwise the origin of the owner's own request (the API
// token or the admin session), which is also recorded once for e-mails that visitors' requests queue later. Without
// PUBLIC_URL a broadcast is queued as usual, in production too.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789";
});
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { signIn } from "#tests/helpers/admin";
import { call as callRoute } from "#tests/helpers/forms";
import { authorization, dispatch } from "#tests/helpers/api";
import { multipart } from "#tests/helpers/requests";
import { clearUploads, png } from "#tests/helpers/uploads";
import { env } from "#app/server/platform/env.server";
import { queuedMessage } from "#app/lib/validation/send-message";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { recordedOwnerOrigin } from "#app/server/platform/public-url.server";
import { action as sendMessagePage, loader as sendMessageLoader } from "#app/routes/admin/send-message";

/** The address the owner reaches the site at (here an internal one: no PUBLIC_URL names another). */
const OWNER = "http://10.0.4.17:3000";
const saved = { NODE_ENV: env.NODE_ENV, PUBLIC_URL: env.PUBLIC_URL };

/** POST /api/send-message with the API token, through the owner's address (its Host is that address). */
async function sendWithToken(fields: Record<string, string | File>) {
  return dispatch(
    new Request(`${OWNER}/api/send-message`, {
      method: "POST",
      headers: { ...authorization(), host: "10.0.4.17:3000" },
      body: multipart(fields),
    }),
  );
}

/** The admin screen's two steps (save the draft, then queue it), signed in, through the owner's address. */
async function sendOnAdminScreen(message: string) {
  const { cookie, csrf } = await signIn();
  const headers = { cookie, host: "10.0.4.17:3000", origin: OWNER };
  const url = `${OWNER}${ADMIN_PREFIX}/send-message`;
  const draft = await callRoute(
    sendMessagePage,
    new Request(url, { method: "POST", body: multipart({ message, csrf }), headers }),
  );
  expect(draft).toBeInstanceOf(Response);
  const draftId = new URL((draft as Response).headers.get("location")!, OWNER).searchParams.get("draft")!;
  const page = await callRoute(sendMessageLoader, new Request(`${url}?draft=${draftId}`, { headers }));
  const queued = await callRoute(
    sendMessagePage,
    new Request(url, { method: "POST", body: multipart({ draft: draftId, intent: "send", csrf }), headers }),
  );
  expect(queued).toBeInstanceOf(Response);
  expect((queued as Response).status).toBe(303);
  return { page: page as { linkOrigin: string | null; draft: { preview: { text: string } } | null } };
}

const links = (html: string) => [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  await (
    await db()
  ).subscriber.create({
    data: { email: "reader@example.com", status: "verified", unsubscribeToken: "reader-token-0000000001" },
  });
});

afterEach(() => Object.assign(env, saved));

describe("in production without PUBLIC_URL", () => {
  beforeEach(() => Object.assign(env, { NODE_ENV: "production", PUBLIC_URL: undefined }));

  it("POST /api/send-message answers 202 'Message queued for N subscribers.'; the links use the owner's address", async () => {
    const response = await sendWithToken({ message: "Diwali boxes are here", image: await png() });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: queuedMessage(1) });
    const [email] = await (await db()).outboxEmail.findMany();
    expect(email!.text).toContain(`Unsubscribe: ${OWNER}/unsubscribe?token=reader-token-0000000001`);
    expect(email!.text).toMatch(/Picture: http:\/\/10\.0\.4\.17:3000\/uploads\/broadcasts\//);
    expect(email!.headers).toMatchObject({
      "List-Unsubscribe": `<${OWNER}/unsubscribe?token=reader-token-0000000001>`,
    });
    for (const link of links(email!.html)) expect(link).toMatch(/^http:\/\/10\.0\.4\.17:3000\//);
    // The token's request names the site: recorded for the e-mails visitors' requests queue.
    expect(await recordedOwnerOrigin()).toBe(OWNER);
  });

  it("the admin screen queues it too, names the links' address on the review step, and records it once", async () => {
    const { page } = await sendOnAdminScreen("Diwali boxes are here");
    expect(page.linkOrigin).toBe(OWNER);
    expect(page.draft!.preview.text).toContain(`${OWNER}/unsubscribe?token=`);
    const emails = await (await db()).outboxEmail.findMany({ where: { kind: "broadcast" } });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(`Unsubscribe: ${OWNER}/unsubscribe?token=reader-token-0000000001`);
    expect(await recordedOwnerOrigin()).toBe(OWNER);

    // Recorded only when it changes: more signed-in requests from the same address write nothing (a write would
    // move the content version, which every write to the settings table does).
    const version = async () => (await (await db()).contentVersion.findUniqueOrThrow({ where: { id: 1 } })).version;
    const before = await version();
    await sendOnAdminScreen("Another one");
    expect(await version()).toBe(before);
  });
});

describe("in production with PUBLIC_URL", () => {
  beforeEach(() => Object.assign(env, { NODE_ENV: "production", PUBLIC_URL: "https://slicebakery.example/" }));

  it("every link in the queued e-mail uses PUBLIC_URL, none the request's address, and nothing is recorded", async () => {
    const response = await sendWithToken({ message: "Diwali boxes are here", image: await png() });
    expect(response.status).toBe(202);
    const [email] = await (await db()).outboxEmail.findMany();
    const everything = JSON.stringify(email);
    expect(everything).not.toContain("10.0.4.17");
    expect(email!.text).toContain("Unsubscribe: https://slicebakery.example/unsubscribe?token=reader-token-0000000001");
    expect(email!.text).toMatch(/Picture: https:\/\/slicebakery\.example\/uploads\/broadcasts\//);
    expect(email!.headers).toMatchObject({
      "List-Unsubscribe": "<https://slicebakery.example/unsubscribe?token=reader-token-0000000001>",
    });
    const found = links(email!.html);
    expect(found.length).toBe(2);
    for (const link of found) expect(link).toMatch(/^https:\/\/slicebakery\.example\//);
    expect(await recordedOwnerOrigin()).toBeNull();
  });

  it("the admin screen does not name the address (PUBLIC_URL does)", async () => {
    const { page } = await sendOnAdminScreen("Hello");
    expect(page.linkOrigin).toBeNull();
    expect(page.draft!.preview.text).toContain("https://slicebakery.example/unsubscribe?token=");
  });
});

describe("outside production without PUBLIC_URL", () => {
  beforeEach(() => Object.assign(env, { NODE_ENV: "development", PUBLIC_URL: undefined }));

  it("the owner's request's origin is used the same way, so the site can be tried locally", async () => {
    const response = await sendWithToken({ message: "Hello" });
    expect(response.status).toBe(202);
    const [email] = await (await db()).outboxEmail.findMany();
    expect(email!.text).toContain(`Unsubscribe: ${OWNER}/unsubscribe?token=reader-token-0000000001`);
  });
});
