// Message to all subscribers (POST /api/send-message and the admin send-message screen), GET /api/outbox, and
// the admin inbox, outbox and subscribers screens: auth, CSRF, and the 10,000-subscriber broadcast.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789";
  process.env.PUBLIC_URL = "https://bakery.example";
});
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase, setCreationOrder } from "#tests/helpers/db";
import { signIn } from "#tests/helpers/admin";
import { call, isDataResult } from "#tests/helpers/forms";
import { get, multipart, postForm, postMultipart } from "#tests/helpers/requests";
import { png } from "#tests/helpers/uploads";
import { SEND_MESSAGE_TEXT } from "#app/lib/validation/send-message";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { readFlash } from "#app/server/http/flash.server";
import { action as sendMessageApi } from "#app/routes/api/send-message";
import { loader as outboxApi } from "#app/routes/api/outbox";
import { action as sendMessagePage, loader as sendMessageLoader } from "#app/routes/admin/send-message";
import { action as inboxAction, loader as inboxLoader } from "#app/routes/admin/inbox";
import { loader as outboxPage } from "#app/routes/admin/outbox";
import { loader as subscribersPage } from "#app/routes/admin/subscribers";
import { loader as subscribersCsv } from "#app/routes/admin/subscribers-csv";
import { keyForUrl, storage } from "#app/server/storage/storage.server";
import { createContactMessage, createPartnerEnquiry } from "#app/server/models/messages.server";

async function addSubscribers(verified: number, others = true) {
  const prisma = await db();
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Subscriber" ("id", "email", "status", "unsubscribeToken", "codeAttempts", "createdAt", "updatedAt")
    SELECT 'sub' || lpad(g::text, 22, '0'), 'reader' || g || '@example.com', 'verified', 'tok' || lpad(g::text, 20, '0'), 0,
           CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
    FROM generate_series(1, ${verified}) AS g`);
  if (others) {
    await prisma.subscriber.createMany({
      data: [
        { email: "pending@example.com", status: "pending", unsubscribeToken: "pending-token-000000001" },
        { email: "gone@example.com", status: "unsubscribed", unsubscribeToken: "gone-token-000000000001" },
      ],
    });
  }
}

beforeEach(resetDatabase);

describe("POST /api/send-message", () => {
  it("answers 202 at once for 10,000 subscribers, one queued e-mail each (verified only), with the image and unsubscribe headers", async () => {
    await addSubscribers(10_000);
    const { cookie } = await signIn();
    const res = (await call(
      sendMessageApi,
      postMultipart(
        "/api/send-message",
        multipart({
          message: "Fresh cinnamon rolls this Saturday!",
          image: await png("#f2b544", 800, 500, "special.png"),
        }),
        { cookie },
      ),
    )) as Response;
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: "Message queued for 10000 subscribers." });

    const prisma = await db();
    const broadcast = await prisma.broadcast.findFirstOrThrow();
    expect(broadcast).toMatchObject({ message: "Fresh cinnamon rolls this Saturday!", recipientCount: 10_000 });
    expect(broadcast.imageUrl).toMatch(/^\/uploads\/broadcasts\/[a-f0-9]+-800\.webp$/);
    expect(await storage().has(keyForUrl(broadcast.imageUrl!)!)).toBe(true);
    expect(await prisma.outboxEmail.count()).toBe(10_000);
    expect(
      await prisma.outboxEmail.count({ where: { broadcastId: broadcast.id, status: "pending", kind: "broadcast" } }),
    ).toBe(10_000);
    expect(await prisma.outboxEmail.count({ where: { to: { in: ["pending@example.com", "gone@example.com"] } } })).toBe(
      0,
    );

    const one = await prisma.outboxEmail.findFirstOrThrow({ where: { to: "reader42@example.com" } });
    const url = `https://bakery.example/unsubscribe?token=tok${"42".padStart(20, "0")}`;
    expect(one.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(one.text).toContain("Fresh cinnamon rolls this Saturday!");
    expect(one.text).toContain(url);
    expect(one.html).toContain(`href="${url}"`);
    expect(one.html).toContain(`<img src="https://bakery.example${broadcast.imageUrl}"`);
    expect(one.idempotencyKey).toBe(`broadcast-${broadcast.id}-sub${"42".padStart(22, "0")}`);
    expect(one.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  }, 120_000);

  it("accepts the API token, refuses anonymous and cross-site callers, and needs a message or an image", async () => {
    await addSubscribers(3, false);
    const bearer = { authorization: "Bearer test-api-token-0123456789" };
    const ok = (await call(
      sendMessageApi,
      postMultipart("/api/send-message", multipart({ message: "Hi" }), bearer),
    )) as Response;
    expect(ok.status).toBe(202);
    expect(await ok.json()).toEqual({ message: "Message queued for 3 subscribers." });

    const anon = (await call(
      sendMessageApi,
      postMultipart("/api/send-message", multipart({ message: "Hi" })),
    )) as Response;
    expect(anon.status).toBe(401);
    const { cookie } = await signIn();
    const crossSite = (await call(
      sendMessageApi,
      postMultipart("/api/send-message", multipart({ message: "Hi" }), { cookie, origin: "https://evil.example" }),
    )) as Response;
    expect(crossSite.status).toBe(403);

    const empty = (await call(
      sendMessageApi,
      postMultipart("/api/send-message", multipart({ message: "   " }), bearer),
    )) as Response;
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: SEND_MESSAGE_TEXT.required });

    const notImage = (await call(
      sendMessageApi,
      postMultipart(
        "/api/send-message",
        multipart({ image: new File(["<svg/>"], "x.png", { type: "image/png" }) }),
        bearer,
      ),
    )) as Response;
    expect(notImage.status).toBe(415);
    expect(await (await db()).broadcast.count()).toBe(1);
    expect(await (await db()).outboxEmail.count()).toBe(3);
  });
});

