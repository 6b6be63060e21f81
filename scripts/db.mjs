// npm run db:migrate | db:migration -- <name> | db:seed | seed:scale | seed:art
// Loads the TypeScript modules through Vite's SSR loader, so the same code runs here and in the server.
// seed-art renders the demo illustrations of tools/art (not part of app/) to the committed image files.
import { createServer } from "vite";

const [command, ...args] = process.argv.slice(2);
const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
try {
  if (command === "seed-art") {
    const art = await vite.ssrLoadModule("/tools/art/render.ts");
    await art.renderArt();
  } else {
    const cli = await vite.ssrLoadModule("/app/server/main/db-cli.server.ts");
    await cli.run(command, args);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await vite.close();
}
