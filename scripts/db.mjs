// npm run db:migrate | db:migration -- <name> | db:seed
// Loads the TypeScript modules through Vite's SSR loader, so the same code runs here and in the server.
import { createServer } from "vite";

const [command, ...args] = process.argv.slice(2);
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
try {
  const cli = await vite.ssrLoadModule("/app/server/db-cli.server.ts");
  await cli.run(command, args);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await vite.close();
}
