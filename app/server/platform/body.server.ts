// Reading request bodies, bounded. The front door (front-door.server.ts) already refuses a body over its
// route's limit before anything reads it; these readers apply the same limits again so that a route is safe
// on its own (tests call actions with plain Request objects), and they turn a body of the wrong type into a
// clear refusal instead of the TypeError that `request.formData()` throws (a 500 in the page).

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

/** The media type of the request's Content-Type, lower-cased, without parameters ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
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

/** The U+FFFD replacement character, as UTF-8 bytes. */
const REPLACEMENT_BYTES = new TextEncoder().encode("\uFFFD");

function containsBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * True when every name and value of a urlencoded body is UTF-8 once its percent escapes are decoded
 * (decodeURIComponent refuses any other byte sequence, where the form parser would put U+FFFD).
 */
function isUtf8UrlEncoded(text: string): boolean {
  try {
    for (const pair of text.split("&")) decodeURIComponent(pair.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

export type FormResult = { ok: true; form: FormData } | ({ ok: false } & BodyRefusal);

/**
 * Reads a small form (urlencoded or multipart), at most `maxBytes`. Only text fields are kept: a file part in
 * a form that takes no files is dropped (it would otherwise read as "[object File]"). An empty body is an
 * empty form; a body of any other type is refused with 415, one that is too large with 413, one that cannot
 * be parsed with 400. Never throws for anything the client sent.
 */
export async function readForm(request: Request, options: { maxBytes?: number } = {}): Promise<FormResult> {
  const type = mediaType(request);
  const maxBytes = options.maxBytes ?? SMALL_BODY_BYTES;
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyError)
      return { ok: false, status: error.status, message: error.status === 413 ? BODY_TOO_LARGE : FORM_UNREADABLE };
    throw error;
  }
  const form = new FormData();
  if (bytes.byteLength === 0 && type !== "multipart/form-data") return { ok: true, form };
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return { ok: false, status: 415, message: FORM_WRONG_TYPE };
  }
  let parsed: FormData;
  try {
    const contentType = request.headers.get("content-type") ?? type;
    if (type === "application/x-www-form-urlencoded" && !isUtf8UrlEncoded(decodeUtf8(bytes)))
      throw new BodyError(400, NOT_UTF8);
    parsed = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": contentType },
    }).formData();
  } catch (error) {
    return { ok: false, status: 400, message: error instanceof BodyError ? error.message : FORM_UNREADABLE };
  }
  // A multipart text part that was not UTF-8 comes out of the parser with U+FFFD where the bad bytes were: a
  // U+FFFD the client did not send (its bytes are nowhere in the body) means the body was not UTF-8.
  const sentReplacement = type !== "multipart/form-data" || containsBytes(bytes, REPLACEMENT_BYTES);
  for (const [name, value] of parsed) {
    if (typeof value !== "string") continue;
    if (!sentReplacement && (value.includes("\uFFFD") || name.includes("\uFFFD")))
      return { ok: false, status: 400, message: NOT_UTF8 };
    form.append(name, value);
  }
  return { ok: true, form };
}
