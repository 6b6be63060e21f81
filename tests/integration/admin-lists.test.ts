// The admin lists at scale: inbox, subscribers and outbox in pages with search and filters, true
// totals, bulk read/unread, delete, CSV as filtered, unsubscribe and erase (no copy of the address left), retry.
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { run, signIn } from "#tests/helpers/admin";
import { get, postForm } from "#tests/helpers/requests";
import { ADMIN_PREFIX } from "#app/server/platform/admin-prefix.server";
import { readFlash } from "#app/server/http/flash.server";
import { action as inboxAction, loader as inboxLoader } from "#app/routes/admin/inbox";
import { loader as inboxCsvLoader } from "#app/routes/admin/inbox-csv";
import { action as subscribersAction, loader as subscribersLoader } from "#app/routes/admin/subscribers";
import { action as outboxAction, loader as outboxLoader } from "#app/routes/admin/outbox";
import { loader as productsLoader } from "#app/routes/admin/products";
import { loader as offeringLoader } from "#app/routes/admin/offering";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard";
import { requestSubscription } from "#app/server/models/subscribers.server";
import { seedScale } from "#app/server/seed/seed-scale.server";
import { CONTACT_SUBJECTS } from "#app/lib/validation/contact-text";

type Page<T> = {
  info: { page: number; pages: number; total: number; from: number; to: number };
  filtered?: boolean;
} & T;
type InboxPage = Page<{
  counts: { total: number; unread: number };
  items: { ref: string; kind: string; id: string; fullName: string; email: string; read: boolean }[];
}>;
type SubscribersPage = Page<{ counts: Record<string, number>; rows: { id: string; email: string; status: string }[] }>;
type ProductsPage = Page<{
  total: number;
  view: string;
  products: { id: string; title: string; price: number; category: string }[];
}>;
type OutboxPage = Page<{ counts: Record<string, number>; rows: { id: string; to: string; status: string }[] }>;

/** `n` contact messages (the newest has the highest number) and `m` partner enquiries, a minute apart. */
async function addMessages(n: number, m = 0) {
  const prisma = await db();
  await prisma.$executeRawUnsafe(`
    INSERT INTO "ContactMessage" ("id", "fullName", "email", "phone", "subject", "message", "createdAt")
    SELECT 'msg' || lpad(g::text, 22, '0'), 'Customer ' || g, 'customer' || g || '@example.com', '98765' || lpad(g::text, 5, '0'),
           'Product Feedback', 'Message number ' || g, now() - ((${n} - g) || ' minutes')::interval
    FROM generate_series(1, ${n}) AS g`);
  if (m > 0) {
    await prisma.$executeRawUnsafe(`
      INSERT INTO "PartnerEnquiry" ("id", "fullName", "email", "companyName", "partnershipType", "message", "createdAt")
      SELECT 'ptn' || lpad(g::text, 22, '0'), 'Partner ' || g, 'partner' || g || '@cafe.example', 'Cafe ' || g, 'Retail',
             'Enquiry ' || g, now() - ((${m} - g) || ' minutes')::interval - interval '30 seconds'
      FROM generate_series(1, ${m}) AS g`);
  }
}

async function addSubscribers(n: number) {
  await (
    await db()
  ).$executeRawUnsafe(`
    INSERT INTO "Subscriber" ("id", "email", "status", "unsubscribeToken", "codeAttempts", "createdAt", "updatedAt")
    SELECT 'sub' || lpad(g::text, 22, '0'), 'Reader' || g || '@Example.com',
           (CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'verified' END)::"SubscriberStatus",
           'tok' || lpad(g::text, 20, '0'), 0, now() - ((${n} - g) || ' seconds')::interval, now()
    FROM generate_series(1, ${n}) AS g`);
}

const list = async <T>(loader: (args: never) => unknown, path: string, cookie: string) => {
  const outcome = await run(loader, get(`${ADMIN_PREFIX}${path}`, { cookie }));
  expect(outcome.status).toBe(200);
  return outcome.data as T;
};

const flashOf = async (headers: Headers) =>
  (
    await readFlash(
      new Request("http://x", {
        headers: {
          cookie: headers
            .getSetCookie()
            .map((c) => c.split(";")[0])
            .join("; "),
        },
      }),
    )
  ).flash;

