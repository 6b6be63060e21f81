// Banner texts and field names without Zod: the admin screens need them in the browser; the schemas are in
// banner.ts.

export const BANNER_DEVICES = ["large", "small"] as const;
export type BannerDevice = (typeof BANNER_DEVICES)[number];

export const BANNER_IMAGE_REQUIRED = "Please select at least one banner image.";
export const BANNER_NEW_IMAGE_REQUIRED = "No new image selected.";

/** The multipart field names of POST /api/banner and the dashboard form. */
export const BANNER_UPLOAD_FIELDS = { large: "largeBanner", small: "smallBanner" } as const;
