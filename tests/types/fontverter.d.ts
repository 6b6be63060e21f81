// fontverter (a dependency of subset-font) ships no types; tests/unit/fonts.test.ts uses this one function.
declare module "fontverter" {
  const fontverter: { convert(font: Uint8Array, to: "sfnt" | "woff" | "woff2"): Promise<Uint8Array> };
  export default fontverter;
}
