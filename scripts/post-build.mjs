// After `react-router build`, for each file of build/client/assets:
// 1. React Router's build writes manifest-<hash>.js listing every route path, admin ones included. Lazy route
//    discovery never links it; delete it so it cannot be fetched (it would reveal the admin prefix).
// 2. Each script starts with V8's compile hint (`COMPILE_HINT`): Chrome then compiles all of the file's functions
//    while the file streams in, on a background thread, instead of one by one on the main thread the first time
//    each is called. The scripts are fetched to hydrate the page, which calls nearly all of them at once: compiling
//    them there was about a fifth of the main thread's work after the first paint on a phone-speed CPU
//    (docs/benchmarks.md). The line is a comment to every other engine. It is written after the bundler has named
//    the file by its content, which the line does not change from one build to the next, so a name still stands
//    for one content.
// 3. Each script and style sheet gets its brotli (.br, quality 11) and gzip (.gz, level 9) copy next to it, served
//    as they are (app/server/main/pipeline.server.ts): compressed once here, harder than a server can afford per
//    request, instead of again on every download (about 8 ms of CPU each for the largest script).
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const ASSETS_DIR = path.resolve("build/client/assets");
/** V8's magic comment for explicit compile hints: compile every function of this file eagerly, off the main thread. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
// Below this the compressed copy saves less than its headers cost (the on-the-fly compressor's own threshold).
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A script's text with the compile hint as its first line (once: running the step again changes nothing). */
export function withCompileHint(script) {
  return script.startsWith(COMPILE_HINT) ? script : COMPILE_HINT + script;
}

/** The three steps above, for every file of `dir`. */
export async function finishClientAssets(dir) {
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (/^manifest-.*\.js$/.test(name)) {
      await rm(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    let bytes = await readFile(file);
    if (name.endsWith(".js")) {
      const script = bytes.toString("utf8");
      const hinted = withCompileHint(script);
      if (hinted !== script) {
        bytes = Buffer.from(hinted);
        await writeFile(file, bytes);
      }
    }
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await finishClientAssets(ASSETS_DIR);
