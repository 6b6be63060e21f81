import {
  Outlet,
  isRouteErrorResponse,
  useNavigation,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { Footer } from "#app/components/public/Footer";
import { Header } from "#app/components/public/Header";
import { NotFound } from "#app/components/public/NotFound";
import { usePageRanBeacon } from "#app/lib/page-ran";
import { absoluteUrl } from "#app/lib/seo";
import { publicOrigin } from "#app/server/platform/public-url.server";
import { listOfferings } from "#app/server/models/offerings.server";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  const offerings = await listOfferings();
  // PUBLIC_URL, or the request's origin (then part of the response cache's key: a forged Host only ever reaches
  // the request that sent it).
  return { offerings: offerings.map(({ id, name, slug }) => ({ id, name, slug })), origin: publicOrigin(request) };
}

// The navigation's offerings change rarely: refetch them only after a form post.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  usePageRanBeacon();
  return (
    <div className="flex min-h-dvh flex-col">
      <CanonicalLink origin={loaderData.origin} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header offerings={loaderData.offerings} />
      <NavigationStatus />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/**
 * One URL per page: every public page names its address without query (filters, searches and tracking
 * parameters share the page's) and without a trailing slash (the server redirects those). React puts the
 * <link> in the document's head. The 404 page has none: it is no page's address.
 */
function CanonicalLink({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  if (leaf?.id === "routes/public/not-found") return null;
  return <link rel="canonical" href={absoluteUrl(origin, pathname)} />;
}

/** 'Loading...' while the next product page is fetched during a client-side navigation (visible progress). */
function NavigationStatus() {
  const navigation = useNavigation();
  const loadingProduct = navigation.state === "loading" && navigation.location.pathname.startsWith("/product/");
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center">
      {loadingProduct && (
        <span className="rounded-full bg-espresso px-5 py-2 text-sm font-semibold text-cream shadow-lg">Loading...</span>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layoutData = useRouteLoaderData<typeof loader>("routes/public/layout");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="flex min-h-dvh flex-col">
        <Header offerings={layoutData?.offerings ?? []} />
        <main id="main" className="flex-1">
          <NotFound documentTitle />
        </main>
        <Footer />
      </div>
    );
  }
  throw error;
}
