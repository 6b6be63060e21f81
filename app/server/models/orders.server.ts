// Custom cake orders, one module for the rest of the app (pages, /api, admin, forms, jobs, seed): the declared
// shape, the placing, the status changes, the owner's reads, the calendar, the settings and the privacy rules live
// in ./orders/ and are re-exported here, so callers need not know the split. Nothing below orders/ imports this
// file.
export * from "./orders/shape.server";
export * from "./orders/records.server";
export * from "./orders/requests.server";
export * from "./orders/status.server";
export * from "./orders/details.server";
export * from "./orders/owner.server";
export * from "./orders/calendar.server";
export * from "./orders/settings.server";
export * from "./orders/setup.server";
export * from "./orders/feed.server";
export * from "./orders/form-view.server";
export * from "./orders/privacy.server";
export * from "./orders/queue.server";
export * from "./orders/agenda.server";
export * from "./orders/owner-notice.server";
export * from "./orders/release.server";
export * from "./orders/contact.server";
