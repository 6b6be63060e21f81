// Privacy of uploads and orders on a real database and real files: a deleted upload is a 404 at once, never
// answered from the response cache (through the pipeline's own cache steps on a real socket); customers' order
// photos are served only through the order's status link or to the owner, never cached; erasing a customer
// from an order's page blanks their outbox rows; photos of declined and cancelled orders follow the retention;
// status tokens are stored as SHA-256 hashes (the migration hashes the ones stored in clear), and leave the outbox's
// copy of the e-mail that carried them once it is delivered.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "order-privacy-token-0123456789abcdef";
  process.env.RESPONSE_CACHE_MB = "8";
});
import { readdir, readFile } from "node:fs/promises";
import { beforeEach, describe, expect, it } from "vitest";
import { loader as uploadsLoader } from "#app/routes/resources/uploads";
import { loader as photoLoader } from "#app/routes/resources/order-photo";
import { loader as statusLoader } from "#app/routes/public/order-status";
import { secretHash } from "#app/server/auth/password.server";
import { responseCacheStats } from "#app/server/http/response-cache.server";
import { deleteExpiredOrderPhotos, eraseOrderCustomer } from "#app/server/models/orders/privacy.server";
import { placeOrder } from "#app/server/models/orders/requests.server";
import { getOrder } from "#app/server/models/orders/status.server";
import { contentVersion } from "#app/server/platform/content-version.server";
import { cacheServer, followVersions } from "#tests/helpers/cache-server";
import { removeStoredUrls, storage } from "#app/server/storage/storage.server";
import { claimDueEmails, markEmailsDelivered, SENT_LINK } from "#app/server/models/outbox.server";
import { authorization } from "#tests/helpers/api";
import { signIn } from "#tests/helpers/admin";
import { db, resetDatabase } from "#tests/helpers/db";
import { scratchDatabase } from "#tests/helpers/template";
import { dayFromToday, orderRequest, ownerMoves, seedOrderCatalog } from "#tests/helpers/orders";
import { BASE, context, get } from "#tests/helpers/requests";
import { clearUploads, png, storedKeys } from "#tests/helpers/uploads";

followVersions();

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  await seedOrderCatalog();
});

