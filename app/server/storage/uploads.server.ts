// Reading multipart requests: one reader (busboy, which hands each file over as a stream) for every route, the
// small forms without files included (readForm, which also reads their urlencoded bodies). Images are held in
// memory with a per-file limit of MAX_IMAGE_MB; a video is streamed to a temporary file and from there into
// storage, so a 500 MB upload never sits in memory. Whatever goes wrong (a malformed part, a limit, a file
// nobody asked for, a client that goes away, the server stopping) becomes an UploadError (400/413/415/507) at
// once, never a hang or a 500, and every temporary file, descriptor and folder opened for the request is
// closed and removed before the answer goes out.
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import busboy from "busboy";
import { openLazyFile } from "@remix-run/fs";
import { MAX_PRODUCT_IMAGES, tooManyImagesSent } from "#app/lib/validation/product-text";
import { env } from "../platform/env.server";
import {
  BODY_TOO_LARGE,
  BodyError,
  type BodyRefusal,
  decodeUtf8,
  FORM_UNREADABLE,
  FORM_WRONG_TYPE,
  mediaType,
  NOT_UTF8,
  readBodyBytes,
  SMALL_BODY_BYTES,
} from "../platform/body.server";
import { sniffVideoType, VIDEO_EXTENSIONS, type VideoType } from "./file-types.server";
import { putFile, STORAGE_FULL_MESSAGE, urlForKey } from "./storage.server";
import { UploadError } from "./upload-error.server";

const MB = 1024 * 1024;

/** At most this many image files in one form (the products' limit); the front door sizes bodies from it. */
export const MAX_IMAGE_FILES = MAX_PRODUCT_IMAGES;

/**
 * The reader's file limit on a product form: one more than a product may hold, so that a form over the limit
 * reaches the model, which refuses it with the count (it alone knows how many images the product keeps). A
 * form with more files still stops the reader at the first one past this, with the product's rule in its words.
 */
export const PRODUCT_FORM_FILES = {
  maxFiles: MAX_PRODUCT_IMAGES + 1,
  tooManyFiles: tooManyImagesSent(MAX_PRODUCT_IMAGES + 1),
} as const;

/** What a form's reader keeps: files only under `imageFields`, at most `maxFiles`, refused past it in those words. */
export type ImageFormOptions = { imageFields: readonly string[]; maxFiles?: number; tooManyFiles?: string };

/** The largest multipart body an image route accepts, and a video route (files plus 1 MB of fields). */
export const imageFormBytes = () => MAX_IMAGE_FILES * env.MAX_IMAGE_MB * MB + MB;
export const videoFormBytes = () => Math.floor(env.MAX_VIDEO_MB * MB) + MB;

/** Text fields: at most this many, each at most FIELD_BYTES; parts of any kind: at most MAX_PARTS. */
const MAX_FIELDS = 100;
const FIELD_BYTES = 64 * 1024;
const MAX_PARTS = 200;

export const UPLOAD_UNREADABLE = "The upload could not be read.";
export const UPLOAD_INTERRUPTED = "The upload was interrupted.";
export const TOO_MANY_FILES = "Too many files in one upload.";

/**
 * The media type itself, not a prefix of it: `multipart/form-dataX` is another type, refused with 415 like
 * everywhere else (the /api routes check it with the same mediaType).
 */
export function isMultipart(request: Request): boolean {
  return mediaType(request) === "multipart/form-data";
}

// ---------------------------------------------------------------------------------------------------------
// Staging folders. A video is written to a folder of its own under the system's temporary folder. Every folder
// is listed here from its creation to its removal, so that stopping the server removes those of requests
// still in flight (a process that exits takes its descriptors with it, not its files).

type Staging = { dir: () => Promise<string>; remove: () => Promise<void> };
const staged = new Set<Staging>();

