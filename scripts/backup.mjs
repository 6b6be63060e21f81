// npm run backup -- <folder> | npm run restore -- <folder>   (app/server/main/backup.server.ts says what a backup holds)
// Loads the TypeScript module through Vite's SSR loader, like scripts/db.mjs.
import { createServer } from "vite";

const [command, folder] = process.argv.slice(2);
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
try {
  const backup = await vite.ssrLoadModule("/app/server/main/backup.server.ts");
  await backup.run(command, folder ?? "");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await vite.close();
}
