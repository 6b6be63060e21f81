// Admin "Send Message to Subscribers": the message's rules, shared by the admin screen and POST /api/send-message.
import { z } from "zod";
import { ALL_SUBSCRIBERS, AUDIENCES } from "../broadcast-audience";
import { BROADCAST_MESSAGE_MAX, BROADCAST_SUBJECT_MAX, SEND_MESSAGE_TEXT } from "./send-message-text";
import { optionalText, text } from "./text";

export * from "./send-message-text";

/** The fields of a message to subscribers, each checked on its own (a draft may keep its earlier image). */
export const broadcastFields = z.object({
  message: text("The message", BROADCAST_MESSAGE_MAX, { multiline: true })
    .nullish()
    .transform((v) => v ?? ""),
  image: z
    .file()
    .nullish()
    .transform((f) => (f && f.size > 0 ? f : null))
    .meta({ description: "An image file, checked by its bytes (JPEG, PNG, WebP, AVIF, GIF)." }),
  subject: optionalText("The subject", BROADCAST_SUBJECT_MAX).meta({
    description: "The e-mail's subject; without one, the message's first line (or a greeting from the bakery).",
  }),
  audience: z
    .enum(AUDIENCES as [string, ...string[]], { error: SEND_MESSAGE_TEXT.unknownAudience })
    .nullish()
    .transform((v) => v ?? ALL_SUBSCRIBERS)
    .meta({
      description:
        'Who receives it: "all" (every verified subscriber, the default) or "waiting:<offering>" (those who asked to hear about that coming-soon offering).',
    }),
});

/** A message, an image, or both (an empty file part counts as no image); a subject and an audience if chosen. */
export const sendMessageInput = broadcastFields.refine((v) => v.message !== "" || v.image !== null, {
  message: SEND_MESSAGE_TEXT.required,
});

export type SendMessageInput = z.output<typeof sendMessageInput>;
