// Reading request bodies, bounded. The front door (front-door.server.ts) already refuses a body over its
// route's limit before anything reads it; these readers apply the same limits again so that a route is safe
// on its own (tests call actions with plain Request objects), and they turn a body of the wrong type into a
// clear refusal instead of the TypeError that `request.formData()` throws (a 500 in the page). Forms are read
// by readForm in storage/uploads.server.ts, next to the multipart reader it shares with the uploads.

/** Small forms, JSON bodies and admin forms without files. */
export const SMALL_BODY_BYTES = 64 * 1024;

export type BodyRefusal = { status: 400 | 413 | 415; message: string };

export const BODY_TOO_LARGE = "The request body is too large.";
export const FORM_UNREADABLE = "The form could not be read. Please try again.";
export const FORM_WRONG_TYPE = "The form was not sent as a web form. Please use the form on the page.";

export class BodyError extends Error implements BodyRefusal {
  constructor(
    readonly status: BodyRefusal["status"],
    message: string,
  ) {
    super(message);
    this.name = "BodyError";
  }
}

/** The media type of a Content-Type value, lower-cased, without parameters ("" when absent). */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The media type of the request's Content-Type (see mediaTypeOf). */
export function mediaType(request: Request): string {
  return mediaTypeOf(request.headers.get("content-type"));
}

/** `application/json` or any `+json` type (RFC 6839), with or without parameters. */
export function isJsonType(type: string): boolean {
  return type === "application/json" || /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+\+json$/.test(type);
}

/**
 * Reads the whole body, counting bytes as they arrive: a Content-Length over `maxBytes` is refused before
 * anything is read, and a body that grows past it is refused at that chunk (413). Reading stops there
 * without cancelling the stream: cancelling would destroy the socket before the answer is written (the
 * front door then closes the connection after the answer, see front-door.server.ts).
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw new BodyError(413, BODY_TOO_LARGE);
  if (!request.body) return new Uint8Array(0);
  if (request.bodyUsed) throw new BodyError(400, FORM_UNREADABLE);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new BodyError(413, BODY_TOO_LARGE);
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyError) throw error;
    throw new BodyError(400, "The request body could not be read.");
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export const NOT_UTF8 = "The request body is not valid UTF-8 text.";

/**
 * Decodes UTF-8 strictly: a byte sequence that is not UTF-8 is a 400, not text with U+FFFD in its place (what
 * was stored would not be what was sent).
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError(400, NOT_UTF8);
  }
}
