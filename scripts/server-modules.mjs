// Runs the app's TypeScript modules from a command-line script (db.mjs, backup.mjs) through Vite's SSR loader,
// so a script runs the same code as the server without a build. Of vite.config.ts only what that code needs is
// taken: the import aliases and the packages that stay in node_modules. Its React Router and Tailwind plugins,
// which a script never uses, would cost each run about a second and a half to start.
import { fileURLToPath } from "node:url";
import { createServer, loadConfigFromFile } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Calls `use(load)` with a loader of the app's modules (by path from the project root), then closes Vite. */
export async function withServerModules(use) {
  const loaded = await loadConfigFromFile(
    { command: "serve", mode: "development", isSsrBuild: false },
    undefined,
    root,
  );
  const { resolve, ssr } = loaded?.config ?? {};
  const vite = await createServer({
    configFile: false,
    root,
    resolve,
    ssr,
    appType: "custom",
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    await use((path) => vite.ssrLoadModule(path));
  } finally {
    await vite.close();
  }
}
