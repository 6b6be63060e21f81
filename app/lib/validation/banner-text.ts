// Every banner text in one place, with the field names (no Zod: the admin screens need them in the browser;
// the schemas are in banner.ts).

export const BANNER_DEVICES = ["large", "small"] as const;
export type BannerDevice = (typeof BANNER_DEVICES)[number];

export const BANNER_IMAGE_REQUIRED = "Please select at least one banner image.";
export const BANNER_NEW_IMAGE_REQUIRED = "No new image selected.";

/** The multipart field names of POST /api/banner and the dashboard form. */
export const BANNER_UPLOAD_FIELDS = { large: "largeBanner", small: "smallBanner" } as const;
export const BANNER_DEVICE_INVALID = "Device must be large or small.";
export const BANNER_TITLE_NOT_TEXT = "Title must be text.";
export const BANNER_TITLE_TOO_LONG = "Title must be at most 200 characters.";
export const BANNER_DETAILS_INVALID = "The banner details are not valid.";
export const BANNER_NOT_FOUND = "Banner not found.";

// The outcomes, shared by the admin screens and the /api answers.
export const BANNERS_UPLOADED = "Banner(s) uploaded successfully!";
export const BANNER_UPDATED = "Banner updated successfully!";
export const BANNER_UPDATE_FAILED = "Failed to update banner.";
export const BANNER_DELETE_CONFIRM = "Are you sure you want to delete this banner?";
export const BANNER_DELETED = "Banner deleted successfully!";
export const BANNER_DELETE_FAILED = "Failed to delete banner.";
