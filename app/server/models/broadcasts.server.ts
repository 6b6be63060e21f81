// Broadcasts: the owner's message to subscribers (POST /api/send-message and the admin screen). The broadcast and
// its image are stored, and one outbox e-mail per recipient is queued by a single INSERT ... SELECT in the same
// transaction (outbox.server.ts sends them), each with its own unsubscribe link and RFC 8058 headers.
// The admin screen goes through a draft first: saved, previewed with the real template, test-sent to the owner
// and its recipients counted, then queued once. The API queues at once. Recipients are every verified subscriber
// or, for a "waiting:<slug>" audience, those who asked to hear about that coming-soon offering.
import type { Prisma, PrismaClient } from "#app/generated/prisma/client";
import { audienceLabel, audienceSlug, AUDIENCES } from "#app/lib/broadcast-audience";
import {
  BROADCAST_FIELDS,
  broadcastFields,
  queuedMessage,
  SEND_MESSAGE_TEXT,
  sendMessageInput,
} from "#app/lib/validation/send-message";
import { db } from "../platform/db.server";
import { broadcastEmail, type EmailContent } from "../email/templates.server";
import { headerText } from "../email/headers.server";
import { removeImageAt, removeImages, storeImage, type StoredImage } from "../storage/images.server";
import { badRequest, conflict, invalidInput, isRecordId, notFound } from "./errors.server";
import { enqueueEmail } from "./outbox.server";

const DRAFT_CHANGED = "This draft was sent or changed meanwhile: open it again.";
const UNSUBSCRIBE_PLACEHOLDER = "__SLICE_UNSUBSCRIBE_URL__";
/** The unsubscribe link in a preview or a test copy: a token no subscriber has, so following it changes nothing. */
const SAMPLE_TOKEN = "preview";

export type BroadcastInput = {
  message?: string | null;
  image?: File | null;
  subject?: string | null;
  audience?: string | null;
};

export type BroadcastResult = { broadcastId: string; recipients: number; message: string };

type Tx = Prisma.TransactionClient;
type BroadcastRow = { id: string; subject: string | null; message: string; imageUrl: string | null; audience: string };

const absolute = (origin: string, url: string | null) => (url?.startsWith("/") ? origin + url : url);

/** Who an audience reaches now: verified subscribers, limited to those waiting for its offering if it names one. */
function recipientsWhere(audience: string): Prisma.SubscriberWhereInput {
  const slug = audienceSlug(audience);
  return { status: "verified", ...(slug ? { waitingFor: { has: slug } } : {}) };
}

export async function countRecipients(audience: string): Promise<number> {
  return (await db()).subscriber.count({ where: recipientsWhere(audience) });
}

/** Every audience the owner can choose, with its label and how many it reaches now. */
export async function listAudiences(): Promise<{ value: string; label: string; count: number }[]> {
  return Promise.all(
    AUDIENCES.map(async (value) => ({ value, label: audienceLabel(value), count: await countRecipients(value) })),
  );
}

/** The e-mail one recipient gets (the real template), with `unsubscribeUrl` in its links. */
function contentFor(broadcast: BroadcastRow, origin: string, unsubscribeUrl: string): EmailContent {
  return broadcastEmail({
    message: broadcast.message,
    subject: broadcast.subject,
    imageUrl: absolute(origin, broadcast.imageUrl),
    unsubscribeUrl,
  });
}

/** Queues one e-mail per recipient of `broadcast` (one statement) and records the count. */
async function queueEmails(tx: Tx, broadcast: BroadcastRow, origin: string): Promise<number> {
  const content = contentFor(broadcast, origin, UNSUBSCRIBE_PLACEHOLDER);
  const slug = audienceSlug(broadcast.audience);
  const now = new Date().toISOString();
  const base = `${origin}/unsubscribe?token=`;
  const recipients = await tx.$executeRaw`
    INSERT INTO "OutboxEmail"
      ("id", "kind", "to", "subject", "text", "html", "headers", "status", "attempts", "nextAttemptAt",
       "idempotencyKey", "broadcastId", "createdAt", "updatedAt")
    SELECT
      'em' || replace(gen_random_uuid()::text, '-', ''),
      'broadcast',
      s."email",
      ${content.subject},
      replace(${content.text}, ${UNSUBSCRIBE_PLACEHOLDER}, ${base} || s."unsubscribeToken"),
      replace(${content.html}, ${UNSUBSCRIBE_PLACEHOLDER}, ${base} || s."unsubscribeToken"),
      jsonb_build_object(
        'List-Unsubscribe', '<' || ${base} || s."unsubscribeToken" || '>',
        'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'
      ),
      'pending',
      0,
      CAST(${now} AS timestamp(3)),
      'broadcast-' || ${broadcast.id} || '-' || s."id",
      ${broadcast.id},
      CAST(${now} AS timestamp(3)),
      CAST(${now} AS timestamp(3))
    FROM "Subscriber" s
    WHERE s."status" = 'verified' AND (${slug}::text IS NULL OR ${slug}::text = ANY(s."waitingFor"))`;
  await tx.broadcast.update({ where: { id: broadcast.id }, data: { recipientCount: recipients } });
  return recipients;
}

