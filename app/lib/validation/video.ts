// Video title and description (the file itself is streamed and checked by its bytes on the server).
import { z } from "zod";
import { hasNoNul, NUL_MESSAGE } from "./text";

export const VIDEO_CREATE_REQUIRED = "Please fill all fields and select a video.";
export const VIDEO_UPDATE_REQUIRED = "Title and description are required.";
export const VIDEO_FIELDS = ["title", "description"] as const;

function text(max: number, label: string, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(hasNoNul, NUL_MESSAGE);
}

/** `required` is the spec's message for a missing field (create and update word it differently). */
export function videoInput(required: string = VIDEO_UPDATE_REQUIRED) {
  return z.object({
    title: text(200, "Title", required),
    description: text(2000, "Description", required),
  });
}

export type VideoInput = z.output<ReturnType<typeof videoInput>>;

// The spec's outcome texts (site-spec section 8, Videos).
export const VIDEO_UPLOADED = "Video uploaded successfully!";
export const VIDEO_UPDATED = "Video updated successfully!";
export const VIDEO_UPDATE_FAILED = "Failed to update video";
