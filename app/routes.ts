import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_PREFIX } from "./server/admin-prefix.server";

export default [
  // Public site: header, footer and the visitor-facing pages.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Admin area, every path under the secret prefix (contract.md section 2).
  route(ADMIN_PREFIX, "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
  ]),

  // JSON API (contract.md section 3).
  ...prefix("api", [
    route("openapi.json", "routes/api/openapi.ts"),
    route("offerings", "routes/api/offerings.ts"),
    route("offerings/:id", "routes/api/offering.ts"),
    route("products", "routes/api/products.ts"),
    route("products/search", "routes/api/products-search.ts"),
    route("products/:id", "routes/api/product.ts"),
    route("banner", "routes/api/banners.ts"),
    route("banner/:id", "routes/api/banner.ts"),
    route("video", "routes/api/videos.ts"),
    route("video/:id", "routes/api/video.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Resources.
  route("uploads/*", "routes/resources/uploads.ts"),
  route("healthz", "routes/resources/healthz.ts"),
] satisfies RouteConfig;
