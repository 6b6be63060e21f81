// npm run backup -- <folder> | npm run restore -- <folder>   (app/server/main/backup.server.ts says what a backup holds)
// Loads the TypeScript module through Vite's SSR loader, like scripts/db.mjs.
import { withServerModules } from "./server-modules.mjs";

const [command, folder] = process.argv.slice(2);
try {
  await withServerModules(async (load) => {
    const backup = await load("/app/server/main/backup.server.ts");
    await backup.run(command, folder ?? "");
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