function newStaging(): Staging {
  let created: Promise<string> | null = null;
  let removed: Promise<void> | null = null;
  const staging: Staging = {
    dir: () => (created ??= mkdtemp(path.join(tmpdir(), "slice-video-"))),
    remove: () =>
      (removed ??= (async () => {
        if (created) await rm(await created.catch(() => ""), { recursive: true, force: true }).catch(() => {});
        staged.delete(staging);
      })()),
  };
  staged.add(staging);
  return staging;
}

/** Removes the temporary folders of every upload not yet finished (the server calls it when it stops). */
export async function removeStagedUploads(): Promise<void> {
  await Promise.all([...staged].map((staging) => staging.remove()));
}

// ---------------------------------------------------------------------------------------------------------
// The reader.

type FileRule = {
  /** The file fields the route takes; a file part under any other name (or none) is refused. */
  fields: readonly string[];
  maxFiles: number;
  /** The refusal of one file more than `maxFiles` (TOO_MANY_FILES unless the route says it better). */
  tooManyFiles?: string;
  maxFileBytes: number;
  tooLarge: UploadError;
  /** Past this many body bytes the whole upload is refused with `totalTooLarge`. */
  maxTotalBytes?: number;
  totalTooLarge?: UploadError;
  /** Files go to a temporary file (videos) instead of memory (images). */
  toDisk: boolean;
};

type ReceivedFile = {
  field: string;
  filename: string;
  type: string;
  size: number;
  /** The first bytes, for sniffing the real type. */
  head: Buffer;
  chunks: Buffer[];
  tempPath: string | null;
};

type Multipart = { fields: [string, string][]; files: ReceivedFile[]; staging: Staging };

const unreadable = () => new UploadError(400, UPLOAD_UNREADABLE);

function unexpectedFile(name: string | undefined, wanted: readonly string[]): UploadError {
  // The client's field name is echoed back: printable characters only, and short.
  const shown = (name ?? "").replace(/[^\x20-\x7e]/g, "").slice(0, 60);
  const takes =
    wanted.length === 0 ? "this form takes no files" : `send files as ${wanted.map((f) => `"${f}"`).join(" or ")}`;
  return new UploadError(
    400,
    `Unexpected file in the upload (${shown ? `field "${shown}"` : "no field name"}): ${takes}.`,
  );
}

function diskError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ENOSPC" || code === "EDQUOT" || code === "EFBIG") return new UploadError(507, STORAGE_FULL_MESSAGE);
  return unreadable();
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A field read as latin1 (its bytes) decoded as UTF-8, or null when those bytes are not UTF-8. */
function strictUtf8(latin1: string): string | null {
  try {
    return utf8.decode(Buffer.from(latin1, "latin1"));
  } catch {
    return null;
  }
}

/**
 * Reads a multipart body part by part. Resolves with the text fields and the files of `rule.fields` (in the
 * order they came); rejects with an UploadError, after closing and removing all it opened, on the first
 * problem, carrying the text fields read before it (a form comes back filled in with them). The request body is
 * never cancelled: cancelling it would destroy the socket before the answer is written (a reset instead of a 400); the front door drains or closes what the client still sends.
 */
