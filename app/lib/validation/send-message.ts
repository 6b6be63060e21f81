// Admin "Send Message to Subscribers" (site-spec.md sections 2.22, 5 and 8).
import { z } from "zod";
import { text } from "./text";

export const SEND_MESSAGE_TEXT = {
  required: "Please enter a message or choose an image.",
  success: "Message sent successfully!",
  failure: "Failed to send message.",
} as const;

export const BROADCAST_MESSAGE_MAX = 10_000;

export function queuedMessage(count: number): string {
  return `Message queued for ${count} subscribers.`;
}

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
