// Every stored image goes through here: type checked by its bytes, re-encoded to WebP at a few widths with
// sharp (so pages can use srcset and nothing the owner uploads is served as-is), and stored under a random key.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { ImageVariant } from "#app/lib/images";
import { UploadError } from "./upload-error.server";
import { sniffImageType } from "./file-types.server";
import { putFile, removeStoredUrls, urlForKey } from "./storage.server";

export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export type StoredImage = { url: string; variants: ImageVariant[] };

export type ImageFolder = "products" | "banners" | "broadcasts" | "offerings";

/** The widths an image of `width` pixels is stored at: the standard ones it reaches, plus its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

export type EncodedVariant = { width: number; bytes: Uint8Array<ArrayBuffer> };

/** Stores WebP variants under one random id; on any failure removes what it stored and throws. */
async function putVariants(folder: ImageFolder, encoded: EncodedVariant[]): Promise<StoredImage> {
  const id = randomUUID().replace(/-/g, "");
  const variants: ImageVariant[] = [];
  try {
    for (const { width, bytes } of [...encoded].sort((a, b) => a.width - b.width)) {
      const key = `${folder}/${id}-${width}.webp`;
      await putFile(key, new File([bytes], `${id}-${width}.webp`, { type: "image/webp" }));
      variants.push({ width, url: urlForKey(key) });
    }
  } catch (error) {
    await removeStoredUrls(variants.map((v) => v.url));
    throw error;
  }
  if (variants.length === 0) throw new UploadError(400, "That image file could not be processed.");
  return { url: variants[variants.length - 1]!.url, variants };
}

export async function storeImage(bytes: Uint8Array, folder: ImageFolder): Promise<StoredImage> {
  if (!sniffImageType(bytes)) {
    throw new UploadError(415, "Only image files (JPEG, PNG, WebP, AVIF or GIF) can be uploaded.");
  }
  let width: number;
  try {
    const meta = await sharp(bytes).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
  } catch {
    throw new UploadError(400, "That image file could not be read.");
  }
  if (!width) throw new UploadError(400, "That image file could not be read.");
  const encoded: EncodedVariant[] = [];
  try {
    for (const w of variantWidths(width)) {
      const out = await sharp(bytes).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      encoded.push({ width: w, bytes: new Uint8Array(out) });
    }
  } catch {
    throw new UploadError(400, "That image file could not be processed.");
  }
  return putVariants(folder, encoded);
}

/** Stores WebP variants encoded ahead of time from our own artwork (the demo seed): no decoding at start. */
export function storePreparedImage(folder: ImageFolder, variants: EncodedVariant[]): Promise<StoredImage> {
  return putVariants(folder, variants);
}

/** Removes every variant of stored images. */
export async function removeImages(images: { url: string; variants: unknown }[]) {
  const urls = new Set<string>();
  for (const image of images) {
    urls.add(image.url);
    if (Array.isArray(image.variants)) {
      for (const v of image.variants as ImageVariant[]) if (v && typeof v.url === "string") urls.add(v.url);
    }
  }
  await removeStoredUrls(urls);
}