/**
 * The one width a broadcast's image is stored at (or its own, if narrower). The e-mail is at most 560 px wide and
 * shows the picture at 504 px, so twice that is sharp on 2x screens and 1200 leaves a little room; the other
 * widths a page's srcset uses would be files no e-mail refers to, and a broadcast has no page.
 */
const BROADCAST_IMAGE_WIDTH = 1200;

async function storeUpload(image: File | null): Promise<StoredImage | null> {
  if (!image) return null;
  return storeImage(new Uint8Array(await image.arrayBuffer()), "broadcasts", {
    widths: (width) => [Math.min(width, BROADCAST_IMAGE_WIDTH)],
  });
}

/** Runs `write` with the new image stored; if it fails, the image goes again. */
async function withStoredImage<T>(image: File | null, write: (stored: StoredImage | null) => Promise<T>) {
  const stored = await storeUpload(image);
  try {
    return await write(stored);
  } catch (error) {
    if (stored) await removeImages([stored]);
    throw error;
  }
}

const broadcastSelect = { id: true, subject: true, message: true, imageUrl: true, audience: true } as const;

/**
 * Stores the broadcast (and its image, one WebP file under broadcasts/) and queues one e-mail per recipient
 * with a single INSERT ... SELECT, so 10,000 subscribers cost one statement, not 10,000.
 * `origin` starts every link in them: the owner's e-mail origin (ownerEmailOrigin), never a visitor's Host.
 */
