// `prisma generate` without downloading Prisma's native schema engine (no internet on these machines).
// Generation does not use that engine; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips the download.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const self = fileURLToPath(import.meta.url);
const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: ["ignore", "pipe", "inherit"],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? self,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log("prisma client generated in app/generated/prisma");
