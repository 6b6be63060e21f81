// The demo artwork as files. SVG illustrations (art.ts) are slow to rasterise, so `npm run seed:art` renders them
// once to WebP (and the seed's images to AVIF too) under prisma/seed-images and public/images (committed), and the
// seed only copies those. tests/unit/seed-art.test.ts fails when an illustration changed without being rendered
// again. The delivery apps' wordmarks are not drawn here: public/images/platforms holds them as committed outlines.
import { createHash } from "node:crypto";
import { PRODUCT_ART_KEYS, PRODUCT_ART_VARIANTS, productImageName } from "../../app/server/seed/seed.server";
import { bannerArt, offeringArt, placeholderArt, productArt } from "./art";

export type ArtFile = { name: string; svg: () => string; target: "seed" | "public"; format: "webp" };

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
  files.push({ name: "placeholder", svg: placeholderArt, target: "public", format: "webp" });
  return files;
}

export function svgHash(svg: string): string {
  return createHash("sha256").update(svg).digest("hex").slice(0, 16);
}
