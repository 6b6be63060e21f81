// Contact messages and partnership enquiries: stored, listed in the admin inbox, and e-mailed to OWNER_EMAIL
// (when set) through the outbox in the same transaction. The /contact-support and /partner-with-us actions and
// POST /api/contact, /api/partner-contact all call these.
import type { Prisma } from "#app/generated/prisma/client";
import type { ContactInput } from "#app/lib/validation/contact";
import type { PartnerInput } from "#app/lib/validation/partner";
import { db } from "../db.server";
import { env } from "../env.server";
import { contactNotificationEmail, partnerNotificationEmail, type EmailContent } from "../email/templates.server";
import { isRecordId, notFound } from "./errors.server";
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
    (tx) => tx.contactMessage.create({ data: { ...commonFields(input), subject: input.subject }, select: { id: true } }),
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

/** Both kinds of message, newest first. */
export async function listInbox(limit = 200): Promise<InboxItem[]> {
  const prisma = await db();
  const [contacts, partners] = await Promise.all([
    prisma.contactMessage.findMany({ orderBy: { createdAt: "desc" }, take: limit }),
    prisma.partnerEnquiry.findMany({ orderBy: { createdAt: "desc" }, take: limit }),
  ]);
  const items: InboxItem[] = [
    ...contacts.map((c) => ({
      kind: "contact" as const,
      id: c.id,
      fullName: c.fullName,
      email: c.email,
      phone: c.phone,
      topic: c.subject,
      website: null,
      message: c.message,
      read: c.readAt !== null,
      createdAt: c.createdAt,
    })),
    ...partners.map((p) => ({
      kind: "partner" as const,
      id: p.id,
      fullName: p.fullName,
      email: p.email,
      phone: p.phone,
      topic: `${p.partnershipType} · ${p.companyName}`,
      website: p.website,
      message: p.message,
      read: p.readAt !== null,
      createdAt: p.createdAt,
    })),
  ];
  return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id)).slice(0, limit);
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
