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
    /**
     * The text fields read before the reader stopped, in the order they came: a form sent back after the
     * refusal is filled in with them (the parts after the refused one were never read).
     */
    readonly fieldsRead: readonly [string, string][] = [],
  ) {
    super(message);
    this.name = "UploadError";
  }

  /** The same refusal, with the text fields read before it. */
  after(fields: readonly [string, string][]): UploadError {
    return new UploadError(this.status, this.message, this.field, [...fields]);
  }
}
