// Contact messages and partnership enquiries: stored, listed in the admin inbox, and e-mailed to OWNER_EMAIL
// (when set) through the outbox in the same transaction. The /contact-support and /partner-with-us actions and
// POST /api/contact, /api/partner-contact all call these.
import { Prisma } from "#app/generated/prisma/client";
import type { ContactInput } from "#app/lib/validation/contact";
import type { PartnerInput } from "#app/lib/validation/partner";
import { db } from "../platform/db.server";
import { env } from "../platform/env.server";
import { contactNotificationEmail, partnerNotificationEmail, type EmailContent } from "../email/templates.server";
import { csvLine } from "#app/lib/csv";
import type { InboxQuery } from "#app/lib/admin-lists";
import { containsPattern, pageInfo, PAGE_SIZE, type PageInfo } from "#app/lib/list-query";
import { badRequest, isRecordId, notFound } from "./errors.server";
import { enqueueEmail } from "./outbox.server";

/** What both tables store alike: who wrote, how to answer, and the message. */
const commonFields = (input: { fullName: string; email: string; phone?: string; message: string }) => ({
  fullName: input.fullName,
  email: input.email,
  phone: input.phone ?? null,
  message: input.message,
});

/** Stores a message and, when OWNER_EMAIL is set, queues the owner's notification in the same transaction. */
async function storeAndNotify(
  insert: (tx: Prisma.TransactionClient) => Promise<{ id: string }>,
  kind: "contact-notification" | "partner-notification",
  notification: () => EmailContent,
): Promise<{ id: string }> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const row = await insert(tx);
    if (env.OWNER_EMAIL) await enqueueEmail(tx, { kind, to: env.OWNER_EMAIL, content: notification() });
    return row;
  });
}

export async function createContactMessage(input: ContactInput): Promise<{ id: string }> {
  return storeAndNotify(
    (tx) =>
      tx.contactMessage.create({ data: { ...commonFields(input), subject: input.subject }, select: { id: true } }),
    "contact-notification",
    () => contactNotificationEmail(input),
  );
}

export async function createPartnerEnquiry(input: PartnerInput): Promise<{ id: string }> {
  const data = {
    ...commonFields(input),
    companyName: input.companyName,
    partnershipType: input.partnershipType,
    website: input.website ?? null,
  };
  return storeAndNotify(
    (tx) => tx.partnerEnquiry.create({ data, select: { id: true } }),
    "partner-notification",
    () => partnerNotificationEmail(input),
  );
}

export type InboxItem = {
  kind: "contact" | "partner";
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  /** Contact: the chosen subject. Partner: "<type> · <company>". */
  topic: string;
  website: string | null;
  message: string;
  read: boolean;
  createdAt: Date;
};

type InboxRow = Omit<InboxItem, "read"> & { readAt: Date | null };

/** Both tables as one: the same columns, the partner's topic as "<type> · <company>". */
const inboxUnion = (where: (kind: InboxItem["kind"]) => Prisma.Sql) => Prisma.sql`
  SELECT 'contact' AS "kind", "id", "fullName", "email", "phone", "subject" AS "topic", NULL::text AS "website",
         "message", "readAt", "createdAt"
  FROM "ContactMessage" ${where("contact")}
  UNION ALL
  SELECT 'partner', "id", "fullName", "email", "phone", "partnershipType" || ' · ' || "companyName", "website",
         "message", "readAt", "createdAt"
  FROM "PartnerEnquiry" ${where("partner")}`;

/** The WHERE clause of one table for a query: nothing of that kind (a kind filter), read state, the search. */
function inboxWhere(query: Pick<InboxQuery, "q" | "filters">) {
  return (kind: InboxItem["kind"]) => {
    const conditions: Prisma.Sql[] = [];
    if (query.filters.kind && query.filters.kind !== kind) conditions.push(Prisma.sql`FALSE`);
    if (query.filters.status === "unread") conditions.push(Prisma.sql`"readAt" IS NULL`);
    if (query.filters.status === "read") conditions.push(Prisma.sql`"readAt" IS NOT NULL`);
    if (query.q) {
      const like = containsPattern(query.q);
      const topic = kind === "contact" ? Prisma.sql`"subject"` : Prisma.sql`"companyName" || ' ' || "partnershipType"`;
      conditions.push(Prisma.sql`("fullName" ILIKE ${like} OR "email" ILIKE ${like} OR coalesce("phone", '') ILIKE ${like}
        OR ${topic} ILIKE ${like} OR "message" ILIKE ${like})`);
    }
    return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  };
}

const toInboxItem = ({ readAt, ...row }: InboxRow): InboxItem => ({ ...row, read: readAt !== null });

export type InboxPage = { items: InboxItem[]; info: PageInfo; counts: { total: number; unread: number } };