async function readMultipart(request: Request, rule: FileRule): Promise<Multipart> {
  const staging = newStaging();
  const fields: [string, string][] = [];
  const files: ReceivedFile[] = [];
  const sinks: Promise<void>[] = [];
  const openStreams = new Set<Readable | WriteStream>();
  let failure: UploadError | null = null;
  let onFailure = () => {};
  const failed = new Promise<void>((resolve) => (onFailure = resolve));

  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send file names in UTF-8.
      defParamCharset: "utf8",
      // Text fields arrive as latin1, one character per byte, so that their bytes can be decoded strictly below:
      // a field that is not UTF-8 is refused, never stored with U+FFFD in place of what was sent.
      defCharset: "latin1",
      limits: {
        files: rule.maxFiles + 10,
        fields: MAX_FIELDS,
        fieldSize: FIELD_BYTES,
        parts: MAX_PARTS,
        headerPairs: 20,
      },
    });
  } catch {
    await staging.remove();
    throw unreadable();
  }

  const fail = (error: UploadError) => {
    if (failure) return;
    failure = error;
    bb.destroy();
    for (const stream of openStreams) stream.destroy();
    onFailure();
  };

  bb.on("error", () => fail(unreadable()));
  bb.on("filesLimit", () => fail(new UploadError(400, TOO_MANY_FILES)));
  bb.on("fieldsLimit", () => fail(new UploadError(400, "Too many fields in one upload.")));
  bb.on("partsLimit", () => fail(unreadable()));
  bb.on("field", (name, value, info) => {
    if (info.valueTruncated) fail(new UploadError(413, `A text field is longer than ${FIELD_BYTES / 1024} kB.`));
    else if (name) {
      const text = strictUtf8(value);
      if (text === null) fail(new UploadError(400, NOT_UTF8));
      else fields.push([name, text]);
    }
  });

  // A part that is not kept is read and dropped; stopping the reader destroys it with an error nobody needs.
  const skip = (stream: Readable) => stream.on("error", () => {}).resume();
  let wantedFiles = 0;
  bb.on("file", (name, stream, info) => {
    if (failure) {
      skip(stream);
      return;
    }
    const known = name !== undefined && rule.fields.includes(name);
    // A browser sends a file input left empty as a part with no filename and no bytes: not a file at all.
    if (!known && info.filename) {
      skip(stream);
      fail(unexpectedFile(name, rule.fields));
      return;
    }
    if (info.filename && ++wantedFiles > rule.maxFiles) {
      skip(stream);
      fail(new UploadError(400, rule.tooManyFiles ?? TOO_MANY_FILES, name));
      return;
    }
    const file: ReceivedFile = {
      field: name ?? "",
      filename: info.filename ?? "",
      type: info.mimeType,
      size: 0,
      head: Buffer.alloc(0),
      chunks: [],
      tempPath: null,
    };
    openStreams.add(stream);
    // Failing elsewhere (a client gone while the temporary file is being opened) destroys this part with an
    // error before anything listens to it: that must not become an uncaught exception.
    stream.on("error", () => {});
    let out: WriteStream | null = null;
    const take = (chunk: Buffer) => {
      file.size += chunk.length;
      if (file.head.length < 16) file.head = Buffer.concat([file.head, chunk]).subarray(0, 16);
      if (!known) fail(unexpectedFile(name, rule.fields));
      else if (file.size > rule.maxFileBytes) fail(rule.tooLarge);
      else if (out) return out.write(chunk);
      else file.chunks.push(chunk);
      return true;
    };
    sinks.push(
      (async () => {
        try {
          if (rule.toDisk && known) {
            // Nothing is read from the part until its temporary file is open (busboy holds the rest back).
            file.tempPath = path.join(await staging.dir(), randomUUID());
            if (failure) return;
            out = createWriteStream(file.tempPath);
            openStreams.add(out);
          }
          await new Promise<void>((resolve, reject) => {
            if (stream.destroyed) return reject(unreadable());
            out?.on("error", reject);
            out?.on("drain", () => stream.resume());
            stream.on("data", (chunk: Buffer) => {
              if (!take(chunk)) stream.pause();
            });
            stream.on("error", reject);
            stream.on("close", () => (stream.readableEnded ? resolve() : reject(unreadable())));
          });
          if (out)
            await new Promise<void>((resolve, reject) =>
              out!.end((error?: Error | null) => (error ? reject(error) : resolve())),
            );
          if (file.size > 0 || file.filename) files.push(file);
        } catch (error) {
          fail(diskError(error));
        } finally {
          openStreams.delete(stream);
          if (out) {
            if (!out.closed) {
              out.destroy();
              await new Promise<void>((resolve) => out!.once("close", () => resolve()));
            }
            openStreams.delete(out);
          }
        }
      })(),
    );
  });

  const closed = new Promise<void>((resolve) => bb.once("close", resolve));
  const reader = request.body!.getReader();
  let total = 0;
  try {
    while (!failure) {
      const next = await Promise.race([reader.read(), failed.then(() => null)]).catch(() => {
        fail(new UploadError(400, UPLOAD_INTERRUPTED));
        return null;
      });
      if (!next || failure) break;
      if (next.done) {
        bb.end();
        break;
      }
      total += next.value.length;
      if (rule.maxTotalBytes !== undefined && total > rule.maxTotalBytes) {
        fail(rule.totalTooLarge ?? rule.tooLarge);
        break;
      }
      if (!bb.write(next.value))
        await Promise.race([new Promise<void>((resolve) => bb.once("drain", () => resolve())), failed, closed]);
    }
    await Promise.race([closed, failed]);
    await Promise.all(sinks);
  } finally {
    if (failure) {
      await Promise.all(sinks);
      await staging.remove();
    }
  }
  if (failure) throw (failure as UploadError).after(fields);
  return { fields, files, staging };
}

