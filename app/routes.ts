import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_PREFIX } from "./server/admin-prefix.server";

export default [
  // Public site: header, footer and the visitor-facing pages.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about-us", "routes/public/about-us.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blogs/:slug", "routes/public/article.tsx"),
    route("where-to-order", "routes/public/where-to-order.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("know-yourself", "routes/public/know-yourself.tsx"),
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
] satisfies RouteConfig;
