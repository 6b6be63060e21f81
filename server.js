// Launcher (plain JavaScript: Node 20 cannot run TypeScript). Production: the built server in build/server.
// Development: the same module loaded through Vite, with Vite's middleware for the client.
import path from "node:path";

const production = process.env.NODE_ENV === "production";

async function main() {
  let serverModule;
  let vite;
  if (production) {
    serverModule = await import("./build/server/index.js");
  } else {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    serverModule = await vite.ssrLoadModule("/app/server/main/express.server.ts");
  }
  const { stop } = await serverModule.start({ vite, clientDir: path.resolve("build/client") });

  let shuttingDown = false;
  const shutdown = async (signal) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests, then exiting.`);
    const timer = setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, 4_500);
    timer.unref();
    try {
      await stop();
      await vite?.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