async function place(overrides: Record<string, unknown> = {}, photos: File[] = []) {
  return placeOrder(orderRequest(dayFromToday(10), overrides), { emailOrigin: BASE, photos });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = (loader: (args: any) => Promise<any>, request: Request, params: Record<string, string>) =>
  loader({ request, params, context: context(), unstable_pattern: "" }) as Promise<Response>;

describe("uploads and the response cache", () => {
  // The pipeline's two cache steps around the uploads route, on a real socket: a hit is answered before any
  // route runs (serveFromCache), a miss runs the route inside the root middleware that stores it.
  const server = cacheServer((request) =>
    run(uploadsLoader, request, { "*": decodeURIComponent(new URL(request.url).pathname.replace(/^\/uploads\//, "")) }),
  );

  it("a deleted public upload is a 404 at once: no process keeps it in its response cache", async () => {
    await vi.waitUntil(() => contentVersion() !== null, { timeout: 5_000 });
    const key = "products/0123456789abcdef0123456789abcdef-480.webp";
    await storage().set(key, new File([new Uint8Array(64).fill(7)], "a.webp", { type: "image/webp" }));
    const answers: Response[] = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await fetch(`${server.origin()}/uploads/${key}`));
      expect(answers[i]!.status).toBe(200);
      await answers[i]!.arrayBuffer();
    }
    // Deleting the file writes nothing to the database, so no content version moves: only not caching helps.
    await removeStoredUrls([`/uploads/${key}`]);
    expect((await fetch(`${server.origin()}/uploads/${key}`)).status).toBe(404);
    expect(responseCacheStats().entries).toBe(0);
    // Browsers and CDNs ask again each time (a 304 while the ETag matches), so they let go of it too.
    expect(answers[0]!.headers.get("cache-control")).toBe("public, no-cache");
    expect(answers[0]!.headers.get("etag")).toBeTruthy();
  });
});

describe("customers' order photos", () => {
  it("are served through the order's status link or to the owner only, never kept by a cache", async () => {
    const mine = await place({}, [await png()]);
    const theirs = await place({ email: "someone@example.com" }, [await png("#123456")]);
    const page = await run(statusLoader, get(`/orders/${mine.token}`), { token: mine.token });
    const { photos } = (page as unknown as { order: { photos: string[] } }).order;
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(new RegExp(`^/orders/${mine.token}/photos/[a-f0-9]+-\\d+\\.webp$`));
    const file = photos[0]!.split("/").pop()!;

    const shown = await run(photoLoader, get(photos[0]!), { token: mine.token, file });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/webp");
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    // Another order's link does not open this photo, nor this link another order's.
    expect((await run(photoLoader, get("/x"), { token: theirs.token, file })).status).toBe(404);
    const theirFile = theirs.order.photos[0]!.variants[0]!.url.split("/").pop()!;
    expect((await run(photoLoader, get("/x"), { token: mine.token, file: theirFile })).status).toBe(404);

    // /uploads/orders/...: the owner's session or the API token, nobody else.
    const key = `orders/${file}`;
    const anonymous = await run(uploadsLoader, get(`/uploads/${key}`), { "*": key });
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    const { cookie } = await signIn();
    const owner = await run(uploadsLoader, get(`/uploads/${key}`, { cookie }), { "*": key });
    expect(owner.status).toBe(200);
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect((await run(uploadsLoader, get(`/uploads/${key}`, authorization()), { "*": key })).status).toBe(200);
    const wrongToken = { authorization: "Bearer not-the-token-at-all-000000" };
    expect((await run(uploadsLoader, get(`/uploads/${key}`, wrongToken), { "*": key })).status).toBe(404);

    // Erased: gone at once through the link too.
    await eraseOrderCustomer(mine.order.id);
    expect((await run(photoLoader, get(photos[0]!), { token: mine.token, file })).status).toBe(404);
  });
});

describe("erasure and retention", () => {
  it("erasing a customer from an order's page blanks their e-mails in the outbox, the link with them", async () => {
    const mine = await place({ email: "Asha@Example.com" });
    await ownerMoves(mine.order.id, ["quoted"]);
    const other = await place({ email: "someone@example.com" });
    const prisma = await db();
    // The first e-mail went out; the quote's still waits.
    const first = await prisma.outboxEmail.findFirstOrThrow({
      where: { to: { equals: "asha@example.com", mode: "insensitive" } },
      orderBy: { createdAt: "asc" },
    });
    expect(first.text).toContain(mine.token);
    await prisma.outboxEmail.update({ where: { id: first.id }, data: { status: "sent" } });

    expect(await eraseOrderCustomer(mine.order.id)).toBe(1);
    const rows = await prisma.outboxEmail.findMany({ where: { kind: "order-status" }, orderBy: { createdAt: "asc" } });
    const erased = rows.filter((r) => r.to === "(erased)");
    expect(erased).toHaveLength(2);
    for (const row of erased) {
      expect(row).toMatchObject({ text: "", html: "", headers: null });
      expect(JSON.stringify(row)).not.toContain(mine.token);
    }
    expect(erased.map((r) => r.status)).toEqual(["sent", "failed"]);
    expect(erased[1]!.lastError).toBe("Recipient erased");
    // Someone else's e-mail is untouched.
    const kept = rows.find((r) => r.to === "someone@example.com")!;
    expect(kept.text).toContain(other.token);
    expect(kept.status).toBe("pending");
  });

  it("deletes the photos of declined and cancelled orders once the retention has passed; an open order keeps them", async () => {
    await (await db()).orderSettings.update({ where: { id: 1 }, data: { photoRetentionDays: 30 } });
    const declined = await place({}, [await png()]);
    await ownerMoves(declined.order.id, ["declined"]);
    const cancelled = await place({}, [await png("#00ff00")]);
    await ownerMoves(cancelled.order.id, ["cancelled"]);
    const open = await place({}, [await png("#0000ff")]);
    const openKeys = open.order.photos.flatMap((p) => p.variants.map((v) => v.url.replace("/uploads/", "")));
    const day = 86_400_000;
    expect(await deleteExpiredOrderPhotos(new Date(Date.now() + 29 * day))).toBe(0);
    expect(await deleteExpiredOrderPhotos(new Date(Date.now() + 31 * day))).toBe(2);
    expect((await getOrder(declined.order.id))!.photos).toEqual([]);
    expect((await getOrder(cancelled.order.id))!.photos).toEqual([]);
    expect((await getOrder(open.order.id))!.photos).toHaveLength(1);
    expect(await storedKeys()).toEqual(openKeys.sort());
  });
});

describe("status tokens", () => {
  it("leave the outbox once their e-mail is delivered: the stored copy keeps the rest of it", async () => {
    const placed = await place();
    const prisma = await db();
    const queued = await prisma.outboxEmail.findFirstOrThrow({ where: { kind: "order-status" } });
    expect(queued.text).toContain(`/orders/${placed.token}`);
    expect(queued.html).toContain(`/orders/${placed.token}`);
    const claimed = await claimDueEmails(10, 60_000);
    expect(claimed.map((c) => c.id)).toEqual([queued.id]);
    await markEmailsDelivered([{ id: queued.id, status: "sent", providerId: "p-1" }]);
    const sent = await prisma.outboxEmail.findUniqueOrThrow({ where: { id: queued.id } });
    expect(sent.status).toBe("sent");
    expect(JSON.stringify(sent)).not.toContain(placed.token);
    expect(sent.text).toContain(SENT_LINK);
    expect(sent.html).toContain(SENT_LINK);
    expect(sent.text).toContain("Thank you, Asha Rao!");
    expect(sent.html).toContain(placed.reference);
  });

  it("already stored in clear are hashed by the migration, to the hash the code looks up", async () => {
    // The migration's own file, on an empty database of the pass's kind holding the two columns as they were
    // before it.
    const pg = await scratchDatabase();
    try {
      await pg.exec(`
        CREATE TABLE "Order" ("id" text PRIMARY KEY, "statusToken" text NOT NULL);
        CREATE UNIQUE INDEX "Order_statusToken_key" ON "Order"("statusToken");
        CREATE TABLE "OrderSettings" ("id" int PRIMARY KEY, "feedToken" text);`);
      const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
      const feed = "Zx9_Zx9-Zx9_Zx9-Zx9_Zx9-Zx9_Zx9-";
      await pg.query(`INSERT INTO "Order" VALUES ('a', $1)`, [token]);
      await pg.query(`INSERT INTO "OrderSettings" VALUES (1, $1), (2, NULL)`, [feed]);
      const dir = (await readdir("prisma/migrations")).find((d) => d.endsWith("_hash_order_tokens"))!;
      await pg.exec(await readFile(`prisma/migrations/${dir}/migration.sql`, "utf8"));
      const orders = await pg.query<{ statusTokenHash: string }>(`SELECT "statusTokenHash" FROM "Order"`);
      expect(orders.rows).toEqual([{ statusTokenHash: secretHash(token) }]);
      const settings = await pg.query<{ feedTokenHash: string | null }>(
        `SELECT "feedTokenHash" FROM "OrderSettings" ORDER BY "id"`,
      );
      expect(settings.rows).toEqual([{ feedTokenHash: secretHash(feed) }, { feedTokenHash: null }]);
    } finally {
      await pg.close();
    }
  });

  it("are stored as their SHA-256, which the migration's SQL computes the same way", async () => {
    const placed = await place();
    const row = await (await db()).order.findUniqueOrThrow({ where: { id: placed.order.id } });
    expect(row.statusTokenHash).toBe(secretHash(placed.token));
    expect(row.statusTokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(row)).not.toContain(placed.token);
    // The migration hashed the tokens already stored with this expression: it must agree with the code.
    const [sql] = await (
      await db()
    ).$queryRaw<{ hash: string }[]>`
      SELECT encode(sha256(convert_to(${placed.token}, 'UTF8')), 'hex') AS "hash"`;
    expect(sql!.hash).toBe(row.statusTokenHash);
    // The link opens the order; its hash (what a copy of the database holds) does not.
    expect(await run(statusLoader, get(`/orders/${placed.token}`), { token: placed.token })).toMatchObject({
      order: { reference: placed.reference },
    });
    await expect(
      run(statusLoader, get(`/orders/${row.statusTokenHash}`), { token: row.statusTokenHash }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