// ---------------------------------------------------------------------------------------------------------
// Small forms without files (contact, partner, subscribe, sign-in, order status…).

export type FormResult = { ok: true; form: FormData } | ({ ok: false } & BodyRefusal);

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

/**
 * Reads a small form (urlencoded or multipart), at most `maxBytes`. A multipart body goes through the upload
 * reader, taking no files: a file part is refused with a 400 naming its field, and a malformed body is
 * answered at once even while the client is still sending. An empty urlencoded body is an empty form; a body
 * of any other type is refused with 415, one that is too large with 413, one that cannot be parsed with 400.
 * Never throws for anything the client sent.
 */
export async function readForm(request: Request, options: { maxBytes?: number } = {}): Promise<FormResult> {
  const type = mediaType(request);
  const maxBytes = options.maxBytes ?? SMALL_BODY_BYTES;
  if (type === "multipart/form-data") return readMultipartForm(request, maxBytes);
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyError)
      return { ok: false, status: error.status, message: error.status === 413 ? BODY_TOO_LARGE : FORM_UNREADABLE };
    throw error;
  }
  const form = new FormData();
  if (bytes.byteLength === 0) return { ok: true, form };
  if (type !== "application/x-www-form-urlencoded") return { ok: false, status: 415, message: FORM_WRONG_TYPE };
  let parsed: FormData;
  try {
    if (!isUtf8UrlEncoded(decodeUtf8(bytes))) throw new BodyError(400, NOT_UTF8);
    parsed = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": request.headers.get("content-type") ?? type },
    }).formData();
  } catch (error) {
    return { ok: false, status: 400, message: error instanceof BodyError ? error.message : FORM_UNREADABLE };
  }
  for (const [name, value] of parsed) if (typeof value === "string") form.append(name, value);
  return { ok: true, form };
}

async function readMultipartForm(request: Request, maxBytes: number): Promise<FormResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, status: 413, message: BODY_TOO_LARGE };
  if (!request.body || request.bodyUsed) return { ok: false, status: 400, message: FORM_UNREADABLE };
  const tooLarge = new UploadError(413, BODY_TOO_LARGE);
  try {
    const { fields, staging } = await readMultipart(request, {
      fields: [],
      maxFiles: 0,
      maxFileBytes: 0,
      tooLarge,
      maxTotalBytes: maxBytes,
      totalTooLarge: tooLarge,
      toDisk: false,
    });
    await staging.remove();
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    return { ok: true, form };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    if (error.status === 413) return { ok: false, status: 413, message: BODY_TOO_LARGE };
    // A body the reader cannot parse gets the pages' own wording, the one they already show for a form they
    // cannot read: the person filled in a form and uploaded nothing, so "the upload" would puzzle them. The
    // reader's other refusals (a file part, text that is not UTF-8) say what was wrong and pass as they are.
    const unreadable = error.message === UPLOAD_UNREADABLE || error.message === UPLOAD_INTERRUPTED;
    return { ok: false, status: 400, message: unreadable ? FORM_UNREADABLE : error.message };
  }
}

