// Links in e-mails in production: PUBLIC_URL only, never the Host a request came through. Without PUBLIC_URL a
// broadcast is refused (409 on /api, the message on the admin screen) and nothing is stored or queued.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789";
});
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { signIn } from "#tests/helpers/admin";
import { call as callRoute, isDataResult } from "#tests/helpers/forms";
import { authorization, dispatch } from "#tests/helpers/api";
import { get, multipart } from "#tests/helpers/requests";
import { clearUploads, png, storedKeys } from "#tests/helpers/uploads";
import { env } from "#app/server/platform/env.server";
import { PUBLIC_URL_MISSING } from "#app/lib/validation/send-message";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { action as sendMessagePage, loader as sendMessageLoader } from "#app/routes/admin/send-message";

const INTERNAL = "http://10.0.4.17:3000";
const saved = { NODE_ENV: env.NODE_ENV, PUBLIC_URL: env.PUBLIC_URL };

/** POST /api/send-message as it arrives through an internal address (its Host is that address). */
async function sendThroughInternalAddress(fields: Record<string, string | File>) {
  return dispatch(
    new Request(`${INTERNAL}/api/send-message`, {
      method: "POST",
      headers: { ...authorization(), host: "10.0.4.17:3000" },
      body: multipart(fields),
    }),
  );
}

async function nothingQueued() {
  const prisma = await db();
  expect(await prisma.broadcast.count()).toBe(0);
  expect(await prisma.outboxEmail.count()).toBe(0);
  expect(await storedKeys()).toEqual([]);
}

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

  it("POST /api/send-message answers 409 JSON with the reason, storing and queueing nothing", async () => {
    const response = await sendThroughInternalAddress({ message: "Diwali boxes are here", image: await png() });
    expect(response.status).toBe(409);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ message: PUBLIC_URL_MISSING });
    await nothingQueued();
  });

  it("the admin Send Message screen says so before and after a send, and queues nothing", async () => {
    const { cookie, csrf } = await signIn();
    expect(await callRoute(sendMessageLoader, get(`${ADMIN_PREFIX}/send-message`, { cookie }))).toMatchObject({
      cannotLink: true,
    });
    const result = await callRoute(
      sendMessagePage,
      new Request(`${INTERNAL}${ADMIN_PREFIX}/send-message`, {
        method: "POST",
        body: multipart({ message: "Diwali boxes are here", csrf }),
        headers: { cookie, host: "10.0.4.17:3000", origin: INTERNAL },
      }),
    );
    expect(isDataResult(result) && result.init?.status).toBe(409);
    expect(isDataResult(result) && result.data).toMatchObject({
      error: PUBLIC_URL_MISSING,
      values: { message: "Diwali boxes are here" },
    });
    await nothingQueued();
  });
});

describe("in production with PUBLIC_URL", () => {
  beforeEach(() => Object.assign(env, { NODE_ENV: "production", PUBLIC_URL: "https://slicebakery.example/" }));

  it("every link in the queued e-mail uses PUBLIC_URL, none the request's address", async () => {
    const response = await sendThroughInternalAddress({ message: "Diwali boxes are here", image: await png() });
    expect(response.status).toBe(202);
    const [email] = await (await db()).outboxEmail.findMany();
    const everything = JSON.stringify(email);
    expect(everything).not.toContain("10.0.4.17");
    expect(email!.text).toContain("Unsubscribe: https://slicebakery.example/unsubscribe?token=reader-token-0000000001");
    expect(email!.text).toMatch(/Picture: https:\/\/slicebakery\.example\/uploads\/broadcasts\//);
    expect(email!.headers).toMatchObject({
      "List-Unsubscribe": "<https://slicebakery.example/unsubscribe?token=reader-token-0000000001>",
    });
    const links = [...email!.html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBe(2);
    for (const link of links) expect(link).toMatch(/^https:\/\/slicebakery\.example\//);
  });

  it("the admin screen has no warning", async () => {
    const { cookie } = await signIn();
    expect(await callRoute(sendMessageLoader, get(`${ADMIN_PREFIX}/send-message`, { cookie }))).toMatchObject({
      cannotLink: false,
    });
  });
});

describe("outside production without PUBLIC_URL", () => {
  beforeEach(() => Object.assign(env, { NODE_ENV: "development", PUBLIC_URL: undefined }));

  it("the request's origin stands in, so the site can be tried locally", async () => {
    const response = await sendThroughInternalAddress({ message: "Hello" });
    expect(response.status).toBe(202);
    const [email] = await (await db()).outboxEmail.findMany();
    expect(email!.text).toContain(`Unsubscribe: ${INTERNAL}/unsubscribe?token=reader-token-0000000001`);
  });
});