describe("GET /api/outbox", () => {
  it("lists the latest 100 e-mails for the admin only", async () => {
    await addSubscribers(120, false);
    const bearer = { authorization: "Bearer test-api-token-0123456789" };
    await call(sendMessageApi, postMultipart("/api/send-message", multipart({ message: "News" }), bearer));
    const res = (await call(outboxApi, get("/api/outbox", bearer))) as Response;
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list).toHaveLength(100);
    expect(Object.keys(list[0]!).sort()).toEqual(["_id", "createdAt", "id", "status", "subject", "text", "to"]);
    expect(list[0]).toMatchObject({ status: "pending", subject: "News" });
    expect(list[0]!._id).toBe(list[0]!.id);
    expect(((await call(outboxApi, get("/api/outbox"))) as Response).status).toBe(401);
  });
});

describe("admin send-message screen", () => {
  it("redirects anonymous visitors to the login page", async () => {
    const res = (await call(sendMessageLoader, get(`${ADMIN_PREFIX}/send-message`))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${ADMIN_PREFIX}/login`);
    const post = (await call(sendMessagePage, postForm(`${ADMIN_PREFIX}/send-message`, { message: "x" }))) as Response;
    expect(post.headers.get("location")).toBe(`${ADMIN_PREFIX}/login`);
    expect(await (await db()).broadcast.count()).toBe(0);
  });

  it("refuses a post without the CSRF token", async () => {
    const { cookie } = await signIn();
    const res = (await call(
      sendMessagePage,
      postMultipart(`${ADMIN_PREFIX}/send-message`, multipart({ message: "x", csrf: "wrong" }), { cookie }),
    )) as Response;
    expect(res.status).toBe(403);
    expect(await (await db()).broadcast.count()).toBe(0);
  });

  it("queues the broadcast after its review step and redirects with the count in the flash cookie; empty is a 400 with the required text", async () => {
    await addSubscribers(5);
    const { cookie, csrf } = await signIn();
    const empty = await call(
      sendMessagePage,
      postMultipart(`${ADMIN_PREFIX}/send-message`, multipart({ message: "", csrf }), { cookie }),
    );
    expect(isDataResult(empty) && empty.init?.status).toBe(400);
    expect(isDataResult(empty) && empty.data.error).toBe(SEND_MESSAGE_TEXT.required);

    const draft = (await call(
      sendMessagePage,
      postMultipart(`${ADMIN_PREFIX}/send-message`, multipart({ message: "Diwali boxes are here", csrf }), { cookie }),
    )) as Response;
    expect(draft.status).toBe(303);
    const id = new URL(draft.headers.get("location")!, "http://x").searchParams.get("draft")!;
    expect(await (await db()).outboxEmail.count()).toBe(0);
    const ok = (await call(
      sendMessagePage,
      postForm(`${ADMIN_PREFIX}/send-message`, { intent: "send", draft: id, csrf }, { cookie }),
    )) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`${ADMIN_PREFIX}/send-message`);
    const flashCookie = ok.headers.get("set-cookie")!.split(";")[0]!;
    const { flash } = await readFlash(get(`${ADMIN_PREFIX}/send-message`, { cookie: `${cookie}; ${flashCookie}` }));
    expect(flash).toMatchObject({
      type: "success",
      message: "Message queued for 5 subscribers.",
      alert: true,
      form: "send-message",
    });
    expect(await call(sendMessageLoader, get(`${ADMIN_PREFIX}/send-message`, { cookie }))).toMatchObject({
      verified: 5,
      linkOrigin: null,
      step: "write",
      draft: null,
    });
    expect(await (await db()).outboxEmail.count()).toBe(5);
  });
});

describe("admin inbox, outbox and subscribers", () => {
  it("lists messages newest first and toggles read/unread (CSRF checked)", async () => {
    const first = await createContactMessage({
      fullName: "A",
      email: "a@x.in",
      phone: undefined,
      subject: "General Inquiry",
      message: "First",
    });
    const second = await createPartnerEnquiry({
      fullName: "B",
      email: "b@x.in",
      companyName: "B Co",
      partnershipType: "Other",
      message: "Second message",
    });
    await setCreationOrder(["ContactMessage", first.id], ["PartnerEnquiry", second.id]);
    const { cookie, csrf } = await signIn();
    const anon = (await call(inboxLoader, get(`${ADMIN_PREFIX}/inbox`))) as Response;
    expect(anon.status).toBe(302);
    const page = (await call(inboxLoader, get(`${ADMIN_PREFIX}/inbox`, { cookie }))) as {
      items: { kind: string; id: string; message: string; read: boolean }[];
    };
    expect(page.items.map((i) => i.message)).toEqual(["Second message", "First"]);
    expect(page.items.every((i) => !i.read)).toBe(true);

    const target = page.items[1]!;
    const noCsrf = (await call(
      inboxAction,
      postForm(`${ADMIN_PREFIX}/inbox`, { kind: target.kind, id: target.id, read: "1" }, { cookie }),
    )) as Response;
    expect(noCsrf.status).toBe(403);
    await call(
      inboxAction,
      postForm(`${ADMIN_PREFIX}/inbox`, { csrf, kind: target.kind, id: target.id, read: "1" }, { cookie }),
    );
    expect((await (await db()).contactMessage.findFirstOrThrow()).readAt).toBeInstanceOf(Date);
    await call(
      inboxAction,
      postForm(`${ADMIN_PREFIX}/inbox`, { csrf, kind: target.kind, id: target.id, read: "0" }, { cookie }),
    );
    expect((await (await db()).contactMessage.findFirstOrThrow()).readAt).toBeNull();
    const missing = await call(
      inboxAction,
      postForm(`${ADMIN_PREFIX}/inbox`, { csrf, kind: "contact", id: "nope", read: "1" }, { cookie }),
    );
    expect(isDataResult(missing) && missing.init?.status).toBe(404);
  });

  it("shows the outbox and the subscribers, and exports the subscribers as CSV", async () => {
    await addSubscribers(3);
    const { cookie } = await signIn();
    expect(((await call(outboxPage, get(`${ADMIN_PREFIX}/outbox`))) as Response).status).toBe(302);
    expect(((await call(subscribersPage, get(`${ADMIN_PREFIX}/subscribers`))) as Response).status).toBe(302);
    expect(((await call(subscribersCsv, get(`${ADMIN_PREFIX}/subscribers.csv`))) as Response).status).toBe(302);

    const subs = (await call(subscribersPage, get(`${ADMIN_PREFIX}/subscribers`, { cookie }))) as {
      counts: Record<string, number>;
      rows: unknown[];
    };
    expect(subs.counts).toEqual({ verified: 3, pending: 1, unsubscribed: 1 });
    expect(subs.rows).toHaveLength(5);

    const csv = (await call(subscribersCsv, get(`${ADMIN_PREFIX}/subscribers.csv`, { cookie }))) as Response;
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,status,subscribed_at,verified_at,unsubscribed_at");
    expect(lines).toHaveLength(6);
    expect(lines.some((l) => l.startsWith("gone@example.com,unsubscribed,"))).toBe(true);

    const outbox = (await call(outboxPage, get(`${ADMIN_PREFIX}/outbox`, { cookie }))) as { rows: unknown[] };
    expect(outbox.rows).toEqual([]);
  });
});
