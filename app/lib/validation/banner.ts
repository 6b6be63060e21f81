// Banner fields besides the image files (which are checked by their bytes on the server).
import { z } from "zod";
import { isSingleLine, singleLineMessage } from "./text";

export const BANNER_DEVICES = ["large", "small"] as const;
export type BannerDevice = (typeof BANNER_DEVICES)[number];

export const BANNER_IMAGE_REQUIRED = "Please select at least one banner image.";
export const BANNER_NEW_IMAGE_REQUIRED = "No new image selected.";

/** The multipart field names of POST /api/banner and the dashboard form. */
export const BANNER_UPLOAD_FIELDS = { large: "largeBanner", small: "smallBanner" } as const;

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
