// Send Message in two steps (draft, preview, test to OWNER_EMAIL, recipient count, queue once), audiences from
// Notify Me, POST /api/send-message's optional subject and audience (checked against the OpenAPI document), and
// the "E-mail is not being sent" facts the dashboard, outbox and Send Message screens are given. A broadcast's
// image is one file, deleted with the draft that held it (replaced, removed, or the draft abandoned).
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789";
  process.env.PUBLIC_URL = "https://bakery.example";
  process.env.OWNER_EMAIL = "owner@bakery.example";
  delete process.env.RESEND_API_KEY;
});
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db, freshStoreEachTest } from "#tests/helpers/db";
import { signIn } from "#tests/helpers/admin";
import { authorization, call as callApi, form } from "#tests/helpers/api";
import { call, isDataResult, latestCode } from "#tests/helpers/forms";
import { requestIsDocumented } from "#tests/helpers/openapi";
import { get, multipart, postForm, postMultipart } from "#tests/helpers/requests";
import { png, storageKey, storedKeys, variantKeys } from "#tests/helpers/uploads";
import { waitingForChoice } from "#app/lib/broadcast-audience";
import { SEND_MESSAGE_TEXT } from "#app/lib/validation/send-message";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { readFlash } from "#app/server/http/flash.server";
import { action as sendMessagePage, loader as sendMessageLoader } from "#app/routes/admin/send-message";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard";
import { loader as outboxLoader } from "#app/routes/admin/outbox";
import { action as subscribePage } from "#app/routes/public/subscribe";
import {
  countRecipients,
  deleteAbandonedDrafts,
  getBroadcastDraft,
  queueBroadcast,
  queueBroadcastDraft,
  saveBroadcastDraft,
  sendBroadcastTest,
} from "#app/server/models/broadcasts.server";
import { drainOutbox } from "#app/server/main/outbox-worker.server";
import { consoleTransport } from "#app/server/email/transports.server";
import { storeImage } from "#app/server/storage/images.server";
import { storage } from "#app/server/storage/storage.server";

const PAGE = `${ADMIN_PREFIX}/send-message`;
const ORIGIN = "https://bakery.example";

freshStoreEachTest();

/** Signs `email` up as the page's form does (Notify Me when `waitingFor` is given), then verifies it. */
async function reader(email: string, waitingFor?: string[]) {
  const fields: Record<string, string | string[]> = { intent: "subscribe", email, source: "coming-soon" };
  if (waitingFor) Object.assign(fields, { notifyMe: "1", waitingFor });
  const asked = await call(subscribePage, postForm("/subscribe", fields));
  expect(isDataResult(asked) && asked.init?.status).toBe(200);
  await callApi("POST", "/api/subscribe/verify", { json: { email, code: await latestCode(email) } });
}

async function subscriber(email: string) {
  return (await db()).subscriber.findFirstOrThrow({ where: { email }, select: { status: true, waitingFor: true } });
}

describe("Notify Me audiences", () => {
  it("records the offerings ticked, all of them when none is, none for the footer; a second Notify Me adds", async () => {
    await reader("cookies@example.com", ["cookies", "not-an-offering"]);
    await reader("all@example.com", []);
    await reader("footer@example.com");
    expect(await subscriber("cookies@example.com")).toEqual({ status: "verified", waitingFor: ["cookies"] });
    expect((await subscriber("all@example.com")).waitingFor).toEqual(["cupcakes", "cookies", "desserts"]);
    expect((await subscriber("footer@example.com")).waitingFor).toEqual([]);
    // Already subscribed: refused as before (409), and now also waiting for desserts.
    const again = await call(
      subscribePage,
      postForm("/subscribe", {
        intent: "subscribe",
        email: "footer@example.com",
        notifyMe: "1",
        waitingFor: "desserts",
      }),
    );
    expect(isDataResult(again) && again.init?.status).toBe(409);
    expect((await subscriber("footer@example.com")).waitingFor).toEqual(["desserts"]);

    expect(await countRecipients("all")).toBe(3);
    expect(await countRecipients("waiting:cookies")).toBe(2);
    expect(await countRecipients("waiting:desserts")).toBe(2);
    expect(await countRecipients("waiting:cupcakes")).toBe(1);
    expect(waitingForChoice("0", ["cookies"])).toEqual([]);
  });
});

