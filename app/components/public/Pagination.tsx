import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { pageHref, pageItems } from "#app/lib/pagination";

const STEP =
  "inline-flex min-h-11 items-center gap-1 rounded-full border border-crust/15 bg-white px-4 font-semibold text-espresso shadow-soft transition hover:border-crust/40 hover:bg-cream-deep";
const NUMBER = "inline-flex size-11 items-center justify-center rounded-full font-semibold transition";

/**
 * Server-rendered `?page=N` links (plain anchors without JavaScript): Previous, the page numbers (from the sm
 * breakpoint up; phones get Previous and Next), Next, and "Page 2 of 70". Renders nothing for a single page.
 */
export function Pagination({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 sm:mt-12">
      <div className="flex items-center justify-between gap-3">
        <div className="flex-1">
          {page > 1 && (
            <Link to={pageHref(path, page - 1)} rel="prev" prefetch="intent" className={STEP}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Link>
          )}
        </div>
        <ol className="hidden items-center gap-1 sm:flex">
          {pageItems(page, pageCount).map((item, index) =>
            item === "gap" ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  to={pageHref(path, item)}
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? "page" : undefined}
                  className={`${NUMBER} ${item === page ? "bg-crust text-white" : "text-espresso hover:bg-cream-deep"}`}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
        </ol>
        <div className="flex flex-1 justify-end">
          {page < pageCount && (
            <Link to={pageHref(path, page + 1)} rel="next" prefetch="intent" className={STEP}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </div>
      <p className="mt-4 text-center text-sm text-muted">
        {`Page ${page} of ${pageCount}`}
      </p>
    </nav>
  );
}
