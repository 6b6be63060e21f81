// npm run db:migrate | db:migration -- <name> | db:seed | seed:scale | seed:art
// Loads the TypeScript modules through Vite's SSR loader, so the same code runs here and in the server.
// seed-art renders the demo illustrations of tools/art (not part of app/) to the committed image files.
import { withServerModules } from "./server-modules.mjs";

const [command, ...args] = process.argv.slice(2);
try {
  await withServerModules(async (load) => {
    if (command === "seed-art") {
      const art = await load("/tools/art/render.ts");
      await art.renderArt();
    } else {
      const cli = await load("/app/server/main/db-cli.server.ts");
      await cli.run(command, args);
    }
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
