import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { ADMIN_PREFIX } from "./server/admin-prefix.server";

export default [
  // Public site: header, footer and the visitor-facing pages.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    // Newsletter, contact and partner forms (forms issue).
    route("subscribe", "routes/public/subscribe.tsx"),
    route("unsubscribe", "routes/public/unsubscribe.tsx"),
    route("contact-support", "routes/public/contact-support.tsx"),
    route("partner-with-us", "routes/public/partner-with-us.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // Admin area, every path under the secret prefix (contract.md section 2).
  route(ADMIN_PREFIX, "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    // Forms issue: broadcast, inbox, outbox, subscribers.
    route("send-message", "routes/admin/send-message.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("subscribers.csv", "routes/admin/subscribers-csv.ts"),
  ]),

  // JSON API (contract.md section 3).
  ...prefix("api", [
    // Forms issue.
    route("subscribe", "routes/api/subscribe.ts"),
    route("subscribe/verify", "routes/api/subscribe-verify.ts"),
    route("contact", "routes/api/contact.ts"),
    route("partner-contact", "routes/api/partner-contact.ts"),
    route("send-message", "routes/api/send-message.ts"),
    route("outbox", "routes/api/outbox.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Resources.
  route("uploads/*", "routes/resources/uploads.ts"),
  route("healthz", "routes/resources/healthz.ts"),
] satisfies RouteConfig;
