// The site's two fonts, cut to what its pages draw: the latin characters of @fontsource-variable's own "latin"
// subset, and only the weights the pages use. Inter (text) keeps its weight axis from 400 (normal) to 700 (bold):
// 48 -> 30 kB. Fraunces (headings) is drawn at 600 only (font-semibold), so it becomes a plain font of that one
// weight: 37 -> 18 kB. On a phone's slow connection the first paint and the largest image wait for less.
// Run by `npm run generate` (before build, dev and test); writes app/generated/fonts/, skips fonts that are current.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { isCurrent, writeGenerated } from "./generated-file.mjs";

/** The `unicode-range` of app/app.css's two faces: @fontsource-variable's "latin" subset. */
export const LATIN = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/** Each font: its weights (a range keeps the axis, a number fixes it) and the `font-weight` its @font-face declares. */
export const FONTS = [
  { name: "inter", wght: { min: 400, max: 700 }, cssWeight: "400 700" },
  { name: "fraunces", wght: 600, cssWeight: "600" },
].map((font) => ({
  ...font,
  source: `node_modules/@fontsource-variable/${font.name}/files/${font.name}-latin-wght-normal.woff2`,
  target: `app/generated/fonts/${font.name}-latin-${font.cssWeight.replace(" ", "-")}.woff2`,
}));

async function main() {
  const self = fileURLToPath(import.meta.url);
  const text = LATIN.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join("");
  for (const { source, target, wght } of FONTS) {
    if (await isCurrent(target, [source, self])) continue;
    await writeGenerated(
      target,
      await subsetFont(await readFile(source), text, { targetFormat: "woff2", variationAxes: { wght } }),
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
