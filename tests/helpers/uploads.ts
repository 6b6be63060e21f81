// Files to upload in tests, and what ended up in UPLOADS_DIR (the fs storage tests/setup/per-file.ts sets up for
// each test file). Light on purpose: no route modules, so model tests and the e2e specs can import it too.
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const uploadsDir = () => process.env.UPLOADS_DIR!;

/** Storage keys of every stored file under UPLOADS_DIR (the fs storage keeps each key in a .meta.json beside it). */
export async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const entry of await readdir(uploadsDir(), { recursive: true })) {
    if (!entry.endsWith(".meta.json")) continue;
    keys.push((JSON.parse(await readFile(path.join(uploadsDir(), entry), "utf8")) as { key: string }).key);
  }
  return keys.sort();
}

/** Empties UPLOADS_DIR (between the tests of one file). */
export async function clearUploads(): Promise<void> {
  for (const entry of await readdir(uploadsDir()))
    await rm(path.join(uploadsDir(), entry), { recursive: true, force: true });
}

/** The storage key of an /uploads/… URL. */
export const storageKey = (url: string) => url.replace(/^\/uploads\//, "");

/** The storage keys of every variant of some stored images (banners, product images), AVIF copies included, sorted. */
export const variantKeys = (...images: { variants: { url: string; avif?: string }[] }[]) =>
  images.flatMap((image) => image.variants.flatMap((v) => (v.avif ? [v.url, v.avif] : [v.url]).map(storageKey))).sort();

/** The bytes of a real PNG of one colour (for Playwright's setInputFiles: { name, mimeType, buffer }). */
export function pngBytes(background = "#f2b544", width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A real PNG of one colour, as a File (a form field, a model's input). */
export async function png(background = "#f2b544", width = 640, height = 480, name = "photo.png"): Promise<File> {
  return new File([new Uint8Array(await pngBytes(background, width, height))], name, { type: "image/png" });
}

/** The bytes of a fake MP4: a box size, "ftypisom" at offset 4, then filler. */
export function mp4Bytes(fill = 7, size = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set([0, 0, 0, 0x20], 0);
  bytes.set(new TextEncoder().encode("ftypisom"), 4);
  return bytes;
}

/** A fake MP4 file (see mp4Bytes). */
export function mp4(fill = 7, size = 4096): File {
  return new File([mp4Bytes(fill, size)], "clip.mp4", { type: "video/mp4" });
}
