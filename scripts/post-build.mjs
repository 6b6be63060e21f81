// After `react-router build`:
// 1. React Router's build writes build/client/assets/manifest-<hash>.js listing every route path, admin ones
//    included. Lazy route discovery never links it; delete it so it cannot be fetched (it would reveal the admin
//    prefix).
// 2. Each script and style sheet of the build gets its brotli (.br, quality 11) and gzip (.gz, level 9) copy next
//    to it, served as they are (app/server/main/pipeline.server.ts): compressed once here, harder than a server
//    can afford per request, instead of again on every download (about 8 ms of CPU each for the largest script).
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const dir = path.resolve("build/client/assets");
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
// Below this the compressed copy saves less than its headers cost (the on-the-fly compressor's own threshold).
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

for (const name of await readdir(dir)) {
  const file = path.join(dir, name);
  if (/^manifest-.*\.js$/.test(name)) {
    await rm(file);
    continue;
  }
  if (!COMPRESSIBLE.test(name)) continue;
  const bytes = await readFile(file);
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
