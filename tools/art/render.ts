// Behind `npm run seed:art` (scripts/db.mjs seed-art): renders every illustration to its file and records the SVG hashes.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SEED_IMAGES_DIR } from "../../app/server/seed/seed.server";
import { encodeVariant, variantWidths } from "../../app/server/storage/images.server";
import { artFiles, svgHash } from "./files";

const PUBLIC_IMAGES_DIR = "public/images";

export async function renderArt() {
  const manifest: Record<string, string> = {};
  for (const file of artFiles()) {
    const svg = file.svg();
    const dir = file.target === "seed" ? SEED_IMAGES_DIR : PUBLIC_IMAGES_DIR;
    const out = path.join(dir, `${file.name}.${file.format}`);
    await mkdir(path.dirname(out), { recursive: true });
    if (file.target === "public") await sharp(Buffer.from(svg)).webp({ quality: 82 }).toFile(out);
    else {
      // Seed images: every width and format the upload pipeline would store, encoded as it encodes them, so
      // seeding only copies files.
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const { width = 0 } = await sharp(png).metadata();
      for (const w of variantWidths(width)) {
        const { bytes, avif } = await encodeVariant(sharp(png), w);
        await writeFile(path.join(dir, `${file.name}-${w}.webp`), bytes);
        if (avif) await writeFile(path.join(dir, `${file.name}-${w}.avif`), avif);
      }
    }
    manifest[`${file.target}:${file.name}.${file.format}`] = svgHash(svg);
    console.log(`rendered ${out}`);
  }
  await writeFile(path.join(SEED_IMAGES_DIR, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
}
