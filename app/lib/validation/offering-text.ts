// Every offering text in one place, so each message is written once: the
// admin screens, the model's errors and the /api answers all read them from here. No Zod: the browser may
// import this file.

export const OFFERING_NAME_REQUIRED = "Offering name is required.";
export const OFFERING_NAME_NEEDS_LETTER = "Offering name must contain a letter or a digit.";
export const OFFERING_EXISTS = "An offering with that name already exists.";
export const OFFERING_NOT_FOUND = "Offering not found.";
/** The admin offering screens' 404, when the slug in the URL names none. */
export const OFFERING_SLUG_UNKNOWN = "No offering has that name.";

export const OFFERING_ADDED = "Offering added successfully!";
export const OFFERING_RENAMED = "Offering renamed successfully!";
export const OFFERING_DELETE_CONFIRM = "Are you sure you want to delete this offering?";
export const OFFERING_DELETED = "Offering and related products deleted successfully!";
export const OFFERING_DELETE_FAILED = "Failed to delete offering. Please try again.";
