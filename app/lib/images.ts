// Helpers for the resized image variants the server stores (see app/server/storage/images.server.ts).

/**
 * One stored width of a picture: its WebP file, and the same picture as AVIF when it has one (about two fifths
 * fewer bytes; images stored before AVIF was added have none).
 */
export type ImageVariant = { width: number; url: string; avif?: string };

export const PLACEHOLDER_IMAGE = "/images/placeholder.webp";

export function srcSet(variants: readonly ImageVariant[] | null | undefined): string | undefined {
  if (!variants || variants.length === 0) return undefined;
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

/**
 * The AVIF copies as a srcset, or nothing unless every width has one: a browser given a partial set could pick a
 * width the WebP set offers and the AVIF one does not.
 */
export function avifSrcSet(variants: readonly ImageVariant[] | null | undefined): string | undefined {
  if (!variants || variants.length === 0) return undefined;
  let set = "";
  for (const v of variants) {
    if (!v.avif) return undefined;
    set += `${set ? ", " : ""}${v.avif} ${v.width}w`;
  }
  return set;
}

/** The smallest variant at least `width` wide (or the largest there is). */
export function pickVariant(
  variants: readonly ImageVariant[] | null | undefined,
  width: number,
  fallback: string,
): string {
  if (!variants || variants.length === 0) return fallback;
  // One pass, no sorted copy: this runs for every card of a list that can hold thousands.
  let fit: ImageVariant | undefined;
  let largest = variants[0]!;
  for (const v of variants) {
    if (v.width >= width && (!fit || v.width < fit.width)) fit = v;
    if (v.width >= largest.width) largest = v;
  }
  return (fit ?? largest).url;
}

/** Narrows a JSON column to a list of variants, dropping anything malformed. */
export function asVariants(value: unknown): ImageVariant[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is ImageVariant =>
      typeof v === "object" &&
      v !== null &&
      typeof v.width === "number" &&
      typeof v.url === "string" &&
      (v.avif === undefined || typeof v.avif === "string"),
  );
}
