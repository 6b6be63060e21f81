// Banner fields besides the image files (which are checked by their bytes on the server).
import { z } from "zod";
import { BANNER_DEVICE_INVALID, BANNER_DEVICES, BANNER_TITLE_NOT_TEXT, BANNER_TITLE_TOO_LONG } from "./banner-text";
import { textJson } from "./rules";
import { charactersAsSent } from "./text";

export * from "./banner-text";

export const bannerDevice = z.enum(BANNER_DEVICES, { error: BANNER_DEVICE_INVALID });

const TITLE_MAX = 200;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** PUT /api/banner/:id sends `device` and an empty `title`; both optional. */
export const bannerUpdateInput = z.object({
  device: z.preprocess(blankToUndefined, bannerDevice.optional()).meta({
    type: "string",
    pattern: `^(?:\\s*|${BANNER_DEVICES.join("|")})$`,
    description: "large or small; blank keeps it.",
  }),
  title: z
    .string({ error: BANNER_TITLE_NOT_TEXT })
    .superRefine(charactersAsSent("Title"))
    .trim()
    .max(TITLE_MAX, BANNER_TITLE_TOO_LONG)
    .meta(textJson(TITLE_MAX, { min: 0 }))
    .optional(),
});

export type BannerUpdateInput = z.output<typeof bannerUpdateInput>;
