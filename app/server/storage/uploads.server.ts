// Reading multipart requests. Images: @remix-run/form-data-parser (each file held in memory, so a per-file
// limit of MAX_IMAGE_MB). Videos: busboy, streamed to a temporary file and from there into storage, so a
// 500 MB upload never sits in memory. Parser errors become UploadError (400/413/415), never a 500.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import busboy from "busboy";
import { openLazyFile } from "@remix-run/fs";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { env } from "../env.server";
import { readForm } from "../http/body.server";
import { sniffVideoType, VIDEO_EXTENSIONS, type VideoType } from "./file-types.server";
import { putFile, urlForKey } from "./storage.server";
import { UploadError } from "./upload-error.server";

const MB = 1024 * 1024;

/** At most this many image files in one form (the products' limit); the front door sizes bodies from it. */
export const MAX_IMAGE_FILES = 12;

/** The largest multipart body an image route accepts, and a video route (files plus 1 MB of fields). */
export const imageFormBytes = () => MAX_IMAGE_FILES * env.MAX_IMAGE_MB * MB + MB;
export const videoFormBytes = () => Math.floor(env.MAX_VIDEO_MB * MB) + MB;

export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * Parses a form (urlencoded or multipart). Files are kept only for `imageFields`; empty file inputs are dropped.
 */
export async function readImageForm(
  request: Request,
  options: { imageFields: readonly string[]; maxFiles?: number },
): Promise<FormData> {
  if (!isMultipart(request)) return readSmallForm(request);
  const maxMb = env.MAX_IMAGE_MB;
  try {
    return await parseFormData(
      request,
      { maxFileSize: maxMb * MB, maxFiles: options.maxFiles ?? MAX_IMAGE_FILES, maxHeaderSize: 8 * 1024, maxParts: 200, maxTotalSize: imageFormBytes() },
      async (upload) => {
        if (!options.imageFields.includes(upload.fieldName)) return null;
        if (upload.size === 0 && !upload.name) return null;
        return new File([await upload.bytes()], upload.name || "image", { type: upload.type });
      },
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) throw new UploadError(413, `Images must be ${maxMb} MB or smaller.`);
    if (error instanceof MaxTotalSizeExceededError) throw new UploadError(413, `The upload is too large (at most ${MAX_IMAGE_FILES} images of ${maxMb} MB).`);
    if (error instanceof MaxFilesExceededError) throw new UploadError(400, "Too many files in one upload.");
    if (error instanceof MultipartParseError || error instanceof FormDataParseError || error instanceof TypeError) {
      throw new UploadError(400, "The upload could not be read.");
    }
    throw error;
  }
}

/** A form without files (urlencoded): at most 64 kB, whatever the route's upload limit. */
async function readSmallForm(request: Request): Promise<FormData> {
  const result = await readForm(request);
  if (!result.ok) throw new UploadError(result.status, result.status === 415 ? "Send the form as multipart/form-data." : result.message);
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
 * Streams a multipart form with one video field to a temporary file. Text fields are limited to 64 KB each.
 */
export async function readVideoForm(request: Request, videoField = "videoFile"): Promise<VideoForm> {
  if (!isMultipart(request) || !request.body) {
    const form = await readSmallForm(request);
    const fields: Record<string, string> = {};
    for (const [k, v] of form) if (typeof v === "string") fields[k] = v;
    return { fields, video: null, cleanup: async () => {} };
  }
  // busboy silently truncates without a 'limit' event when fileSize is not a whole number of bytes.
  const maxBytes = Math.max(1, Math.floor(env.MAX_VIDEO_MB * MB));
  const tooLargeError = () => new UploadError(413, `Videos must be ${env.MAX_VIDEO_MB} MB or smaller.`);
  const dir = await mkdtemp(path.join(tmpdir(), "slice-video-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let video: StagedVideo | null = null;
  const writes: Promise<void>[] = [];
  let sourceFailed = false;

  try {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: Object.fromEntries(request.headers),
        limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
      });
    } catch {
      throw new UploadError(400, "The upload could not be read.");
    }
    const done = new Promise<void>((resolve, reject) => {
      bb.on("field", (name, value) => {
        fields[name] = value;
      });
      bb.on("file", (name, stream, info) => {
        if (name !== videoField) {
          stream.resume();
          return;
        }
        const tempPath = path.join(dir, randomUUID());
        let size = 0;
        let head = Buffer.alloc(0);
        let tooLarge = false;
        stream.on("limit", () => {
          tooLarge = true;
        });
        const counter = new Transform({
          transform(chunk: Buffer, _enc, cb) {
            size += chunk.length;
            if (head.length < 16) head = Buffer.concat([head, chunk]).subarray(0, 16);
            cb(null, chunk);
          },
        });
        writes.push(
          pipeline(stream, counter, createWriteStream(tempPath)).then(() => {
            if (tooLarge || stream.truncated || size > maxBytes) throw tooLargeError();
            if (size === 0 && !info.filename) return;
            const type = sniffVideoType(head);
            if (!type) throw new UploadError(415, "Only video files (MP4, WebM or QuickTime) can be uploaded.");
            video = { tempPath, size, type, name: info.filename || "video" };
          }),
        );
      });
      bb.on("error", () => reject(new UploadError(400, "The upload could not be read.")));
      bb.on("close", () => resolve());
    });
    const source = Readable.fromWeb(request.body as never);
    source.on("error", () => {
      sourceFailed = true;
    });
    await Promise.all([pipeline(source, bb), done]);
    await Promise.all(writes);
    return { fields, video, cleanup };
  } catch (error) {
    await Promise.allSettled(writes);
    await cleanup();
    if (sourceFailed) throw new UploadError(400, "The upload was interrupted.");
    if (error instanceof UploadError) throw error;
    throw new UploadError(400, "The upload could not be read.");
  }
}

/** Moves a staged video into storage under a random key and returns its public URL. */
export async function storeVideo(staged: StagedVideo): Promise<string> {
  const key = `videos/${randomUUID().replace(/-/g, "")}.${VIDEO_EXTENSIONS[staged.type]}`;
  await putFile(key, openLazyFile(staged.tempPath, { type: staged.type, name: path.basename(key) }));
  return urlForKey(key);
}
