// What the site does with its routes beyond rendering them, said once, where the route is declared:
// - the public pages and the click-out route, with whether the sitemap lists them and what a view of them counts
//   as in the owner's insights: app/routes.ts declares the routes from this table, the sitemap and the insights
//   counter read it;
// - the routes whose actions take uploaded files say so in their module's `handle` (RouteHandle), which the
//   front door reads from the server build to pick the body limit.
// Nothing here names the admin area: the table may be read anywhere without giving the admin paths away.

/** A route module's `handle` export. */
export type RouteHandle = {
  /** The action reads multipart bodies with files: images (up to 12) or one video. Sets the body limit. */
  upload?: "images" | "video";
};

/** What a visit counts as in the owner's insights. */
export type InsightsKind = "page" | "product" | "offering" | "search" | "click";

export type PublicRoute = {
  /** The path as React Router writes it, without the leading "/" ("" is the home page, the layout's index). */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** Listed in /sitemap.xml (pages without parameters; the sitemap adds the articles, offerings and products). */
  sitemap?: true;
  /** Counted when viewed; a route without it is never counted. For routes with parameters, the first one is kept. */
  insights?: InsightsKind;
};

/** The visitor-facing pages, inside the public layout (header and footer), in React Router's order. */
export const PUBLIC_PAGES: readonly PublicRoute[] = [
  { path: "", file: "routes/public/home.tsx", sitemap: true, insights: "page" },
  { path: "offerings", file: "routes/public/offerings.tsx", sitemap: true, insights: "page" },
  { path: "offerings/:slug", file: "routes/public/offering.tsx", insights: "offering" },
  { path: "product/:id", file: "routes/public/product.tsx", insights: "product" },
  // A search counts as a search (with its query), never as a page; search results are no page for the sitemap.
  { path: "search", file: "routes/public/search.tsx", insights: "search" },
  { path: "about-us", file: "routes/public/about-us.tsx", sitemap: true, insights: "page" },
  { path: "blog", file: "routes/public/blog.tsx", sitemap: true, insights: "page" },
  { path: "blogs/:slug", file: "routes/public/article.tsx", insights: "page" },
  { path: "where-to-order", file: "routes/public/where-to-order.tsx", sitemap: true, insights: "page" },
  { path: "order-a-cake", file: "routes/public/order-a-cake.tsx", sitemap: true, insights: "page" },
  // A customer's private order page: never listed, never counted (its address is the secret).
  { path: "orders/:token", file: "routes/public/order-status.tsx" },
  { path: "contact", file: "routes/public/contact.tsx", sitemap: true, insights: "page" },
  { path: "know-yourself", file: "routes/public/know-yourself.tsx", sitemap: true, insights: "page" },
  // The newsletter, contact and partner forms. The subscribe page is where a form's answer lands, not a page to
  // find from a search engine; unsubscribe is a link from an e-mail with a token: not a visit either.
  { path: "subscribe", file: "routes/public/subscribe.tsx", insights: "page" },
  { path: "unsubscribe", file: "routes/public/unsubscribe.tsx" },
  { path: "contact-support", file: "routes/public/contact-support.tsx", sitemap: true, insights: "page" },
  { path: "partner-with-us", file: "routes/public/partner-with-us.tsx", sitemap: true, insights: "page" },
  { path: "*", file: "routes/public/not-found.tsx" },
];

/** A product's shop link: counts the click-out (answered 303) and redirects to the stored URL. */
export const CLICK_OUT_ROUTE: PublicRoute = {
  path: "go/:productId/:shop",
  file: "routes/resources/go.ts",
  insights: "click",
};

/** The sitemap's pages without parameters, as absolute paths. */
export const SITEMAP_PATHS: readonly string[] = PUBLIC_PAGES.filter((page) => page.sitemap).map(
  (page) => `/${page.path}`,
);

type Compiled = { route: PublicRoute; pattern: RegExp };

// Matched on every request (the insights counter): exact paths by one map lookup, the few with parameters by
// regular expressions compiled once. React Router matches paths regardless of case: so do these.
const counted = [...PUBLIC_PAGES, CLICK_OUT_ROUTE].filter((route) => route.insights);
const exact = new Map(
  counted.filter((route) => !route.path.includes(":")).map((route) => [`/${route.path}`.toLowerCase(), route]),
);
const withParams: Compiled[] = counted
  .filter((route) => route.path.includes(":"))
  .map((route) => ({
    route,
    pattern: new RegExp(
      `^/${route.path
        .split("/")
        .map((segment) => (segment.startsWith(":") ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("/")}$`,
      "i",
    ),
  }));

/**
 * The counted public route `path` (no query, no trailing slash, still URL-encoded) reaches, with its parameter
 * values in order; null for every other path (the admin area, /api, files, unknown paths, uncounted pages).
 */
export function countedRoute(path: string): { route: PublicRoute; params: string[] } | null {
  const route = exact.get(path.toLowerCase());
  if (route) return { route, params: [] };
  for (const { route, pattern } of withParams) {
    const match = pattern.exec(path);
    if (match) return { route, params: match.slice(1) };
  }
  return null;
}