beforeEach(resetDatabase);

describe("the inbox at scale", () => {
  it("pages through every message with true totals, and finds one 4,000 back by its sender's e-mail", async () => {
    await addMessages(4_100, 20);
    const { cookie } = await signIn();
    const first = await list<InboxPage>(inboxLoader, "/inbox", cookie);
    expect(first.counts).toEqual({ total: 4_120, unread: 4_120 });
    expect(first.info).toMatchObject({ page: 1, pages: 83, total: 4_120, from: 1, to: 50 });
    expect(first.items[0]!.fullName).toBe("Customer 4100");

    const last = await list<InboxPage>(inboxLoader, "/inbox?page=83", cookie);
    expect(last.info).toMatchObject({ page: 83, from: 4_101, to: 4_120 });
    expect(last.items.at(-1)!.fullName).toBe("Customer 1");
    // Past the end: the last page, not an empty one or an error.
    expect((await list<InboxPage>(inboxLoader, "/inbox?page=900", cookie)).info.page).toBe(83);

    const found = await list<InboxPage>(inboxLoader, "/inbox?q=CUSTOMER100%40example.com", cookie);
    expect(found.items.map((i) => i.email)).toEqual(["customer100@example.com"]);
    expect(found.info.total).toBe(1);
    // By phone, by text, by kind and read state, combined.
    expect((await list<InboxPage>(inboxLoader, "/inbox?q=9876500042", cookie)).items.map((i) => i.fullName)).toEqual([
      "Customer 42",
    ]);
    expect(
      (await list<InboxPage>(inboxLoader, "/inbox?q=Message%20number%20410", cookie)).items.map((i) => i.fullName),
    ).toEqual(["Customer 4100", "Customer 410"]);
    expect((await list<InboxPage>(inboxLoader, "/inbox?kind=partner", cookie)).info.total).toBe(20);
    expect(
      (await list<InboxPage>(inboxLoader, "/inbox?kind=partner&q=cafe%207", cookie)).items.map((i) => i.fullName),
    ).toEqual(["Partner 7"]);
    expect((await list<InboxPage>(inboxLoader, "/inbox?status=read", cookie)).info.total).toBe(0);
  });

  it("takes %, _, quotes and unicode in a search literally", async () => {
    await addMessages(3);
    const prisma = await db();
    await prisma.contactMessage.create({
      data: {
        fullName: "Zoë D'Souza",
        email: "zoe@example.com",
        subject: "Support / Help",
        message: '50%_off "today"?',
      },
    });
    const { cookie } = await signIn();
    const search = async (q: string) =>
      (await list<InboxPage>(inboxLoader, `/inbox?q=${encodeURIComponent(q)}`, cookie)).items.map((i) => i.fullName);
    expect(await search("%")).toEqual(["Zoë D'Souza"]);
    expect(await search("_")).toEqual(["Zoë D'Souza"]);
    expect(await search("0%_o")).toEqual(["Zoë D'Souza"]);
    expect(await search("d'souza")).toEqual(["Zoë D'Souza"]);
    expect(await search('"today"')).toEqual(["Zoë D'Souza"]);
    expect(await search("ZOË")).toEqual(["Zoë D'Souza"]);
    expect(await search("\\")).toEqual([]);
  });

  it("marks several read at once, deletes one after confirmation, and exports what the filters show", async () => {
    await addMessages(5, 2);
    const { cookie, csrf } = await signIn();
    const page = await list<InboxPage>(inboxLoader, "/inbox", cookie);
    const chosen = page.items.slice(0, 3).map((i) => i.ref);
    const marked = await run(
      inboxAction,
      postForm(
        `${ADMIN_PREFIX}/inbox?kind=contact`,
        { csrf, intent: "read", select: [...chosen, "contact:nope", "spam"] },
        { cookie },
      ),
    );
    expect(marked.status).toBe(303);
    expect(marked.location).toBe(`${ADMIN_PREFIX}/inbox?kind=contact`);
    expect((await flashOf(marked.headers))?.message).toBe("3 messages marked as read.");
    expect((await list<InboxPage>(inboxLoader, "/inbox", cookie)).counts).toEqual({ total: 7, unread: 4 });
    // Posted by a browser with JavaScript (single fetch): back to the page, not to its .data URL.
    const fetched = await run(
      inboxAction,
      postForm(
        `${ADMIN_PREFIX}/inbox.data?kind=contact&_routes=routes%2Fadmin%2Finbox`,
        { csrf, intent: "unread", select: chosen },
        { cookie },
      ),
    );
    expect(fetched.location).toBe(`${ADMIN_PREFIX}/inbox?kind=contact`);
    await run(inboxAction, postForm(`${ADMIN_PREFIX}/inbox`, { csrf, intent: "read", select: chosen }, { cookie }));
    const none = await run(inboxAction, postForm(`${ADMIN_PREFIX}/inbox`, { csrf, intent: "unread" }, { cookie }));
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ error: "Select at least one message." });
    // "All on this page" carries the page's messages in one field (it works without JavaScript).
    const all = await run(
      inboxAction,
      postForm(
        `${ADMIN_PREFIX}/inbox`,
        { csrf, intent: "read", page: page.items.map((i) => i.ref).join(" ") },
        { cookie },
      ),
    );
    expect((await flashOf(all.headers))?.message).toBe("7 messages marked as read.");
    expect((await list<InboxPage>(inboxLoader, "/inbox", cookie)).counts).toEqual({ total: 7, unread: 0 });
    await run(
      inboxAction,
      postForm(`${ADMIN_PREFIX}/inbox`, { csrf, intent: "unread", page: chosen.join(" ") }, { cookie }),
    );

    const target = page.items[0]!;
    const unconfirmed = await run(
      inboxAction,
      postForm(`${ADMIN_PREFIX}/inbox`, { csrf, intent: "delete", kind: target.kind, id: target.id }, { cookie }),
    );
    expect(unconfirmed.data).toEqual({ error: null, confirm: target.ref });
    expect((await list<InboxPage>(inboxLoader, "/inbox", cookie)).counts.total).toBe(7);
    const deleted = await run(
      inboxAction,
      postForm(
        `${ADMIN_PREFIX}/inbox`,
        { csrf, intent: "delete", kind: target.kind, id: target.id, confirmed: "yes" },
        { cookie },
      ),
    );
    expect(deleted.status).toBe(303);
    expect((await flashOf(deleted.headers))?.message).toBe("Message deleted.");
    expect((await list<InboxPage>(inboxLoader, "/inbox", cookie)).counts.total).toBe(6);
    const again = await run(
      inboxAction,
      postForm(
        `${ADMIN_PREFIX}/inbox`,
        { csrf, intent: "delete", kind: target.kind, id: target.id, confirmed: "yes" },
        { cookie },
      ),
    );
    expect(again.status).toBe(404);

    const csv = await run(inboxCsvLoader, get(`${ADMIN_PREFIX}/inbox.csv?kind=partner`, { cookie }));
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = String(csv.data).trim().split("\r\n");
    expect(lines[0]).toBe("kind,received_at,read,full_name,email,phone,topic,website,message");
    expect(lines.slice(1).map((l) => l.split(",")[3])).toEqual(["Partner 2", "Partner 1"]);
    expect((await run(inboxCsvLoader, get(`${ADMIN_PREFIX}/inbox.csv`))).status).toBe(302);
  });
});

