// The one-shot message carried across a redirect (PRG) to the next admin page. The server module
// app/server/http/flash.server.ts signs, sets and reads it; the admin layout shows it once (useAdminData().flash).

export type FlashType = "success" | "error";
export type FlashEvent = "login" | "logout";

/** Forms that show a failed plain post's message and typed values themselves (not in the layout). */
export type FlashForm = "video-upload" | "video-edit";

export type Flash = {
  id: string;
  type: FlashType;
  message: string;
  /** The spec calls this text an alert: with JavaScript the page also shows it in window.alert. */
  alert?: boolean;
  /** Lets the page run a client effect once (the isAdmin localStorage flag). */
  event?: FlashEvent;
  /** The form this (error) message belongs to: that form shows it next to its fields, the layout does not. */
  form?: FlashForm;
  /** What was typed into `form`, to fill it again. */
  values?: Record<string, string>;
};

export const FLASH_FORMS: readonly FlashForm[] = ["video-upload", "video-edit"];
/** Bounds that keep the cookie well under the browsers' 4 KB limit. */
export const FLASH_MAX_MESSAGE = 500;
export const FLASH_MAX_VALUES = 8;
export const FLASH_MAX_VALUE_CHARS = 2000;
export const FLASH_MAX_VALUES_CHARS = 2400;
