// The product page's small app logos (scripts/platform-logos.mjs, run by npm run generate before every test run):
// one WebP per delivery app, at three times the 84 x 28 px the page shows, drawn from the app's SVG wordmark.
import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { site } from "#app/lib/site-config";
import { HEIGHT, SOURCE_DIR, TARGET_DIR, WIDTH, logoWebp } from "../../scripts/platform-logos.mjs";

describe("the platform logos", () => {
  it("exist for every delivery app, as the script draws them now", async () => {
    const logos = readdirSync(TARGET_DIR)
      .filter((file) => file.endsWith(".webp"))
      .sort();
    expect(logos).toEqual(site.deliveryPlatforms.map((platform) => `${platform.key}.webp`).sort());
    for (const logo of logos) {
      const file = readFileSync(`${TARGET_DIR}/${logo}`);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", WIDTH, HEIGHT]);
      expect(file.length).toBeLessThan(8_000);
      const source = `${SOURCE_DIR}/${logo.replace(/\.webp$/, ".svg")}`;
      // Outlines only: text would be drawn in whatever fonts the building machine has.
      expect(readFileSync(source, "utf8")).not.toMatch(/<text\b|font-family/);
      expect(file.equals(await logoWebp(source))).toBe(true);
    }
  });
});