describe("subscribers at scale", () => {
  it("finds one address among 20,000 whatever its case, filters by status, and says the true totals", async () => {
    await addSubscribers(20_000);
    const { cookie } = await signIn();
    const first = await list<SubscribersPage>(subscribersLoader, "/subscribers", cookie);
    expect(first.counts).toEqual({ verified: 18_000, pending: 2_000, unsubscribed: 0 });
    expect(first.info).toMatchObject({ total: 20_000, pages: 400, from: 1, to: 50 });
    expect(first.rows[0]!.email).toBe("Reader20000@Example.com");
    const far = await list<SubscribersPage>(subscribersLoader, "/subscribers?page=400", cookie);
    expect(far.rows.at(-1)!.email).toBe("Reader1@Example.com");
    const one = await list<SubscribersPage>(subscribersLoader, "/subscribers?q=reader12345%40EXAMPLE", cookie);
    expect(one.rows.map((r) => r.email)).toEqual(["Reader12345@Example.com"]);
    const pending = await list<SubscribersPage>(subscribersLoader, "/subscribers?status=pending&q=reader1234", cookie);
    expect(pending.rows.map((r) => r.email)).toEqual(["Reader12340@Example.com"]);
    expect(pending.info.total).toBe(1);
    // % and _ are characters, not wildcards.
    expect((await list<SubscribersPage>(subscribersLoader, "/subscribers?q=%25", cookie)).info.total).toBe(0);
    expect((await list<SubscribersPage>(subscribersLoader, "/subscribers?q=reader_", cookie)).info.total).toBe(0);
  });

  it("unsubscribes one address after confirmation", async () => {
    await addSubscribers(3);
    const { cookie, csrf } = await signIn();
    const { rows } = await list<SubscribersPage>(subscribersLoader, "/subscribers", cookie);
    const target = rows[0]!;
    const ask = await run(
      subscribersAction,
      postForm(
        `${ADMIN_PREFIX}/subscribers`,
        { csrf, intent: "unsubscribe", id: target.id, email: target.email },
        { cookie },
      ),
    );
    expect(ask.data).toEqual({ error: null, confirm: { intent: "unsubscribe", id: target.id, email: target.email } });
    const done = await run(
      subscribersAction,
      postForm(
        `${ADMIN_PREFIX}/subscribers?q=reader`,
        { csrf, intent: "unsubscribe", id: target.id, confirmed: "yes" },
        { cookie },
      ),
    );
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${ADMIN_PREFIX}/subscribers?q=reader`);
    expect((await flashOf(done.headers))?.message).toBe(`${target.email} is unsubscribed.`);
    expect((await (await db()).subscriber.findUniqueOrThrow({ where: { id: target.id } })).status).toBe("unsubscribed");
    const missing = await run(
      subscribersAction,
      postForm(`${ADMIN_PREFIX}/subscribers`, { csrf, intent: "erase", id: "nope", confirmed: "yes" }, { cookie }),
    );
    expect(missing.status).toBe(404);
    expect(
      (
        await run(
          subscribersAction,
          postForm(`${ADMIN_PREFIX}/subscribers`, { intent: "erase", id: target.id, confirmed: "yes" }, { cookie }),
        )
      ).status,
    ).toBe(403);
  });

  it("erases an address: no copy of it is left in any table, and its outbox rows keep their status", async () => {
    const email = "Erase.Me@Example.com";
    await requestSubscription(email); // a pending verification e-mail to it, with its code
    await requestSubscription("keep@example.com");
    const prisma = await db();
    const sent = await prisma.outboxEmail.findFirstOrThrow({ where: { to: email } });
    await prisma.outboxEmail.update({ where: { id: sent.id }, data: { status: "sent", sentAt: new Date() } });
    await requestSubscription(email.toLowerCase()); // a second code, still pending
    const { cookie, csrf } = await signIn();
    const subscriber = await prisma.subscriber.findFirstOrThrow({ where: { email } });
    const erased = await run(
      subscribersAction,
      postForm(
        `${ADMIN_PREFIX}/subscribers`,
        { csrf, intent: "erase", id: subscriber.id, confirmed: "yes" },
        { cookie },
      ),
    );
    expect(erased.status).toBe(303);
    expect((await flashOf(erased.headers))?.message).toBe(`${email} is erased: no copy of the address is left.`);

    // Every text and JSON column of every table, searched for the address in any case.
    const columns = await prisma.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
    expect(columns.length).toBeGreaterThan(20);
    for (const { table_name, column_name } of columns) {
      const [hit] = await prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE lower("${column_name}"::text) LIKE '%erase.me@example.com%'`,
      );
      expect(hit!.n, `${table_name}.${column_name}`).toBe(0);
    }
    const rows = await prisma.outboxEmail.findMany({ where: { to: "(erased)" }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.status, r.lastError])).toEqual([
      ["sent", null],
      ["failed", "Recipient erased"],
    ]);
    expect(await prisma.subscriber.count()).toBe(1);
    expect(await prisma.outboxEmail.count({ where: { to: "keep@example.com", status: "pending" } })).toBe(1);
  });
});

