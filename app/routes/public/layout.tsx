import { Outlet, isRouteErrorResponse, useRouteError, type ShouldRevalidateFunction } from "react-router";
import { Footer } from "#app/components/public/Footer";
import { Header } from "#app/components/public/Header";
import { NotFound } from "#app/components/public/NotFound";
import { listOfferings } from "#app/server/models/offerings.server";
import type { Route } from "./+types/layout";

export const handle = { chrome: "public" };

export async function loader() {
  const offerings = await listOfferings();
  return { offerings: offerings.map(({ id, name, slug }) => ({ id, name, slug })) };
}

// The navigation's offerings change rarely: refetch them only after a form post.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header offerings={loaderData.offerings} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="flex min-h-dvh flex-col">
        <Header offerings={[]} />
        <main id="main" className="flex-1">
          <NotFound />
        </main>
        <Footer />
      </div>
    );
  }
  throw error;
}
