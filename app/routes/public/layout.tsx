import {
  Outlet,
  isRouteErrorResponse,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { Footer } from "#app/components/public/Footer";
import { Header } from "#app/components/public/Header";
import { NotFound } from "#app/components/public/NotFound";
import { usePageRanBeacon } from "#app/lib/page-ran";
import { listOfferings } from "#app/server/models/offerings.server";
import type { Route } from "./+types/layout";

export async function loader() {
  const offerings = await listOfferings();
  return { offerings: offerings.map(({ id, name, slug }) => ({ id, name, slug })) };
}

// The navigation's offerings change rarely: refetch them only after a form post.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  usePageRanBeacon();
  return (
    <div className="flex min-h-dvh flex-col">
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

/** 'Loading...' while the next product page is fetched during a client-side navigation (site-spec.md 2.5). */
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