describe("the outbox at scale", () => {
  it("filters by status, searches by recipient, and sends a failed e-mail again with the same key", async () => {
    await requestSubscription("one@example.com");
    await requestSubscription("two@example.com");
    const prisma = await db();
    const failed = await prisma.outboxEmail.update({
      where: { id: (await prisma.outboxEmail.findFirstOrThrow({ where: { to: "two@example.com" } })).id },
      data: { status: "failed", attempts: 8, lastError: "Resend 422: invalid" },
    });
    const { cookie, csrf } = await signIn();
    const all = await list<OutboxPage>(outboxLoader, "/outbox", cookie);
    expect(all.info.total).toBe(2);
    const onlyFailed = await list<OutboxPage>(outboxLoader, "/outbox?status=failed", cookie);
    expect(onlyFailed.rows.map((r) => r.to)).toEqual(["two@example.com"]);
    expect((await list<OutboxPage>(outboxLoader, "/outbox?q=ONE%40", cookie)).rows.map((r) => r.to)).toEqual([
      "one@example.com",
    ]);

    const retried = await run(
      outboxAction,
      postForm(`${ADMIN_PREFIX}/outbox?status=failed`, { csrf, id: failed.id }, { cookie }),
    );
    expect(retried.status).toBe(303);
    expect((await flashOf(retried.headers))?.message).toBe("The e-mail is queued to be sent again.");
    const row = await prisma.outboxEmail.findUniqueOrThrow({ where: { id: failed.id } });
    expect(row).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      idempotencyKey: failed.idempotencyKey,
    });
    const notFailed = await run(outboxAction, postForm(`${ADMIN_PREFIX}/outbox`, { csrf, id: failed.id }, { cookie }));
    expect(notFailed.status).toBe(400);
    expect(notFailed.data).toEqual({ error: "Only a failed e-mail can be sent again." });
  });

  it("offers no Retry for a failed e-mail to an invalid address, and refuses one posted anyway", async () => {
    await requestSubscription("one@example.com");
    const prisma = await db();
    const bad = await prisma.outboxEmail.update({
      where: { id: (await prisma.outboxEmail.findFirstOrThrow()).id },
      data: { to: "owner@localhost", status: "failed", attempts: 1, lastError: "Resend 422: Invalid `to` field." },
    });
    const { cookie, csrf } = await signIn();
    const page = await list<OutboxPage & { rows: { retryRefusal: string | null }[] }>(outboxLoader, "/outbox", cookie);
    expect(page.rows[0]).toMatchObject({
      to: "owner@localhost",
      retryRefusal: "Not sent again: the address is not a valid e-mail address.",
    });
    const refused = await run(outboxAction, postForm(`${ADMIN_PREFIX}/outbox`, { csrf, id: bad.id }, { cookie }));
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ error: "Not sent again: the address is not a valid e-mail address." });
    expect(await prisma.outboxEmail.findUniqueOrThrow({ where: { id: bad.id } })).toMatchObject({
      status: "failed",
      attempts: 1,
    });
  });
});

