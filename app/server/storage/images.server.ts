// Every stored image goes through here: type checked by its bytes, re-encoded to WebP and AVIF at a few widths
// with sharp (so pages can use srcset and nothing the owner uploads is served as-is), and stored under a random key.
import { randomUUID } from "node:crypto";
import sharp, { type Sharp } from "sharp";
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

/** One width of a picture: WebP (every browser the site serves), and AVIF when it was made. */
export type EncodedVariant = { width: number; bytes: Uint8Array<ArrayBuffer>; avif?: Uint8Array<ArrayBuffer> };

/**
 * AVIF at sharp's default quality draws the demo art and photos alike about two fifths smaller than WebP at 80,
 * which is most of what a phone on a slow connection waits for. Effort 2 of 9: a 1600 px picture encodes in about
 * a quarter of a second (effort 4, sharp's default, took six times as long for a tenth fewer bytes): a large photo
 * at every width costs about a second, against half a second for the WebP alone.
 */
const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;
const WEBP_OPTIONS = { quality: 80 } as const;

/**
 * The folders whose pictures public pages draw with an AVIF source. Order photos (seen by the owner and the
 * customer) and e-mail pictures (mail programs that read AVIF are few) are drawn from the WebP alone, so they are
 * not encoded twice: an anonymous order's photos cost no more than they did.
 */
const AVIF_FOLDERS: ReadonlySet<ImageFolder> = new Set(["products", "banners", "offerings"]);

/** `image` (a sharp pipeline, oriented, of the upload) at `width` pixels wide, as WebP and, when asked, AVIF. */
export async function encodeVariant(image: Sharp, width: number, avif = true): Promise<EncodedVariant> {
  const resized = image.clone().resize({ width, withoutEnlargement: true });
  const [webpBytes, avifBytes] = await Promise.all([
    resized.clone().webp(WEBP_OPTIONS).toBuffer(),
    avif ? resized.clone().avif(AVIF_OPTIONS).toBuffer() : undefined,
  ]);
  const variant: EncodedVariant = { width, bytes: new Uint8Array(webpBytes) };
  if (avifBytes) variant.avif = new Uint8Array(avifBytes);
  return variant;
}

/** Stores the variants under one random id; on any failure removes what it stored and throws. */
async function putVariants(folder: ImageFolder, encoded: EncodedVariant[]): Promise<StoredImage> {
  const id = randomUUID().replace(/-/g, "");
  const variants: ImageVariant[] = [];
  const stored: string[] = [];
  const put = async (name: string, bytes: Uint8Array<ArrayBuffer>, type: string) => {
    const key = `${folder}/${name}`;
    await putFile(key, new File([bytes], name, { type }));
    const url = urlForKey(key);
    stored.push(url);
    return url;
  };
  try {
    for (const { width, bytes, avif } of [...encoded].sort((a, b) => a.width - b.width)) {
      const url = await put(`${id}-${width}.webp`, bytes, "image/webp");
      variants.push(avif ? { width, url, avif: await put(`${id}-${width}.avif`, avif, "image/avif") } : { width, url });
    }
  } catch (error) {
    await removeStoredUrls(stored);
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
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    for (const w of new Set(widths(width))) encoded.push(await encodeVariant(image, w, AVIF_FOLDERS.has(folder)));
  } catch {
    throw new UploadError(400, "That image file could not be processed.");
  }
  return putVariants(folder, encoded);
}

/** Stores variants encoded ahead of time from our own artwork (the demo seed): no decoding at start. */
export function storePreparedImage(folder: ImageFolder, variants: EncodedVariant[]): Promise<StoredImage> {
  return putVariants(folder, variants);
}

/**
 * Removes an image that a record knows by one URL only (its largest variant), with the smaller standard widths it
 * may also have been stored at under the same id, and the AVIF copy of each (a missing file is no error).
 */
export async function removeImageAt(url: string) {
  const match = /^(.*\/[a-f0-9]+)-(\d+)\.webp$/.exec(url);
  const related = match
    ? [...IMAGE_WIDTHS.filter((w) => w < Number(match[2])), Number(match[2])].flatMap((w) => [
        `${match[1]}-${w}.webp`,
        `${match[1]}-${w}.avif`,
      ])
    : [];
  await removeStoredUrls(new Set([...related, url]));
}

/** Removes every variant of stored images. */
export async function removeImages(images: { url: string; variants: unknown }[]) {
  const urls = new Set<string>();
  for (const image of images) {
    urls.add(image.url);
    if (Array.isArray(image.variants)) {
      for (const v of image.variants as ImageVariant[]) {
        if (v && typeof v.url === "string") urls.add(v.url);
        if (v && typeof v.avif === "string") urls.add(v.avif);
      }
    }
  }
  await removeStoredUrls(urls);
}
