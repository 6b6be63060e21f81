// The fonts scripts/subset-fonts.mjs cuts (npm run generate, before every test run): each still draws every character
// of the unicode-range app/app.css declares for it that the full font draws, and spans exactly the weights 400-700.
// Read with HarfBuzz (subset-font's own engine) after fontverter has unpacked the WOFF2.
import { readFileSync, statSync } from "node:fs";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { FONTS, LATIN, WEIGHTS } from "../../scripts/subset-fonts.mjs";

type Range = [number, number];

async function faceOf(file: string) {
  const sfnt = await fontverter.convert(readFileSync(file), "sfnt");
  return new Face(new Blob(sfnt), 0);
}

const css = readFileSync("app/app.css", "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
  src: /url\("\.\/([^"]+)"\)/.exec(body)?.[1] ?? "",
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
      expect(face.ranges).toEqual(LATIN);
      expect(face.weight).toBe(`${WEIGHTS.min} ${WEIGHTS.max}`);
    }
  });

  for (const { source, target } of FONTS) {
    it(`${target} draws what ${source} draws in the range, at weights 400-700, in fewer bytes`, async () => {
      const [full, subset] = [await faceOf(source), await faceOf(target)];
      const inRange = (cp: number) => (LATIN as Range[]).some(([from, to]) => cp >= from && cp <= to);
      const wanted = [...full.collectUnicodes()].filter(inRange).sort((a, b) => a - b);
      expect(wanted.length).toBeGreaterThan(200);
      expect([...subset.collectUnicodes()].sort((a, b) => a - b)).toEqual(wanted);
      expect(subset.getAxisInfos().wght).toMatchObject({ min: 400, max: 700 });
      expect(statSync(target).size).toBeLessThan(statSync(source).size);
    });
  }
});