describe("products at scale", () => {
  /** Two offerings; "Bulk Cake 1" … "Bulk Cake n" in cakes (price 100 + g), one croissant in pastries. */
  async function addProducts(n: number) {
    const prisma = await db();
    await prisma.offering.createMany({
      data: [
        { id: "offcakes00000000000001", name: "Cakes", slug: "cakes" },
        { id: "offpastries000000000001", name: "Pastries", slug: "pastries" },
      ],
    });
    await prisma.$executeRawUnsafe(`
      INSERT INTO "Product" ("id", "title", "price", "description", "categoryId", "createdAt", "updatedAt")
      SELECT 'prd' || lpad(g::text, 22, '0'), 'Bulk Cake ' || g, 100 + g, 'A cake', 'offcakes00000000000001',
             now() - ((${n} - g) || ' seconds')::interval, now()
      FROM generate_series(1, ${n}) AS g`);
    await prisma.product.create({
      data: { title: "Butter Croissant", price: 95, description: "Flaky", categoryId: "offpastries000000000001" },
    });
  }

  it("finds one product among 2,000 by its title, filters by offering, sorts by price, in pages of 48", async () => {
    await addProducts(2_000);
    const { cookie } = await signIn();
    const first = await list<ProductsPage>(productsLoader, "/products", cookie);
    expect(first.total).toBe(2_001);
    expect(first.info).toMatchObject({ total: 2_001, pages: 42, from: 1, to: 48 });
    expect(first.products[0]!.title).toBe("Butter Croissant");
    expect(first.view).toBe("grid");

    const found = await list<ProductsPage>(productsLoader, "/products?q=bulk%20cake%201999&view=rows", cookie);
    expect(found.products.map((p) => [p.title, p.category])).toEqual([["Bulk Cake 1999", "Cakes"]]);
    expect(found.view).toBe("rows");
    const pastries = await list<ProductsPage>(productsLoader, "/products?offering=pastries", cookie);
    expect(pastries.products.map((p) => p.title)).toEqual(["Butter Croissant"]);
    const cheapest = await list<ProductsPage>(productsLoader, "/products?sort=price", cookie);
    expect(cheapest.products.slice(0, 2).map((p) => p.price)).toEqual([9_500, 10_100]);
    const dearest = await list<ProductsPage>(
      productsLoader,
      "/products?sort=price-desc&offering=cakes&page=42",
      cookie,
    );
    expect(dearest.info).toMatchObject({ page: 42, pages: 42, total: 2_000, from: 1_969, to: 2_000 });
    expect(dearest.products.at(-1)!.price).toBe(10_100);
    const byTitle = await list<ProductsPage>(productsLoader, "/products?sort=title", cookie);
    expect(byTitle.products.slice(0, 3).map((p) => p.title)).toEqual(["Bulk Cake 1", "Bulk Cake 10", "Bulk Cake 100"]);
    // An unknown offering or sort is the default, never an error.
    expect((await list<ProductsPage>(productsLoader, "/products?offering=nope&sort=nope", cookie)).info.total).toBe(
      2_001,
    );
  });

  it("pages an offering's admin grid the same way, with its own search", async () => {
    await addProducts(100);
    const { cookie } = await signIn();
    const outcome = await run(offeringLoader, get(`${ADMIN_PREFIX}/offerings/cakes?q=cake%209&page=2`, { cookie }), {
      slug: "cakes",
    });
    const page = outcome.data as ProductsPage;
    expect(page.total).toBe(100);
    expect(page.info).toMatchObject({ total: 11, pages: 1, page: 1 });
    expect(page.products[0]!.title).toBe("Bulk Cake 99");
    expect(
      (await run(offeringLoader, get(`${ADMIN_PREFIX}/offerings/none`, { cookie }), { slug: "none" })).status,
    ).toBe(404);
  });
});

