import { Link } from "react-router";
import { pageHref, pageInfo, showingText } from "#app/lib/list-query";
import { SEARCH_PAGE_SIZE } from "#app/lib/search";

const linkClass =
  "inline-flex min-h-10 items-center rounded-full border border-crust/20 bg-white px-4 text-sm font-semibold text-espresso transition hover:border-crust/50 hover:bg-cream-deep";

/**
 * The pages of /search: plain links (`?query=cake&page=2`, the filters kept), so they work without JavaScript;
 * with it they navigate in place. Nothing but the range shown when everything fits on one page.
 */
export function SearchPager({ page, pages, total, params }: { page: number; pages: number; total: number; params: URLSearchParams }) {
  const info = { ...pageInfo(total, page, SEARCH_PAGE_SIZE), pages };
  const link = (to: number, text: string, rel?: string) =>
    to === info.page || to < 1 || to > pages ? null : (
      <Link to={`/search${pageHref(params, to)}`} rel={rel} className={linkClass}>
        {text}
      </Link>
    );
  return (
    <nav aria-label="Search result pages" className="mt-8 flex flex-wrap items-center justify-between gap-3" data-testid="search-pager">
      <p className="text-sm text-muted">{showingText(info)}</p>
      {pages > 1 ? (
        <div className="flex flex-wrap items-center gap-2">
          {link(1, "First")}
          {link(info.page - 1, "Previous", "prev")}
          <span className="px-2 text-sm font-medium text-espresso" aria-current="page">
            Page {info.page} of {pages}
          </span>
          {link(info.page + 1, "Next", "next")}
          {link(pages, "Last")}
        </div>
      ) : null}
    </nav>
  );
}
