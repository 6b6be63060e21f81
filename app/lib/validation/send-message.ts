// Admin "Send Message to Subscribers": the message's rules, shared by the admin screen and POST /api/send-message.
import { z } from "zod";
import { BROADCAST_MESSAGE_MAX, SEND_MESSAGE_TEXT } from "./send-message-text";
import { text } from "./text";

export * from "./send-message-text";

/** A message, an image, or both (an empty file part counts as no image). */
export const sendMessageInput = z
  .object({
    message: text("The message", BROADCAST_MESSAGE_MAX, { multiline: true })
      .nullish()
      .transform((v) => v ?? ""),
    image: z
      .file()
      .nullish()
      .transform((f) => (f && f.size > 0 ? f : null))
      .meta({ description: "An image file, checked by its bytes (JPEG, PNG, WebP, AVIF, GIF)." }),
  })
  .refine((v) => v.message !== "" || v.image !== null, { message: SEND_MESSAGE_TEXT.required });

export type SendMessageInput = z.output<typeof sendMessageInput>;
