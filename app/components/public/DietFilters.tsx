import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import { Link } from "react-router";
import { DIET_FILTER_INFO, DIET_FILTERS, dietFilterSearch, toggleDietFilter, type DietFilter } from "#app/lib/diet-filters";

/**
 * Filter links for the dietary labels (?diet=eggless&diet=vegan): plain links, so they work without JavaScript;
 * each one turns its filter on or off and keeps the rest of the query (`base`, e.g. the search words). With
 * JavaScript they navigate in place, keeping the scroll position.
 */
export function DietFilters({
  path,
  filters,
  base,
  label = "Filter by diet",
}: {
  path: string;
  filters: readonly DietFilter[];
  base?: URLSearchParams;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="text-sm font-semibold text-espresso">{label}:</span>
      <ul className="flex flex-wrap items-center gap-2">
        {DIET_FILTERS.map((filter) => {
          const on = filters.includes(filter);
          const info = DIET_FILTER_INFO[filter];
          return (
            <li key={filter}>
              <Link
                to={`${path}${dietFilterSearch(toggleDietFilter(filters, filter), base)}`}
                preventScrollReset
                aria-current={on ? "true" : undefined}
                className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition ${
                  on
                    ? "border-crust bg-crust text-white hover:bg-crust-dark"
                    : "border-crust/20 bg-white text-espresso hover:border-crust/50 hover:bg-cream-deep"
                }`}
              >
                {on ? <Check aria-hidden="true" className="size-4" /> : <span aria-hidden="true" className={`diet-icon diet-${info.icon}`} />}
                {info.label}
                {on ? <span className="sr-only"> (on: select to turn off)</span> : null}
              </Link>
            </li>
          );
        })}
        {filters.length > 0 ? (
          <li>
            <Link
              to={`${path}${dietFilterSearch([], base)}`}
              preventScrollReset
              className="inline-flex items-center gap-1 px-2 py-1.5 text-sm font-semibold text-crust underline underline-offset-4"
            >
              <X aria-hidden="true" className="size-4" />
              Clear filters
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
