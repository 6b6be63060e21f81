import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

// Every script file costs the browser a request and ~0.6 kB of response headers: the small modules the public
// layout and most public pages share (components/public, components/ui, the client-safe helpers in app/lib and the
// lucide icons they draw) go into one chunk instead of a dozen. Page-specific heavy code stays out: the carousel
// (home only), the calorie chart (know-yourself only, loaded lazily), the product page's nutrition and share
// blocks, the diet filters (offering and search), the order form's calendar (react-day-picker, loaded lazily by
// that page only), admin code and anything with Zod.
export const SHARED_PUBLIC =
  /\/app\/(components\/(public|ui)\/|lib\/(site-config|money|images|seo|use-hydrated|use-popup|honeypot|flash|validation\/subscribe-text))/;
export const NOT_SHARED =
  /BannerCarousel|CaloriePie|ContentIcons|ContentSection|SliceStories|SectionHeading|Field|Breadcrumbs|PageIntro|IconBadge|NutritionPanel|ShareButtons|DietFilters|OrderDayPicker/;

export function publicChunk(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  if (SHARED_PUBLIC.test(id) && !NOT_SHARED.test(id)) return "public";
  if (id.includes("/node_modules/lucide-react/")) {
    const importers = meta.getModuleInfo(id)?.importers ?? [];
    if (/createLucideIcon|defaultAttributes|context|\/Icon\.m?js|shared\/src/.test(id)) return "public";
    if (importers.length > 0 && importers.every((i) => SHARED_PUBLIC.test(i) && !NOT_SHARED.test(i))) return "public";
  }
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The product page's app logos (app/generated/platforms) stay files: as data URIs they would sit in every product
    // page's HTML and in its script.
    assetsInlineLimit: (file: string) => (file.includes("/generated/platforms/") ? false : undefined),
    rollupOptions: isSsrBuild
      ? { input: "./app/server/main/express.server.ts" }
      : { output: { manualChunks: publicChunk } },
  },
  ssr: {
    // Native / wasm packages stay external and load from node_modules at run time.
    external: ["sharp", "@electric-sql/pglite", "@prisma/schema-engine-wasm", "pg", "busboy"],
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "#app": "/app", "#tests": "/tests" } },
}));
