// The demo artwork as files. SVG illustrations (art.server.ts) are slow to rasterise, so `npm run seed:art`
// renders them once to WebP under prisma/seed-images (committed), and the seed only resizes those.
// tests/unit/seed-art.test.ts fails when an illustration changed without being rendered again.
import { createHash } from "node:crypto";
import { bannerArt, offeringArt, placeholderArt, platformLogo, PRODUCT_ART_KEYS, productArt } from "./art.server";

export const SEED_IMAGES_DIR = "prisma/seed-images";
export const PRODUCT_ART_VARIANTS = [0, 1, 2] as const;

export type ArtFile = { name: string; svg: () => string; target: "seed" | "public"; format: "webp" | "svg" };

export function productImageName(key: string, variant: number) {
  return `product-${key}-${variant}`;
}

export function artFiles(): ArtFile[] {
  const files: ArtFile[] = [];
  for (const key of PRODUCT_ART_KEYS) {
    for (const variant of PRODUCT_ART_VARIANTS) {
      files.push({ name: productImageName(key, variant), svg: () => productArt(key, variant), target: "seed", format: "webp" });
    }
  }
  for (const device of ["large", "small"] as const) {
    files.push({ name: `banner-${device}`, svg: () => bannerArt(device), target: "seed", format: "webp" });
  }
  for (const key of ["pastries", "loaves", "cakes"] as const) {
    files.push({ name: `offerings/${key}`, svg: () => offeringArt(key), target: "public", format: "webp" });
  }
  for (const key of ["zepto", "instamart", "blinkit"] as const) {
    files.push({ name: `platforms/${key}`, svg: () => platformLogo(key), target: "public", format: "svg" });
  }
  files.push({ name: "placeholder", svg: placeholderArt, target: "public", format: "webp" });
  return files;
}

export function svgHash(svg: string): string {
  return createHash("sha256").update(svg).digest("hex").slice(0, 16);
}