/** One page of both kinds of message (newest first unless asked), the matching total, and the inbox's totals. */
export async function listInboxPage(query: InboxQuery, size = PAGE_SIZE): Promise<InboxPage> {
  const prisma = await db();
  const where = inboxWhere(query);
  const [[counts], [matching]] = await Promise.all([
    prisma.$queryRaw<{ total: number; unread: number }[]>`
      SELECT count(*)::int AS "total", count(*) FILTER (WHERE "readAt" IS NULL)::int AS "unread"
      FROM (${inboxUnion(() => Prisma.empty)}) AS m`,
    prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM (${inboxUnion(where)}) AS m`,
  ]);
  const info = pageInfo(matching!.n, query.page, size);
  const order =
    query.sort === "oldest" ? Prisma.sql`"createdAt" ASC, "id" ASC` : Prisma.sql`"createdAt" DESC, "id" DESC`;
  const rows = await prisma.$queryRaw<InboxRow[]>`
    SELECT * FROM (${inboxUnion(where)}) AS m ORDER BY ${order} LIMIT ${info.size} OFFSET ${info.offset}`;
  return { items: rows.map(toInboxItem), info, counts: counts! };
}

/** Messages of both kinds not yet read (the admin navigation's badge, on every admin page). */
export async function countUnreadMessages(): Promise<number> {
  const prisma = await db();
  const [contact, partner] = await Promise.all([
    prisma.contactMessage.count({ where: { readAt: null } }),
    prisma.partnerEnquiry.count({ where: { readAt: null } }),
  ]);
  return contact + partner;
}

/** Every message a query matches, newest first, as CSV (read in pages; formula-like cells escaped). */
export async function* inboxCsv(query: Pick<InboxQuery, "q" | "filters">, pageSize = 1000): AsyncGenerator<string> {
  yield csvLine(["kind", "received_at", "read", "full_name", "email", "phone", "topic", "website", "message"]);
  const prisma = await db();
  for (let offset = 0; ; offset += pageSize) {
    const rows = await prisma.$queryRaw<InboxRow[]>`
      SELECT * FROM (${inboxUnion(inboxWhere(query))}) AS m ORDER BY "createdAt" DESC, "id" DESC LIMIT ${pageSize} OFFSET ${offset}`;
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([
          r.kind,
          r.createdAt.toISOString(),
          r.readAt ? "yes" : "no",
          r.fullName,
          r.email,
          r.phone ?? "",
          r.topic,
          r.website ?? "",
          r.message,
        ]),
      )
      .join("");
    if (rows.length < pageSize) return;
  }
}

/** "contact:<id>" or "partner:<id>": how a message is named in a form (one checkbox of several). */
export const messageRef = (item: Pick<InboxItem, "kind" | "id">) => `${item.kind}:${item.id}`;

function parseMessageRefs(refs: unknown[]): { contact: string[]; partner: string[] } {
  const ids = { contact: [] as string[], partner: [] as string[] };
  for (const ref of refs) {
    const [kind, id, extra] = typeof ref === "string" ? ref.split(":") : [];
    if ((kind !== "contact" && kind !== "partner") || !isRecordId(id) || extra !== undefined) continue;
    ids[kind].push(id);
  }
  return ids;
}

/** Marks several messages read or unread at once; returns how many it changed. */
export async function setMessagesRead(refs: unknown[], read: boolean): Promise<number> {
  const ids = parseMessageRefs(refs.slice(0, 500));
  if (ids.contact.length + ids.partner.length === 0) throw badRequest("Select at least one message.");
  const prisma = await db();
  const data = { readAt: read ? new Date() : null };
  const [contacts, partners] = await prisma.$transaction([
    prisma.contactMessage.updateMany({ where: { id: { in: ids.contact } }, data }),
    prisma.partnerEnquiry.updateMany({ where: { id: { in: ids.partner } }, data }),
  ]);
  return contacts.count + partners.count;
}

/** Deletes one message for good. */
export async function deleteMessage(kind: unknown, id: unknown): Promise<void> {
  if ((kind !== "contact" && kind !== "partner") || !isRecordId(id)) throw notFound("Message not found.");
  const prisma = await db();
  const { count } =
    kind === "contact"
      ? await prisma.contactMessage.deleteMany({ where: { id } })
      : await prisma.partnerEnquiry.deleteMany({ where: { id } });
  if (count !== 1) throw notFound("Message not found.");
}

/** Marks one message read or unread. */
export async function setMessageRead(kind: unknown, id: unknown, read: boolean): Promise<void> {
  if ((kind !== "contact" && kind !== "partner") || !isRecordId(id)) throw notFound("Message not found.");
  const prisma = await db();
  const data = { readAt: read ? new Date() : null };
  const { count } =
    kind === "contact"
      ? await prisma.contactMessage.updateMany({ where: { id }, data })
      : await prisma.partnerEnquiry.updateMany({ where: { id }, data });
  if (count !== 1) throw notFound("Message not found.");
}
