// The dietary badges' icons (scripts/diet-icons.mjs, run by npm run generate before every test run): one PNG mask per
// diet label, each lucide's glyph: opaque on its strokes, transparent around them, and app.css imports the file.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DIET_LABELS } from "#app/lib/diet";
import { DIET_ICONS, SIZE, TARGET, dietIconsCss, iconSvg } from "../../scripts/diet-icons.mjs";

const css = readFileSync(TARGET, "utf8");
const masks = new Map(
  [...css.matchAll(/\.diet-([a-z-]+) \{ --diet-icon: url\("data:image\/png;base64,([A-Za-z0-9+/=]+)"\); \}/g)].map(
    ([, key = "", data = ""]) => [key, Buffer.from(data, "base64")],
  ),
);

describe("the diet icons", () => {
  it("are one PNG mask per diet label, in the file app.css imports, as the script makes it now", async () => {
    expect([...masks.keys()].sort()).toEqual([...DIET_LABELS].sort());
    expect(Object.keys(DIET_ICONS).sort()).toEqual([...DIET_LABELS].sort());
    expect(readFileSync("app/app.css", "utf8")).toContain('@import "./generated/diet-icons.css";');
    expect(readFileSync("app/app.css", "utf8")).not.toContain("data:image/svg+xml");
    expect(css).toBe(await dietIconsCss());
  });

  for (const key of DIET_LABELS) {
    it(`${key}: a ${SIZE} px alpha mask of lucide's glyph, drawn where the glyph is drawn`, async () => {
      const png = masks.get(key)!;
      expect(png.length).toBeLessThan(1000);
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([SIZE, SIZE, 4]);
      const alpha = (pixels: Buffer) => Array.from({ length: SIZE * SIZE }, (_, i) => pixels[i * 4 + 3]!);
      const mask = alpha(data);
      const reference = alpha(
        await sharp(Buffer.from(await iconSvg(DIET_ICONS[key])))
          .ensureAlpha()
          .raw()
          .toBuffer(),
      );
      const opaque = mask.filter((a) => a > 128).length;
      expect(opaque).toBeGreaterThan(SIZE * 2);
      expect(mask.filter((a) => a === 0).length).toBeGreaterThan(SIZE * SIZE * 0.4);
      // Quantised to 16 levels of alpha: every pixel within one level of the full drawing.
      expect(Math.max(...mask.map((a, i) => Math.abs(a - reference[i]!)))).toBeLessThanOrEqual(24);
    });
  }
});
