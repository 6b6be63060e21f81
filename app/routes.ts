import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_PREFIX } from "./server/admin-prefix.server";

export default [
  // Public site: header, footer and the visitor-facing pages.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("offerings", "routes/public/offerings.tsx"),
    route("offerings/:slug", "routes/public/offering.tsx"),
    route("product/:id", "routes/public/product.tsx"),
    route("search", "routes/public/search.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Admin area, every path under the secret prefix (contract.md section 2).
  route(ADMIN_PREFIX, "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
  ]),

  // JSON API (contract.md section 3).
  ...prefix("api", [route("*", "routes/api/not-found.ts")]),

  // Resources.
  route("uploads/*", "routes/resources/uploads.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
] satisfies RouteConfig;
