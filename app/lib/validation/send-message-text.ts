// "Send Message to Subscribers" texts and limits without Zod: the admin screen needs them in the browser; the
// schema is in send-message.ts.

export const SEND_MESSAGE_TEXT = {
  required: "Please enter a message or choose an image.",
  success: "Message sent successfully!",
  failure: "Failed to send message.",
  unknownAudience: "Choose who receives the message from the list.",
} as const;

export const BROADCAST_MESSAGE_MAX = 10_000;
export const BROADCAST_SUBJECT_MAX = 150;

/** The compose step's fields in the order the screen shows them (a refusal marks and focuses the first). */
export const BROADCAST_FIELDS = ["audience", "subject", "message", "image"] as const;

export function queuedMessage(count: number): string {
  return `Message queued for ${count} subscribers.`;
}