describe("POST /api/send-message with a subject and an audience", () => {
  it("queues only for the audience, with the subject; both fields are documented; a wrong audience is a 400", async () => {
    await reader("cookies@example.com", ["cookies"]);
    await reader("cakes@example.com");
    const fields = { message: "Oat cookies on Saturday.", subject: "Cookies are here", audience: "waiting:cookies" };
    expect(requestIsDocumented("POST", "/api/send-message", fields, "multipart/form-data").valid).toBe(true);
    const queued = await callApi("POST", "/api/send-message", { form: form(fields), headers: authorization() });
    expect(queued.status).toBe(202);
    expect(await queued.json()).toEqual({ message: "Message queued for 1 subscribers." });
    const emails = await (await db()).outboxEmail.findMany({ where: { kind: "broadcast" } });
    expect(emails.map((e) => [e.to, e.subject])).toEqual([["cookies@example.com", "Cookies are here"]]);

    const wrong = { message: "Hi", audience: "waiting:croissants" };
    expect(requestIsDocumented("POST", "/api/send-message", wrong, "multipart/form-data").valid).toBe(false);
    const refused = await callApi("POST", "/api/send-message", { form: form(wrong), headers: authorization() });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: SEND_MESSAGE_TEXT.unknownAudience });
    expect(await (await db()).broadcast.count()).toBe(1);
  });
});

