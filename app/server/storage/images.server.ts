// Every stored image goes through here: type checked by its bytes, re-encoded to WebP at a few widths with
// sharp (so pages can use srcset and nothing the owner uploads is served as-is), and stored under a random key.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { ImageVariant } from "#app/lib/images";
import { UploadError } from "./upload-error.server";
import { sniffImageType } from "./file-types.server";
import { putFile, removeStoredUrls, urlForKey } from "./storage.server";

/** Images over 40 megapixels are refused before they are decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = "Images must be at most 40 megapixels (for example 8000 x 5000 pixels).";

/**
 * The widths every stored image is kept at (each no wider than the original). 720: a picture across a phone's page
 * (330-400 CSS px inside the side padding) at a device pixel ratio up to about 1.8 fetches it, about a third fewer
 * bytes than the 960 px one it took before.
 */
export const IMAGE_WIDTHS = [480, 720, 960, 1600] as const;

export type StoredImage = { url: string; variants: ImageVariant[] };

export type ImageFolder = "products" | "banners" | "broadcasts" | "offerings" | "orders";

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

export type StoreImageOptions = {
  /**
   * The widths to store for an image `width` pixels wide (default variantWidths). A use that shows one size only
   * stores that one, so no file is written that nothing refers to.
   */
  widths?: (width: number) => number[];
};

export async function storeImage(
  bytes: Uint8Array,
  folder: ImageFolder,
  { widths = variantWidths }: StoreImageOptions = {},
): Promise<StoredImage> {
  if (!sniffImageType(bytes)) {
    throw new UploadError(415, "Only image files (JPEG, PNG, WebP, AVIF or GIF) can be uploaded.");
  }
  let width: number;
  let pixels: number;
  try {
    // metadata() reads the header only: the size is known before a pixel is decoded.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    pixels = (meta.width ?? 0) * (meta.height ?? 0); // the first frame: the only one decoded
  } catch {
    throw new UploadError(400, "That image file could not be read.");
  }
  if (!width) throw new UploadError(400, "That image file could not be read.");
  if (pixels > MAX_IMAGE_PIXELS) throw new UploadError(413, IMAGE_TOO_MANY_PIXELS);
  const encoded: EncodedVariant[] = [];
  try {
    for (const w of new Set(widths(width))) {
      const out = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
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

/**
 * Removes an image that a record knows by one URL only (its largest variant), with the smaller standard widths it
 * may also have been stored at under the same id (a missing file is no error).
 */
export async function removeImageAt(url: string) {
  const match = /^(.*\/[a-f0-9]+)-(\d+)\.webp$/.exec(url);
  const smaller = match ? IMAGE_WIDTHS.filter((w) => w < Number(match[2])).map((w) => `${match[1]}-${w}.webp`) : [];
  await removeStoredUrls([...smaller, url]);
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
