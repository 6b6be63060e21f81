/** A rejected upload: the status (400, 413, 415) and a message fit to show the person who sent it. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}
