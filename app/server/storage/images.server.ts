// Every stored image goes through here: type checked by its bytes, re-encoded to WebP at a few widths with
// sharp (so pages can use srcset and nothing the owner uploads is served as-is), and stored under a random key.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { ImageVariant } from "#app/lib/images";
import { UploadError } from "./upload-error.server";
import { sniffImageType } from "./file-types.server";
import { removeStoredUrls, storage, urlForKey } from "./storage.server";

export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export type StoredImage = { url: string; variants: ImageVariant[] };

export type ImageFolder = "products" | "banners" | "broadcasts" | "offerings";

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
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0 || widths[widths.length - 1]! < Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!)) {
    widths.push(Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) as (typeof IMAGE_WIDTHS)[number]);
  }
  const id = randomUUID().replace(/-/g, "");
  const variants: ImageVariant[] = [];
  try {
    for (const w of [...new Set(widths)]) {
      const out = await sharp(bytes).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      const key = `${folder}/${id}-${w}.webp`;
      await storage().set(key, new File([new Uint8Array(out)], `${id}-${w}.webp`, { type: "image/webp" }));
      variants.push({ width: w, url: urlForKey(key) });
    }
  } catch (error) {
    await removeStoredUrls(variants.map((v) => v.url));
    if (error instanceof UploadError) throw error;
    throw new UploadError(400, "That image file could not be processed.");
  }
  return { url: variants[variants.length - 1]!.url, variants };
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
