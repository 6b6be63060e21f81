import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { CLICK_OUT_ROUTE, PUBLIC_PAGES } from "./lib/route-facts";
import { ADMIN_PREFIX } from "./server/platform/admin-prefix.server";

/**
 * One admin screen served at several paths. React Router names a route by its file unless told otherwise, so
 * each path gets an id of its own ("admin/" and the path), or the second would clash with the first.
 */
function adminScreenAt(file: string, paths: readonly string[]) {
  return paths.map((path) => route(path, file, { id: `admin/${path}` }));
}

export default [
  // Public site: header, footer and the visitor-facing pages, declared with their sitemap and insights facts in
  // app/lib/route-facts.ts.
  layout(
    "routes/public/layout.tsx",
    PUBLIC_PAGES.map((page) => (page.path === "" ? index(page.file) : route(page.path, page.file))),
  ),

  // Admin area, every path under the secret prefix (never named in public pages). The outer layout is the admin
  // chrome (header, flash messages) for every admin path; login and logout sit outside the guarded layout,
  // whose loader (and every child loader and action, on its own) requires a live admin session.
  route(ADMIN_PREFIX, "routes/admin/layout.tsx", { id: "admin" }, [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    layout("routes/admin/guard.tsx", [
      index("routes/admin/dashboard.tsx"),
      // "Stay signed in": renews the session from the notice shown before it ends.
      route("session", "routes/admin/session.ts"),
      route("offerings", "routes/admin/offerings.tsx"),
      route("offerings/:slug", "routes/admin/offering.tsx"),
      ...adminScreenAt("routes/admin/offering-form.tsx", ["offerings/:slug/add", "offerings/:slug/update"]),
      route("products", "routes/admin/products.tsx"),
      route("product/add", "routes/admin/product-add.tsx"),
      route("product/:id", "routes/admin/product.tsx"),
      route("product/:id/update", "routes/admin/product-edit.tsx"),
      route("product/:id/delete", "routes/admin/product-delete.tsx"),
      // Banners and videos; both banner paths render the same screen.
      ...adminScreenAt("routes/admin/banners.tsx", ["view-banner", "banner-management"]),
      route("view-videos", "routes/admin/videos.tsx"),
      route("videos/edit/:id", "routes/admin/video-edit.tsx"),
      route("videos/upload", "routes/admin/video-upload.ts"),
      // Messages to subscribers, the inbox, the e-mail outbox and the subscriber list.
      route("send-message", "routes/admin/send-message.tsx"),
      route("inbox", "routes/admin/inbox.tsx"),
      route("inbox.csv", "routes/admin/inbox-csv.ts"),
      route("outbox", "routes/admin/outbox.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers.csv", "routes/admin/subscribers-csv.ts"),
      // Owner insights: views, searches, click-outs, sign-ups; CSV per chart (?section=).
      route("insights", "routes/admin/insights.tsx"),
      route("insights.csv", "routes/admin/insights-csv.ts"),
      // Custom cake orders: the list, the calendar, one day's production list, the settings, one order.
      route("orders", "routes/admin/orders.tsx"),
      route("orders/calendar", "routes/admin/order-calendar.tsx"),
      route("orders/production", "routes/admin/order-production.tsx"),
      route("orders/settings", "routes/admin/order-settings.tsx"),
      route("orders/:id", "routes/admin/order.tsx"),
    ]),
  ]),

  // JSON API for other clients (apps, partners, scripts).
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
    // Forms issue.
    route("subscribe", "routes/api/subscribe.ts"),
    route("subscribe/verify", "routes/api/subscribe-verify.ts"),
    route("contact", "routes/api/contact.ts"),
    route("partner-contact", "routes/api/partner-contact.ts"),
    route("send-message", "routes/api/send-message.ts"),
    route("outbox", "routes/api/outbox.ts"),
    route("orders", "routes/api/orders.ts"),
    route("orders/:id", "routes/api/order.ts"),
    route("insights", "routes/api/insights.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Resources.
  route("uploads/*", "routes/resources/uploads.ts"),
  // A customer's order photo, private by the order's status link.
  route("orders/:token/photos/:file", "routes/resources/order-photo.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  // The owner's calendar feed of confirmed orders, private by the secret in its file name.
  route("order-calendar/:file", "routes/resources/order-feed.ts"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  // A product's shop link: counts the click-out and redirects to the stored URL (owner insights).
  route(CLICK_OUT_ROUTE.path, CLICK_OUT_ROUTE.file),
] satisfies RouteConfig;
