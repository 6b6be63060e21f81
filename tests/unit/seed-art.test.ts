import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEED_IMAGES_DIR } from "#app/server/seed/seed.server";
import { variantWidths } from "#app/server/storage/images.server";
import { artFiles, svgHash } from "../../tools/art/files";

describe("demo artwork", () => {
  const manifest = JSON.parse(readFileSync(path.join(SEED_IMAGES_DIR, "manifest.json"), "utf8")) as Record<
    string,
    string
  >;

  it("every illustration is rendered and up to date (else run npm run seed:art)", () => {
    for (const file of artFiles()) {
      const svg = file.svg();
      expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|foreignObject|href="http/i);
      expect(manifest[`${file.target}:${file.name}.${file.format}`], file.name).toBe(svgHash(svg));
    }
  });

  it("every demo image is there at each width an upload of its size is stored at, as WebP and AVIF", () => {
    const files = readdirSync(SEED_IMAGES_DIR);
    for (const file of artFiles().filter((f) => f.target === "seed")) {
      const widths = files
        .map((name) => new RegExp(`^${file.name}-(\\d+)\\.webp$`).exec(name)?.[1])
        .filter((w): w is string => w !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
      expect(widths, file.name).toEqual(variantWidths(Math.max(...widths)));
      for (const width of widths) expect(files, `${file.name}-${width}`).toContain(`${file.name}-${width}.avif`);
    }
  });
});
