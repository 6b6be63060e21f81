import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEED_IMAGES_DIR } from "#app/server/seed/seed.server";
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
});
