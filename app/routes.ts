import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_PREFIX } from "./server/admin-prefix.server";

export default [
  // Public site: header, footer and the visitor-facing pages.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Admin area, every path under the secret prefix (contract.md section 2). The outer layout is the admin
  // chrome (header, flash messages) for every admin path; login and logout sit outside the guarded layout,
  // whose loader (and every child loader and action, on its own) requires a live admin session.
  route(ADMIN_PREFIX, "routes/admin/layout.tsx", { id: "admin" }, [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    layout("routes/admin/guard.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("offerings", "routes/admin/offerings.tsx"),
      route("offerings/:slug", "routes/admin/offering.tsx"),
      route("offerings/:slug/add", "routes/admin/offering-form.tsx", { id: "admin-offering-add" }),
      route("offerings/:slug/update", "routes/admin/offering-form.tsx", { id: "admin-offering-update" }),
      route("products", "routes/admin/products.tsx"),
      route("product/add", "routes/admin/product-add.tsx"),
      route("product/:id", "routes/admin/product.tsx"),
      route("product/:id/update", "routes/admin/product-edit.tsx"),
      route("product/:id/delete", "routes/admin/product-delete.tsx"),
      route("videos/upload", "routes/admin/video-upload.tsx"),
    ]),
  ]),

  // JSON API (contract.md section 3).
  ...prefix("api", [route("*", "routes/api/not-found.ts")]),

  // Resources.
  route("uploads/*", "routes/resources/uploads.ts"),
  route("healthz", "routes/resources/healthz.ts"),
] satisfies RouteConfig;
