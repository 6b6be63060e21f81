// Broadcasts: the owner's message to every verified subscriber (POST /api/send-message and the admin screen). The
// broadcast and its image are stored, and one outbox e-mail per subscriber is queued by a single INSERT ... SELECT
// in the same transaction (outbox.server.ts sends them), each with its own unsubscribe link and RFC 8058 headers.
import {
  PUBLIC_URL_MISSING,
  queuedMessage,
  SEND_MESSAGE_TEXT,
  sendMessageInput,
} from "#app/lib/validation/send-message";
import { db } from "../platform/db.server";
import { broadcastEmail } from "../email/templates.server";
import { removeImages, storeImage, type StoredImage } from "../storage/images.server";
import { emailLinkOrigin } from "../platform/public-url.server";
import { badRequest, conflict } from "./errors.server";

const UNSUBSCRIBE_PLACEHOLDER = "__SLICE_UNSUBSCRIBE_URL__";

export type BroadcastInput = { message?: string | null; image?: File | null };

export type BroadcastResult = { broadcastId: string; recipients: number; message: string };

/**
 * Stores the broadcast (and its image, as WebP variants under broadcasts/) and queues one e-mail per verified
 * subscriber with a single INSERT ... SELECT, so 10,000 subscribers cost one statement, not 10,000.
 * The links in them use PUBLIC_URL; `requestOrigin` stands in only outside production (emailLinkOrigin), and in
 * production without PUBLIC_URL nothing is stored or queued (409).
 */
export async function queueBroadcast(input: BroadcastInput, requestOrigin: string): Promise<BroadcastResult> {
  const parsed = sendMessageInput.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? SEND_MESSAGE_TEXT.required);
  const origin = emailLinkOrigin(requestOrigin);
  if (!origin) throw conflict(PUBLIC_URL_MISSING);
  const { message, image } = parsed.data;
  let stored: StoredImage | null = null;
  if (image) stored = await storeImage(new Uint8Array(await image.arrayBuffer()), "broadcasts");
  try {
    const imageUrl = stored ? (stored.url.startsWith("/") ? origin + stored.url : stored.url) : null;
    const content = broadcastEmail({ message, imageUrl, unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER });
    const prisma = await db();
    return await prisma.$transaction(async (tx) => {
      const broadcast = await tx.broadcast.create({
        data: { message, imageUrl: stored?.url ?? null },
        select: { id: true },
      });
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
        WHERE s."status" = 'verified'`;
      await tx.broadcast.update({ where: { id: broadcast.id }, data: { recipientCount: recipients } });
      return { broadcastId: broadcast.id, recipients, message: queuedMessage(recipients) };
    });
  } catch (error) {
    if (stored) await removeImages([stored]);
    throw error;
  }
}