describe("npm run seed:scale", () => {
  it("adds the sizes asked for once (a second run adds nothing), and the dashboard counts them in one query", async () => {
    const prisma = await db();
    const sizes = { products: 120, subscribers: 400, messages: 300, enquiries: 10, emails: 80 };
    await seedScale(prisma, sizes);
    await seedScale(prisma, sizes);
    expect([
      await prisma.product.count(),
      await prisma.subscriber.count(),
      await prisma.contactMessage.count(),
      await prisma.partnerEnquiry.count(),
      await prisma.outboxEmail.count(),
    ]).toEqual([120, 400, 300, 10, 80]);
    const subjects = await prisma.contactMessage.findMany({ select: { subject: true }, distinct: ["subject"] });
    expect(subjects.map((r) => r.subject).sort()).toEqual([...CONTACT_SUBJECTS].sort()); // what the form offers
    const { cookie } = await signIn();
    const page = await list<{ counts: Record<string, number> }>(dashboardLoader, "", cookie);
    expect(page.counts).toEqual({
      products: 120,
      offerings: 1,
      unreadMessages: 310, // seedScale marks all but the newest 300 contact messages read
      verifiedSubscribers: await prisma.subscriber.count({ where: { status: "verified" } }),
      failedEmails: 2,
      loggedEmails: 0, // seedScale's e-mails are queued or failed, none written to the log
    });
    const inbox = await list<InboxPage>(inboxLoader, "/inbox", cookie);
    expect(inbox.counts).toEqual({ total: 310, unread: 310 });
  });
});
