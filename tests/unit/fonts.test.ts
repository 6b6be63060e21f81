// The fonts scripts/subset-fonts.mjs cuts (npm run generate, before every test run): each still draws every character
// of the unicode-range app/app.css declares for it that the full font draws, at the weights its @font-face declares:
// Inter's weight axis 400-700, Fraunces a plain font of weight 600 (no axis left).
// Read with HarfBuzz (subset-font's own engine) after fontverter has unpacked the WOFF2.
import { readFileSync, statSync } from "node:fs";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { FONTS, LATIN } from "../../scripts/subset-fonts.mjs";

type Range = [number, number];

async function faceOf(file: string) {
  const sfnt = await fontverter.convert(readFileSync(file), "sfnt");
  return new Face(new Blob(sfnt), 0);
}

const css = readFileSync("app/app.css", "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
  src: /url\("\.\/([^"]+)"\)/.exec(body)?.[1] ?? "",
  format: /format\("([^"]+)"\)/.exec(body)?.[1],
  weight: /font-weight:\s*([^;]+);/.exec(body)?.[1]?.trim(),
  ranges: (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? "").split(",").map((part): Range => {
    const [from = "", to = from] = part.trim().replace(/^U\+/, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  }),
}));

describe("the subset fonts", () => {
  it("are the ones app.css declares, with the range and the weights the script cuts", () => {
    expect(faces.map((face) => `app/${face.src}`).sort()).toEqual(FONTS.map((font) => font.target).sort());
    for (const face of faces) {
      const font = FONTS.find((candidate) => candidate.target === `app/${face.src}`)!;
      expect(face.ranges).toEqual(LATIN);
      expect(face.weight).toBe(font.cssWeight);
      expect(face.format).toBe(typeof font.wght === "number" ? "woff2" : "woff2-variations");
    }
  });

  for (const { source, target, wght } of FONTS) {
    it(`${target} draws what ${source} draws in the range, at weight ${JSON.stringify(wght)}, in fewer bytes`, async () => {
      const [full, subset] = [await faceOf(source), await faceOf(target)];
      const inRange = (cp: number) => (LATIN as Range[]).some(([from, to]) => cp >= from && cp <= to);
      const wanted = [...full.collectUnicodes()].filter(inRange).sort((a, b) => a - b);
      expect(wanted.length).toBeGreaterThan(200);
      expect([...subset.collectUnicodes()].sort((a, b) => a - b)).toEqual(wanted);
      if (typeof wght === "number") expect(subset.getAxisInfos()).toEqual({});
      else expect(subset.getAxisInfos().wght).toMatchObject(wght);
      expect(statSync(target).size).toBeLessThan(statSync(source).size);
    });
  }
});
