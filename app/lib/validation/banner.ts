// Banner fields besides the image files (which are checked by their bytes on the server).
import { z } from "zod";
import { BANNER_DEVICES } from "./banner-text";
import { isSingleLine, singleLineMessage } from "./text";

export * from "./banner-text";

export const bannerDevice = z.enum(BANNER_DEVICES, { error: "Device must be large or small." });

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** PUT /api/banner/:id sends `device` and an empty `title`; both optional. */
export const bannerUpdateInput = z.object({
  device: z.preprocess(blankToUndefined, bannerDevice.optional()),
  title: z
    .string({ error: "Title must be text." })
    .trim()
    .max(200, "Title must be at most 200 characters.")
    .refine(isSingleLine, singleLineMessage("Title"))
    .optional(),
});

export type BannerUpdateInput = z.output<typeof bannerUpdateInput>;
