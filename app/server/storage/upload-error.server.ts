/**
 * A rejected upload: the status (400, 413, 415; 507 when the storage is full, 503 when it fails for a moment) and a message fit to show the
 * person who sent it.
 */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 503 | 507,
    message: string,
    /** The form field the refusal is about, when it is one field's (a form then shows it there). */
    readonly field?: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}
