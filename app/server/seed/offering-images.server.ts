// Offering cover images: the first image of the offering's newest product, else a hand-drawn picture shipped in
// public/images/offerings/{slug}.webp when one exists, else the placeholder.
import { existsSync } from "node:fs";
import path from "node:path";
import { PLACEHOLDER_IMAGE, type ImageVariant } from "#app/lib/images";

const roots = [path.resolve("public"), path.resolve("build/client")];
const known = new Map<string, boolean>();

function hasStaticOfferingImage(slug: string): boolean {
  if (!/^[\p{L}\p{M}\p{N}-]+$/u.test(slug)) return false;
  const cached = known.get(slug);
  if (cached !== undefined) return cached;
  const found = roots.some((root) => existsSync(path.join(root, "images", "offerings", `${slug}.webp`)));
  known.set(slug, found);
  return found;
}

export type CoverImage = { url: string; variants: ImageVariant[] };

export function offeringCover(offering: { slug: string; image: CoverImage | null }): CoverImage {
  if (offering.image) return offering.image;
  if (hasStaticOfferingImage(offering.slug)) return { url: `/images/offerings/${offering.slug}.webp`, variants: [] };
  return { url: PLACEHOLDER_IMAGE, variants: [] };
}
