// What scripts/post-build.mjs does to the client build's files (npm run build runs it after React Router's build),
// on real files in a folder of its own: the route manifest gone, every script starting with V8's compile hint
// once, and compressed copies of exactly the bytes served.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, finishClientAssets, withCompileHint } from "../../scripts/post-build.mjs";

const SCRIPT = `import{a as b}from"./public-x.js";export function hydrate(){return b("é")}\n`.repeat(40);
const STYLE = `.card{color:#5a3e2b}\n`.repeat(80);

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "post-build-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("the client build's last step", () => {
  it("puts the compile hint first in every script, once", async () => {
    const dir = folder({
      "entry.client-abc.js": SCRIPT,
      "tiny-abc.js": "export const x=1;",
      "manifest-abc.js": "window.__reactRouterManifest={}",
      "root-abc.css": STYLE,
    });
    await finishClientAssets(dir);
    await finishClientAssets(dir);

    expect(readdirSync(dir).sort()).toEqual([
      "entry.client-abc.js",
      "entry.client-abc.js.br",
      "entry.client-abc.js.gz",
      "root-abc.css",
      "root-abc.css.br",
      "root-abc.css.gz",
      "tiny-abc.js",
    ]);
    const script = readFileSync(path.join(dir, "entry.client-abc.js"));
    expect(script.toString("utf8")).toBe(COMPILE_HINT + SCRIPT);
    expect(readFileSync(path.join(dir, "tiny-abc.js"), "utf8")).toBe(`${COMPILE_HINT}export const x=1;`);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "entry.client-abc.js.br"))).equals(script)).toBe(true);
    expect(gunzipSync(readFileSync(path.join(dir, "entry.client-abc.js.gz"))).equals(script)).toBe(true);
    // Style sheets are not scripts: left as they were, compressed.
    expect(readFileSync(path.join(dir, "root-abc.css"), "utf8")).toBe(STYLE);
    expect(gunzipSync(readFileSync(path.join(dir, "root-abc.css.gz"))).toString("utf8")).toBe(STYLE);
  });

  it("writes the hint as V8 reads it: a line comment of its own, first in the file", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(withCompileHint("let a;")).toBe("//# allFunctionsCalledOnLoad\nlet a;");
    expect(withCompileHint(withCompileHint("let a;"))).toBe("//# allFunctionsCalledOnLoad\nlet a;");
  });
});
