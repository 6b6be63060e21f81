// The site's two fonts, cut to what its pages draw: the latin characters of @fontsource-variable's own "latin"
// subset, and the weights the style sheet uses (400 normal to 700 bold) of each font's weight axis. Inter goes from
// 48 to 29 kB, Fraunces from 37 to 33 kB: on a phone's slow connection the first paint waits for less (issue 10).
// Run by `npm run generate` (before build, dev and test); writes app/generated/fonts/, skips fonts that are current.
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** The `unicode-range` of app/app.css's two faces: @fontsource-variable's "latin" subset. */
export const LATIN = [
  [0x20, 0x7e], [0xa0, 0xff], [0x131, 0x131], [0x152, 0x153], [0x2bb, 0x2bc], [0x2c6, 0x2c6], [0x2da, 0x2da],
  [0x2dc, 0x2dc], [0x304, 0x304], [0x308, 0x308], [0x329, 0x329], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122],
  [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];
export const WEIGHTS = { min: 400, max: 700 };
export const FONTS = ["inter", "fraunces"].map((name) => ({
  source: `node_modules/@fontsource-variable/${name}/files/${name}-latin-wght-normal.woff2`,
  target: `app/generated/fonts/${name}-latin-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`,
}));

const mtime = async (file) => (await stat(file).catch(() => null))?.mtimeMs ?? -1;

async function main() {
  const self = fileURLToPath(import.meta.url);
  const text = LATIN.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");
  for (const { source, target } of FONTS) {
    if ((await mtime(target)) > Math.max(await mtime(source), await mtime(self))) continue;
    const font = await subsetFont(await readFile(source), text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, font);
    console.log(`${target}: ${(font.length / 1000).toFixed(1)} kB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
