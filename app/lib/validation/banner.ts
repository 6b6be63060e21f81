// Banner fields besides the image files (which are checked by their bytes on the server).
import { z } from "zod";
import { BANNER_DEVICE_INVALID, BANNER_DEVICES, BANNER_TITLE_NOT_TEXT, BANNER_TITLE_TOO_LONG } from "./banner-text";
import { isSingleLine, singleLineMessage } from "./text";

export * from "./banner-text";

export const bannerDevice = z.enum(BANNER_DEVICES, { error: BANNER_DEVICE_INVALID });

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** PUT /api/banner/:id sends `device` and an empty `title`; both optional. */
export const bannerUpdateInput = z.object({
  device: z.preprocess(blankToUndefined, bannerDevice.optional()),
  title: z
    .string({ error: BANNER_TITLE_NOT_TEXT })
    .trim()
    .max(200, BANNER_TITLE_TOO_LONG)
    .refine(isSingleLine, singleLineMessage("Title"))
    .optional(),
});

export type BannerUpdateInput = z.output<typeof bannerUpdateInput>;