export async function queueBroadcast(input: BroadcastInput, origin: string): Promise<BroadcastResult> {
  const parsed = sendMessageInput.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? SEND_MESSAGE_TEXT.required);
  const { message, image, subject, audience } = parsed.data;
  return withStoredImage(image, async (stored) =>
    (await db()).$transaction(async (tx) => {
      const broadcast = await tx.broadcast.create({
        data: { message, subject, audience, imageUrl: stored?.url ?? null, status: "queued", queuedAt: new Date() },
        select: broadcastSelect,
      });
      const recipients = await queueEmails(tx, broadcast, origin);
      return { broadcastId: broadcast.id, recipients, message: queuedMessage(recipients) };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Drafts (the admin screen: write, review, test, send)

export type DraftInput = BroadcastInput & {
  /** The draft being edited, if any: its image stays unless a new one is chosen or `removeImage` is set. */
  id?: string | null;
  removeImage?: boolean;
};

export type BroadcastDraft = BroadcastRow & {
  status: "draft" | "queued";
  /** The subject as sent (the owner's, or the one derived from the message). */
  sentSubject: string;
  audienceLabel: string;
  recipients: number;
  /** The e-mail as a recipient sees it (the real template; its unsubscribe link names no one). */
  preview: EmailContent;
};

async function findDraft(tx: Tx | PrismaClient, id: unknown) {
  if (!isRecordId(id)) return null;
  return tx.broadcast.findFirst({ where: { id, status: "draft" }, select: broadcastSelect });
}

/**
 * Saves the owner's message as a draft (a new one, or the draft `id` again) and returns its id. Refused like a
 * send: a message or an image is needed.
 */
export async function saveBroadcastDraft(input: DraftInput): Promise<{ id: string }> {
  const parsed = broadcastFields.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, BROADCAST_FIELDS, SEND_MESSAGE_TEXT.required);
  const { message, image, subject, audience } = parsed.data;
  const prisma = await db();
  const earlier = input.id ? await findDraft(prisma, input.id) : null;
  const keptImage = image || input.removeImage ? null : (earlier?.imageUrl ?? null);
  // Nothing to send: the message is the field to fill (an image would do too, as the message says).
  if (!message && !image && !keptImage)
    throw badRequest(SEND_MESSAGE_TEXT.required, undefined, { message: SEND_MESSAGE_TEXT.required });
  const saved = await withStoredImage(image, async (stored) => {
    const data = { message, subject: subject ?? null, audience, imageUrl: stored?.url ?? keptImage };
    if (!earlier) return prisma.broadcast.create({ data: { ...data, status: "draft" }, select: { id: true } });
    // Only the draft as read: one queued, deleted or given another image meanwhile is not overwritten, so a queued
    // broadcast keeps its image and the image deleted below is the one this save replaced.
    const { count } = await prisma.broadcast.updateMany({
      where: { id: earlier.id, status: "draft", imageUrl: earlier.imageUrl },
      data,
    });
    if (count !== 1) throw conflict(DRAFT_CHANGED);
    return { id: earlier.id };
  });
  // Only now that the update has committed: had it failed, the draft would still show the earlier image.
  if (earlier?.imageUrl && earlier.imageUrl !== keptImage) await removeImageAt(earlier.imageUrl);
  return saved;
}

/**
 * A draft not saved for this long is deleted with its image. 30 days: the owner writes a message for this week's
 * bakes, so a month-old draft is abandoned, yet a holiday away does not cost one still meant to be sent.
 */
export const DRAFT_KEPT_DAYS = 30;

/**
 * Deletes drafts last saved more than DRAFT_KEPT_DAYS before `now`, then their images (a background job; up to
 * 200 a run). Returns how many were deleted.
 */
export async function deleteAbandonedDrafts(now = new Date()): Promise<number> {
  const prisma = await db();
  const before = new Date(now.getTime() - DRAFT_KEPT_DAYS * 86_400_000);
  const due = await prisma.broadcast.findMany({
    where: { status: "draft", updatedAt: { lt: before } },
    select: { id: true, imageUrl: true, updatedAt: true },
    orderBy: { updatedAt: "asc" },
    take: 200,
  });
  let done = 0;
  for (const draft of due) {
    // Only the draft as read: one saved or queued meanwhile stays. Of several processes, only the one whose
    // delete took the row removes its image.
    const { count } = await prisma.broadcast.deleteMany({
      where: { id: draft.id, status: "draft", updatedAt: draft.updatedAt },
    });
    if (count !== 1) continue;
    if (draft.imageUrl) await removeImageAt(draft.imageUrl);
    done += 1;
  }
  return done;
}

/** A broadcast with its preview (links from `origin`) and its recipients counted now; null for an unknown id. */
export async function getBroadcastDraft(id: unknown, origin: string): Promise<BroadcastDraft | null> {
  if (!isRecordId(id)) return null;
  const row = await (
    await db()
  ).broadcast.findUnique({ where: { id }, select: { ...broadcastSelect, status: true, recipientCount: true } });
  if (!row) return null;
  const preview = contentFor(row, origin, `${origin}/unsubscribe?token=${SAMPLE_TOKEN}`);
  const { recipientCount, ...broadcast } = row;
  return {
    ...broadcast,
    sentSubject: preview.subject,
    audienceLabel: audienceLabel(row.audience),
    recipients: row.status === "draft" ? await countRecipients(row.audience) : recipientCount,
    preview,
  };
}

/** Queues one copy of a draft to `to` (the owner), marked as a test in its subject. The draft stays a draft. */
export async function sendBroadcastTest(id: unknown, to: string | undefined, origin: string) {
  if (!to) throw conflict("Set OWNER_EMAIL to send yourself a test.");
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const draft = await findDraft(tx, id);
    if (!draft) throw notFound("This message is no longer a draft.");
    const content = contentFor(draft, origin, `${origin}/unsubscribe?token=${SAMPLE_TOKEN}`);
    await enqueueEmail(tx, {
      kind: "broadcast-test",
      to,
      content: { ...content, subject: headerText(`[Test] ${content.subject}`) },
      broadcastId: draft.id,
    });
  });
  return { to };
}

/**
 * Queues a draft to its audience, once: the draft becomes `queued` by a conditional update before anything is
 * queued, so a second click (or a second tab) finds no draft and queues nothing.
 */
export async function queueBroadcastDraft(id: unknown, origin: string): Promise<BroadcastResult> {
  return (await db()).$transaction(async (tx) => {
    const draft = await findDraft(tx, id);
    if (!draft) throw conflict("This message was already sent or no longer exists.");
    const { count } = await tx.broadcast.updateMany({
      where: { id: draft.id, status: "draft" },
      data: { status: "queued", queuedAt: new Date() },
    });
    if (count !== 1) throw conflict("This message was already sent or no longer exists.");
    const recipients = await queueEmails(tx, draft, origin);
    return { broadcastId: draft.id, recipients, message: queuedMessage(recipients) };
  });
}
