import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Lazy route discovery (the default) keeps admin route paths out of public pages: never switch to "initial".
  routeDiscovery: { mode: "lazy" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Left off: it moves the SSR build to Vite's environment API, and our custom server entry
    // (build.rollupOptions.input in vite.config.ts) is configured the classic way.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
