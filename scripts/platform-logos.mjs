// The delivery apps' logos at the size the product page shows them (84 x 28 CSS px), drawn by sharp from
// public/images/platforms/*.svg at three times that (252 x 84) into WebP files in app/generated/platforms/.
// The SVG wordmarks use blur and noise filters: as <img> each one costs the browser a separate SVG document and
// a filtered rasterisation on the main thread at the first paint of every product page; a ~3 kB
// WebP just decodes. /where-to-order keeps the SVGs, large. Their wordmarks are outlines, not <text>: drawn from
// the fonts of whichever machine builds (or views) them, the same SVG gave different bytes, and shapes, per machine.
// Run by `npm run generate`; skips current files.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { isCurrent, writeGenerated } from "./generated-file.mjs";

export const SOURCE_DIR = "public/images/platforms";
export const TARGET_DIR = "app/generated/platforms";
export const WIDTH = 252;
export const HEIGHT = 84;

export async function logoWebp(svgFile) {
  return sharp(svgFile, { density: 72 * (WIDTH / 480) * 2 })
    .resize(WIDTH, HEIGHT)
    .webp({ quality: 90 })
    .toBuffer();
}

async function main() {
  const self = fileURLToPath(import.meta.url);
  for (const name of (await readdir(SOURCE_DIR)).filter((file) => file.endsWith(".svg"))) {
    const source = path.join(SOURCE_DIR, name);
    const target = path.join(TARGET_DIR, name.replace(/\.svg$/, ".webp"));
    if (await isCurrent(target, [source, self])) continue;
    await writeGenerated(target, await logoWebp(source));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