// ---------------------------------------------------------------------------------------------------------
// The routes' two shapes: a FormData with image Files, and a video staged on disk.

/**
 * Parses a form (urlencoded or multipart). Files are kept only for `imageFields` (a file under another name is
 * refused); empty file inputs are dropped.
 */
export async function readImageForm(request: Request, options: ImageFormOptions): Promise<FormData> {
  if (!isMultipart(request) || !request.body) return readSmallForm(request);
  const maxMb = env.MAX_IMAGE_MB;
  const { fields, files, staging } = await readMultipart(request, {
    fields: options.imageFields,
    maxFiles: options.maxFiles ?? MAX_IMAGE_FILES,
    tooManyFiles: options.tooManyFiles,
    maxFileBytes: maxMb * MB,
    tooLarge: new UploadError(413, `Images must be ${maxMb} MB or smaller.`),
    maxTotalBytes: imageFormBytes(),
    totalTooLarge: new UploadError(413, `The upload is too large (at most ${MAX_IMAGE_FILES} images of ${maxMb} MB).`),
    toDisk: false,
  });
  await staging.remove();
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files)
    form.append(
      file.field,
      new File([new Uint8Array(Buffer.concat(file.chunks))], file.filename || "image", { type: file.type }),
    );
  return form;
}

/** A form without files (urlencoded): at most 64 kB, whatever the route's upload limit. */
async function readSmallForm(request: Request): Promise<FormData> {
  const result = await readForm(request);
  if (!result.ok)
    throw new UploadError(
      result.status,
      result.status === 415 ? "Send the form as multipart/form-data." : result.message,
    );
  return result.form;
}

export type StagedVideo = { tempPath: string; size: number; type: VideoType; name: string };

export type VideoForm = {
  fields: Record<string, string>;
  video: StagedVideo | null;
  /** Deletes the temporary file (always call it, in a finally). */
  cleanup: () => Promise<void>;
};

/**
 * Streams a multipart form with one video field to a temporary file, wherever that field stands among the
 * parts. Text fields are limited to 64 kB each.
 */
export async function readVideoForm(request: Request, videoField = "videoFile"): Promise<VideoForm> {
  if (!isMultipart(request) || !request.body) {
    const form = await readSmallForm(request);
    const fields: Record<string, string> = {};
    for (const [k, v] of form) if (typeof v === "string") fields[k] = v;
    return { fields, video: null, cleanup: async () => {} };
  }
  const { fields, files, staging } = await readMultipart(request, {
    fields: [videoField],
    maxFiles: 1,
    maxFileBytes: Math.max(1, Math.floor(env.MAX_VIDEO_MB * MB)),
    tooLarge: new UploadError(413, `Videos must be ${env.MAX_VIDEO_MB} MB or smaller.`),
    toDisk: true,
  });
  const [file] = files;
  let video: StagedVideo | null = null;
  if (file?.tempPath) {
    const type = sniffVideoType(file.head);
    if (!type) {
      await staging.remove();
      throw new UploadError(415, "Only video files (MP4, WebM or QuickTime) can be uploaded.");
    }
    video = { tempPath: file.tempPath, size: file.size, type, name: file.filename || "video" };
  }
  return { fields: Object.fromEntries(fields), video, cleanup: staging.remove };
}

/** Moves a staged video into storage under a random key and returns its public URL. */
export async function storeVideo(staged: StagedVideo): Promise<string> {
  const key = `videos/${randomUUID().replace(/-/g, "")}.${VIDEO_EXTENSIONS[staged.type]}`;
  await putFile(key, openLazyFile(staged.tempPath, { type: staged.type, name: path.basename(key) }));
  return urlForKey(key);
}
