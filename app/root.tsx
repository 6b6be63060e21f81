import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { routerMiddleware } from "#app/server/main/pipeline.server";
import { RequestIdNote } from "./lib/request-id";
import { useHydrated } from "./lib/use-hydrated";
import { site } from "./lib/site-config";
import frauncesFont from "./generated/fonts/fraunces-latin-600.woff2?url";
import interFont from "./generated/fonts/inter-latin-400-700.woff2?url";
import "./app.css";

// The last stage of the one request pipeline (response cache, request id in /api errors, 503s): its order and
// reasons are declared with the rest of the pipeline, in app/server/main/pipeline.server.ts.
export const middleware: Route.MiddlewareFunction[] = routerMiddleware;

// The two fonts (app.css) are fetched with the document, at low priority: they are in hand at the first layout, so
// the page is not laid out a second time when they arrive, and on a slow connection they take the bandwidth the
// style sheet and the main image leave (text shows in the fallback font until then: font-display: swap).
export const links: Route.LinksFunction = () => [
  ...[interFont, frauncesFont].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
    fetchPriority: "low" as const,
  })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a4419" />
        <Meta />
        <Links />
      </head>
      <body className="bg-cream text-espresso antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Scripts run only after the page has loaded (server/http/hydration.server.ts); this marks the moment the whole
  // page is interactive (<html data-hydrated>): the browser tests wait for it before they use a scripted control.
  // The components' switch to their scripted markup commits in one transition with this one's, so the mark comes
  // after it.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return <Outlet />;
}

/** Last resort: a friendly page with no stack trace (errors are logged by entry.server's handleError). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <main className="container-page flex min-h-[70dvh] flex-col items-center justify-center gap-4 py-16 text-center">
      <title>{notFound ? `Page not found | ${site.name}` : `Something went wrong | ${site.name}`}</title>
      <p className="font-display text-2xl text-crust">{site.name}</p>
      <h1 className="text-4xl font-semibold">{notFound ? "Oops! Page Not Found" : "Something went wrong"}</h1>
      <p className="max-w-md text-muted">
        {notFound
          ? "The page you're looking for doesn't exist."
          : "Sorry, something went wrong on our side. Please try again in a moment."}
      </p>
      {/* The request id, for a visitor to quote. Not on 404 pages: those are shared (the response cache). */}
      {!notFound && <RequestIdNote />}
      <a href="/" className="rounded-full bg-crust px-6 py-3 font-semibold text-white hover:bg-crust-dark">
        Go Home
      </a>
    </main>
  );
}
