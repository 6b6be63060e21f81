// Video title and description (the file itself is streamed and checked by its bytes on the server).
import { z } from "zod";
import { requiredText } from "./text";

import { VIDEO_UPDATE_REQUIRED } from "./video-text";

export const VIDEO_FIELDS = ["title", "description"] as const;

/** `required` is the message for a missing field (create and update word it differently). */
export function videoInput(required: string = VIDEO_UPDATE_REQUIRED) {
  return z.object({
    title: requiredText("Title", 200, { required }),
    description: requiredText("Description", 2000, { required, multiline: true }),
  });
}

export type VideoInput = z.output<ReturnType<typeof videoInput>>;
