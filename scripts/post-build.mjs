// React Router's build writes build/client/assets/manifest-<hash>.js listing every route path, admin ones
// included. Lazy route discovery never links it; delete it so it cannot be fetched (it would reveal the admin prefix).
import { readdir, rm } from "node:fs/promises";
import path from "node:path";

const dir = path.resolve("build/client/assets");
for (const name of await readdir(dir)) {
  if (/^manifest-.*\.js$/.test(name)) await rm(path.join(dir, name));
}
