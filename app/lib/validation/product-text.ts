// Every product text in one place, so each message is written once: the
// admin screens, the validation, the model's errors and the /api answers read them from here. No Zod: the
// browser may import this file.

export const PRICE_REQUIRED = "Price is required.";
export const PRICE_MESSAGE = "Price must be a number of zero or more, with at most two decimals.";
export const SHOP_LINK_MESSAGE = "Shop links must be web addresses starting with http:// or https://.";
export const SHOP_LINKS_UNREADABLE = "Shop links could not be read.";
export const CATEGORY_REQUIRED = "Choose an offering.";
/** A `category` that names no offering (or is not a plausible id, slug or name). */
export const UNKNOWN_CATEGORY = "Choose an existing offering.";
export const PRODUCT_DETAILS_INVALID = "The product details are not valid.";
export const PRODUCT_NOT_FOUND = "Product not found.";

export const PRODUCT_ADDED = "Product added!";
export const PRODUCT_UPDATED = "Product updated successfully!";
export const PRODUCT_UPDATE_FAILED = "Failed to update product.";
export const PRODUCT_DELETE_CONFIRM = "Are you sure you want to delete this product?";
export const PRODUCT_DELETED = "Product deleted successfully!";
export const PRODUCT_DELETE_FAILED = "Failed to delete product.";

/** The most images one product holds, however they are added (admin form, /api). */
export const MAX_PRODUCT_IMAGES = 12;
/** A write that would take a product past MAX_PRODUCT_IMAGES: what it holds (after removals) and what came. */
/** A product form with more files than the reader takes: it stops at the first one past `moreThan`, uncounted. */
export const tooManyImagesSent = (moreThan: number) =>
  `A product can have at most ${MAX_PRODUCT_IMAGES} images: more than ${moreThan} were sent.`;

export const tooManyImages = (kept: number, sent: number) =>
  `A product can have at most ${MAX_PRODUCT_IMAGES} images: it has ${kept} and ${sent} ${sent === 1 ? "was" : "were"} sent.`;