describe("admin Send Message in two steps", () => {
  it("saves a draft, previews it, counts its recipients, sends a test to the owner, then queues it once", async () => {
    await reader("cookies@example.com", ["cookies"]);
    await reader("everyone@example.com");
    const { cookie, csrf } = await signIn();

    const empty = await call(sendMessagePage, postMultipart(PAGE, multipart({ message: " ", csrf }), { cookie }));
    expect(isDataResult(empty) && empty.init?.status).toBe(400);
    expect(isDataResult(empty) && empty.data.error).toBe(SEND_MESSAGE_TEXT.required);
    // The screen marks the message field with it.
    expect(isDataResult(empty) && empty.data.fields).toEqual({ message: SEND_MESSAGE_TEXT.required });

    const saved = (await call(
      sendMessagePage,
      postMultipart(
        PAGE,
        multipart({
          csrf,
          audience: "waiting:cookies",
          subject: "Cookies!",
          message: "Oat & chocolate <b>cookies</b>.",
          image: await png("#f2b544", 320, 200, "cookie.png"),
        }),
        { cookie },
      ),
    )) as Response;
    expect(saved.status).toBe(303);
    const draftUrl = saved.headers.get("location")!;
    expect(draftUrl).toMatch(new RegExp(`^${PAGE}\\?draft=\\w+$`));
    const id = new URL(draftUrl, ORIGIN).searchParams.get("draft")!;
    expect(await (await db()).outboxEmail.count({ where: { kind: "broadcast" } })).toBe(0);

    const review = (await call(sendMessageLoader, get(draftUrl, { cookie }))) as Awaited<
      ReturnType<typeof sendMessageLoader>
    >;
    expect(review.step).toBe("review");
    expect(review.ownerEmail).toBe("owner@bakery.example");
    expect(review.delivery).toEqual({ sending: false, from: "Slice Bakery <hello@slicebakery.in>" });
    expect(review.draft).toMatchObject({
      sentSubject: "Cookies!",
      audienceLabel: "Waiting for Cookies",
      recipients: 1,
    });
    // The real template: escaped text, the picture by its public address, an unsubscribe link naming no one.
    expect(review.draft!.preview.html).toContain("Oat &amp; chocolate &lt;b&gt;cookies&lt;/b&gt;.");
    expect(review.draft!.preview.html).toMatch(/<img src="https:\/\/bakery\.example\/uploads\/broadcasts\//);
    expect(review.draft!.preview.html).toContain('href="https://bakery.example/unsubscribe?token=preview"');
    expect(review.audiences.map((a) => [a.value, a.count])).toEqual([
      ["all", 2],
      ["waiting:cupcakes", 0],
      ["waiting:cookies", 1],
      ["waiting:desserts", 0],
    ]);

    const test = (await call(
      sendMessagePage,
      postForm(PAGE, { csrf, intent: "test", draft: id }, { cookie }),
    )) as Response;
    expect(test.status).toBe(303);
    expect(test.headers.get("location")).toBe(draftUrl);
    const copy = await (await db()).outboxEmail.findFirstOrThrow({ where: { kind: "broadcast-test" } });
    expect(copy).toMatchObject({ to: "owner@bakery.example", subject: "[Test] Cookies!", broadcastId: id });
    expect(copy.headers).toBeNull();

    // Editing keeps the image unless another is chosen or it is removed.
    const edited = (await call(
      sendMessagePage,
      postMultipart(PAGE, multipart({ csrf, draft: id, audience: "waiting:cookies", message: "" }), { cookie }),
    )) as Response;
    expect(edited.headers.get("location")).toBe(draftUrl);
    const removed = await call(
      sendMessagePage,
      postMultipart(PAGE, multipart({ csrf, draft: id, message: "", removeImage: "1" }), { cookie }),
    );
    expect(isDataResult(removed) && removed.data.error).toBe(SEND_MESSAGE_TEXT.required);
    await call(
      sendMessagePage,
      postMultipart(
        PAGE,
        multipart({ csrf, draft: id, audience: "waiting:cookies", subject: "Cookies!", message: "Oat cookies." }),
        { cookie },
      ),
    );
    expect(await (await db()).broadcast.count()).toBe(1);

    const sent = (await call(
      sendMessagePage,
      postForm(PAGE, { csrf, intent: "send", draft: id }, { cookie }),
    )) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(PAGE);
    const flashCookie = sent.headers.get("set-cookie")!.split(";")[0]!;
    const { flash } = await readFlash(get(PAGE, { cookie: `${cookie}; ${flashCookie}` }));
    expect(flash).toMatchObject({ type: "success", message: "Message queued for 1 subscribers.", alert: true });
    const queued = await (await db()).outboxEmail.findMany({ where: { kind: "broadcast" } });
    expect(queued.map((e) => [e.to, e.subject])).toEqual([["cookies@example.com", "Cookies!"]]);
    expect(queued[0]!.html).toContain("<img src=");

    // A second click (another tab) queues nothing more.
    const twice = await call(sendMessagePage, postForm(PAGE, { csrf, intent: "send", draft: id }, { cookie }));
    expect(isDataResult(twice) && twice.init?.status).toBe(409);
    expect(await (await db()).outboxEmail.count({ where: { kind: "broadcast" } })).toBe(1);
    // The queued message is no draft any more: the page starts afresh.
    const after = (await call(sendMessageLoader, get(draftUrl, { cookie }))) as { step: string; draft: unknown };
    expect(after).toMatchObject({ step: "write", draft: null });
  });

  it("without OWNER_EMAIL the test is refused with what to set; an unknown draft is not found", async () => {
    const { id } = await saveBroadcastDraft({ message: "Hello" });
    await expect(sendBroadcastTest(id, undefined, ORIGIN)).rejects.toMatchObject({ status: 409 });
    await expect(sendBroadcastTest("c".repeat(25), "o@x.in", ORIGIN)).rejects.toMatchObject({ status: 404 });
    await expect(queueBroadcastDraft("c".repeat(25), ORIGIN)).rejects.toMatchObject({ status: 409 });
    expect(await getBroadcastDraft("nope", ORIGIN)).toBeNull();
  });
});

describe("the owner is told when e-mail is not being sent", () => {
  it("gives the dashboard, outbox and Send Message the delivery state and the count of logged e-mails", async () => {
    await reader("a@example.com");
    await drainOutbox({ transport: consoleTransport(() => undefined) });
    const { cookie } = await signIn();
    const dashboard = (await call(dashboardLoader, get(ADMIN_PREFIX, { cookie }))) as {
      delivery: { sending: boolean };
      counts: { loggedEmails: number; failedEmails: number };
    };
    expect(dashboard.delivery.sending).toBe(false);
    expect(dashboard.counts).toMatchObject({ loggedEmails: 1, failedEmails: 0 });
    const outbox = (await call(outboxLoader, get(`${ADMIN_PREFIX}/outbox`, { cookie }))) as {
      delivery: { sending: boolean };
      counts: Record<string, number>;
    };
    expect(outbox.delivery.sending).toBe(false);
    expect(outbox.counts.logged).toBe(1);
    const page = (await call(sendMessageLoader, get(PAGE, { cookie }))) as { delivery: { sending: boolean } };
    expect(page.delivery.sending).toBe(false);
  });
});

describe("a broadcast's image on disk", () => {
  const DAY = 86_400_000;
  /** The stored files of broadcast images, and the broadcasts' imageUrls as storage keys. */
  const files = async () => (await storedKeys()).filter((key) => key.startsWith("broadcasts/"));
  const imageKeys = async () =>
    (await (await db()).broadcast.findMany({ select: { imageUrl: true } }))
      .flatMap((b) => (b.imageUrl ? [storageKey(b.imageUrl)] : []))
      .sort();
  const imageUrl = async (id: string) =>
    (await (await db()).broadcast.findUniqueOrThrow({ where: { id }, select: { imageUrl: true } })).imageUrl;

  it("is one file, the one imageUrl names: the image's width up to 1200 px", async () => {
    await queueBroadcast({ message: "Big", image: await png("#f2b544", 2000, 1000) }, ORIGIN);
    const { id } = await saveBroadcastDraft({ message: "Small", image: await png("#7a4b2a", 320, 200) });
    const keys = await files();
    expect(keys).toHaveLength(2);
    expect(keys).toEqual(await imageKeys());
    expect(await imageUrl(id)).toMatch(/^\/uploads\/broadcasts\/[a-f0-9]+-320\.webp$/);
    const big = keys.find((key) => key.endsWith("-1200.webp"))!;
    const bytes = new Uint8Array(await (await storage().get(big))!.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(1200);
  });

  it("is deleted when a draft's image is replaced or removed; a queued broadcast's never is", async () => {
    const sent = await queueBroadcast({ message: "Sent", image: await png("#f2b544", 400, 300) }, ORIGIN);
    const { id } = await saveBroadcastDraft({ message: "Draft", image: await png("#7a4b2a", 400, 300) });
    const first = storageKey((await imageUrl(id))!);

    await saveBroadcastDraft({ id, message: "Draft", image: await png("#3b7a57", 400, 300) });
    const second = storageKey((await imageUrl(id))!);
    expect(second).not.toBe(first);
    expect(await files()).toEqual(await imageKeys());
    expect(await files()).not.toContain(first);

    // Saved again without a new image: the image stays.
    await saveBroadcastDraft({ id, message: "Draft, edited" });
    expect(await imageUrl(id)).toBe(`/uploads/${second}`);
    expect(await files()).toContain(second);

    await saveBroadcastDraft({ id, message: "Draft", removeImage: true });
    expect(await imageUrl(id)).toBeNull();
    expect(await files()).toEqual(await imageKeys());
    expect(await files()).toHaveLength(1);

    // Once queued, the image is in e-mails: saving "it" again with another image or none makes a new draft.
    await saveBroadcastDraft({ id, message: "Draft", image: await png("#2a4b7a", 400, 300) });
    const queuedImage = (await imageUrl(id))!;
    await queueBroadcastDraft(id, ORIGIN);
    await saveBroadcastDraft({ id, message: "Again", image: await png("#999999", 400, 300) });
    await saveBroadcastDraft({ id, message: "Again", removeImage: true });
    expect(await imageUrl(id)).toBe(queuedImage);
    expect(await imageUrl(sent.broadcastId)).not.toBeNull();
    expect(await files()).toEqual(await imageKeys());
    expect(await files()).toHaveLength(3);
  });

  it("goes with a draft not saved for 30 days; drafts saved since and queued broadcasts stay", async () => {
    const prisma = await db();
    const now = new Date();
    const lastSaved = (id: string, days: number) =>
      prisma.broadcast.update({ where: { id }, data: { updatedAt: new Date(now.getTime() - days * DAY) } });
    const image = () => png("#f2b544", 1000, 500);

    const abandoned = await saveBroadcastDraft({ message: "Abandoned", image: await image() });
    await lastSaved(abandoned.id, 31);
    const recent = await saveBroadcastDraft({ message: "Recent", image: await image() });
    await lastSaved(recent.id, 29);
    // Saving it again is touching it.
    const resaved = await saveBroadcastDraft({ message: "Resaved", image: await image() });
    await lastSaved(resaved.id, 31);
    await saveBroadcastDraft({ id: resaved.id, message: "Resaved, edited" });
    // A draft from before one width was kept: every variant of its image goes.
    const legacyImage = await storeImage(new Uint8Array(await (await image()).arrayBuffer()), "broadcasts");
    expect(legacyImage.variants.length).toBeGreaterThan(1);
    await prisma.broadcast.create({
      data: {
        message: "Legacy",
        status: "draft",
        imageUrl: legacyImage.url,
        updatedAt: new Date(now.getTime() - 40 * DAY),
      },
    });
    const queued = await queueBroadcast({ message: "Queued", image: await image() }, ORIGIN);
    await lastSaved(queued.broadcastId, 90);
    const queuedDraft = await saveBroadcastDraft({ message: "Queued draft", image: await image() });
    await queueBroadcastDraft(queuedDraft.id, ORIGIN);
    await lastSaved(queuedDraft.id, 90);
    const abandonedFile = storageKey((await imageUrl(abandoned.id))!);

    // Two processes at once: each draft is deleted by one of them.
    const deleted = await Promise.all([deleteAbandonedDrafts(now), deleteAbandonedDrafts(now)]);
    expect(deleted[0] + deleted[1]).toBe(2);
    const left = await prisma.broadcast.findMany({ select: { id: true } });
    expect(left.map((b) => b.id).sort()).toEqual([recent.id, resaved.id, queued.broadcastId, queuedDraft.id].sort());
    expect(await files()).toEqual(await imageKeys());
    expect(await files()).not.toContain(abandonedFile);
    for (const key of variantKeys(legacyImage)) expect(await files()).not.toContain(key);
    expect(await deleteAbandonedDrafts(now)).toBe(0);
    // Thirty days after their last save, the other drafts go too; queued broadcasts never.
    expect(await deleteAbandonedDrafts(new Date(now.getTime() + 31 * DAY))).toBe(2);
    expect((await prisma.broadcast.findMany({ select: { id: true } })).map((b) => b.id).sort()).toEqual(
      [queued.broadcastId, queuedDraft.id].sort(),
    );
    expect(await files()).toEqual(await imageKeys());
    expect(await files()).toHaveLength(2);
  });
});
