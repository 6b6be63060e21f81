/**
 * A rejected upload: the status (400, 413, 415; 507 when the storage is full) and a message fit to show the
 * person who sent it.
 */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 507,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}
