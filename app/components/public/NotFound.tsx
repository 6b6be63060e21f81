import { Link } from "react-router";
import { site } from "#app/lib/site-config";

/**
 * The 404 page's content. `documentTitle`: drawn by an error boundary, where the failed route's meta never runs,
 * so the document would have no title without this one (React places it in the head).
 */
export function NotFound({ documentTitle = false }: { documentTitle?: boolean }) {
  return (
    <section className="container-page flex min-h-[60dvh] flex-col items-center justify-center gap-5 py-20 text-center">
      {documentTitle ? <title>{`Page not found | ${site.name}`}</title> : null}
      <p aria-hidden="true" className="font-display text-7xl font-semibold text-amber-700">
        404
      </p>
      <h1 className="text-4xl font-semibold text-espresso sm:text-5xl">Oops! Page Not Found</h1>
      <p className="max-w-md text-lg text-muted">The page you're looking for doesn't exist.</p>
      <Link
        to="/"
        className="rounded-full bg-crust px-7 py-3 font-semibold text-white shadow-soft transition hover:bg-crust-dark"
      >
        Go Home
      </Link>
    </section>
  );
}
