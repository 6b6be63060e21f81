// The one-shot message carried across a redirect (PRG) to the next page. The server module
// app/server/http/flash.server.ts signs, sets and reads it. Admin pages: the admin layout shows it once
// (useAdminData().flash). Public forms without JavaScript: the form's own page reads the message that names it
// (flash.form) and shows it once, so a reload, a bookmark or a typed URL shows nothing.

/** A warning: what was asked for was done, and something it left needs the owner's eye. */
export type FlashType = "success" | "warning" | "error";
export type FlashEvent = "login" | "logout";

/** Admin forms that show a failed plain post's message and typed values themselves (not in the layout). */
export type AdminFlashForm = "video-upload" | "video-edit" | "send-message";
/** Public forms whose page shows the outcome of a plain (no-JavaScript) post; named after the page's path. */
export type PublicFlashForm = "contact-support" | "partner-with-us" | "subscribe";
export type FlashForm = AdminFlashForm | PublicFlashForm;

export type Flash = {
  id: string;
  type: FlashType;
  message: string;
  /** An alert, not only a line on the page: with JavaScript the page also shows it in window.alert. */
  alert?: boolean;
  /** Lets the page run a client effect once (the isAdmin localStorage flag). */
  event?: FlashEvent;
  /**
   * The form this message belongs to: that form (or, for a public form, its page) shows it, the admin layout
   * does not.
   */
  form?: FlashForm;
  /** What was typed into `form`, to fill it again. */
  values?: Record<string, string>;
};

export const PUBLIC_FLASH_FORMS: readonly PublicFlashForm[] = ["contact-support", "partner-with-us", "subscribe"];
export const FLASH_FORMS: readonly FlashForm[] = ["video-upload", "video-edit", "send-message", ...PUBLIC_FLASH_FORMS];
/** Bounds that keep the cookie well under the browsers' 4 KB limit. */
export const FLASH_MAX_MESSAGE = 500;
export const FLASH_MAX_VALUES = 8;
export const FLASH_MAX_VALUE_CHARS = 2000;
export const FLASH_MAX_VALUES_CHARS = 2400;
