import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./app/server/express.server.ts" } : undefined,
  },
  ssr: {
    // Native / wasm packages stay external and load from node_modules at run time.
    external: ["sharp", "@electric-sql/pglite", "@prisma/schema-engine-wasm", "pg", "busboy"],
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "#app": "/app", "#tests": "/tests" } },
}));
