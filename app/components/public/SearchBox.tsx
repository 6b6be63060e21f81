import Search from "lucide-react/icons/search";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { DIET_LABEL_INFO } from "#app/lib/diet";
import { PLACEHOLDER_IMAGE, pickVariant } from "#app/lib/images";
import { formatPrice } from "#app/lib/price";
import { usePopup } from "#app/lib/use-popup";
import type { SearchData } from "#app/lib/search";

export const SEARCH_PLACEHOLDER = "Search pastries, loaves, cakes...";
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Product search: a GET form to /search (works without JavaScript). With JavaScript, results are loaded from
 * the /search route's loader 300 ms after typing stops, or at once on Enter / the Search button, and shown in a
 * dropdown. The fetcher aborts a request that a newer one replaces, and only the answer to the latest request
 * is shown, so a slow old answer never overwrites a newer one.
 */
export function SearchBox({ className = "" }: { className?: string }) {
  const fetcher = useFetcher<SearchData>();
  const location = useLocation();
  const initial = location.pathname === "/search" ? (new URLSearchParams(location.search).get("query") ?? "") : "";
  const [query, setQuery] = useState(initial);
  const [requested, setRequested] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  // Outside click, Escape and any navigation (following a result, too) close the dropdown.
  const [open, setOpen] = usePopup(rootRef);
  const inputId = useId();
  const listId = useId();

  const { load } = fetcher;
  const data = fetcher.data;
  const current = data && requested !== null && data.query === requested ? data : null;

  function cancelTimer() {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }

  function request(text: string) {
    cancelTimer();
    const trimmed = text.trim();
    if (trimmed === "") {
      setRequested(null);
      setOpen(false);
      return;
    }
    setRequested(trimmed);
    // from=dropdown: the owner's insights count where a search was typed (the loader ignores it).
    void load(`/search?query=${encodeURIComponent(trimmed)}&from=dropdown`);
  }

  function onChange(value: string) {
    setQuery(value);
    cancelTimer();
    if (value.trim() === "") {
      setRequested(null);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => request(value), SEARCH_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request(query);
  }

  // The dropdown opens once the answer to the latest request has arrived, and closes on an error.
  useEffect(() => {
    if (fetcher.state !== "idle" || requested === null || !data || data.query !== requested) return;
    setOpen(!data.error);
  }, [fetcher.state, data, requested, setOpen]);

  useEffect(() => cancelTimer, []);

  const showDropdown = open && current !== null && query.trim() !== "";

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <form method="get" action="/search" role="search" aria-label="Products" onSubmit={onSubmit} className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <input
            id={inputId}
            type="search"
            name="query"
            value={query}
            onChange={(event) => onChange(event.target.value)}
            onFocus={() => {
              if (current && !current.error && query.trim() !== "") setOpen(true);
            }}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            aria-controls={showDropdown ? listId : undefined}
            className="h-10 w-full rounded-full border border-crust/15 bg-white pl-10 pr-4 text-sm text-espresso shadow-sm placeholder:text-muted/80 focus:border-crust/40"
          />
        </div>
        <button
          type="submit"
          className="h-10 shrink-0 rounded-full bg-crust px-4 text-sm font-semibold text-white transition hover:bg-crust-dark"
        >
          Search
        </button>
      </form>

      {showDropdown && (
        <div
          id={listId}
          role="region"
          aria-label="Search results"
          className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-crust/10 bg-white shadow-xl"
        >
          {current.results.length === 0 ? (
            <p role="status" className="px-4 py-4 text-sm text-muted">
              No products match “{current.query}”.
            </p>
          ) : (
            <ul className="max-h-72 overflow-y-auto py-1" data-testid="search-dropdown">
              {current.results.map((result) => (
                <li key={result.id}>
                  <Link
                    to={`/product/${result.id}`}
                    className="flex items-center gap-3 px-3 py-2 hover:bg-cream focus-visible:bg-cream"
                  >
                    <img
                      src={result.image ? pickVariant(result.image.variants, 96, result.image.url) : PLACEHOLDER_IMAGE}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="size-12 shrink-0 rounded-lg bg-cream-deep object-cover"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-espresso">{result.title}</span>
                      {result.dietLabels.length > 0 ? (
                        <span className="diets mt-1">
                          {result.dietLabels.map((key) => (
                            <span key={key} className={`diet diet-${key}`}>
                              {DIET_LABEL_INFO[key].label}
                            </span>
                          ))}
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 text-sm text-crust">{formatPrice(result.price)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={`/search?query=${encodeURIComponent(current.query)}`}
            className="block border-t border-crust/10 bg-cream/60 px-4 py-2.5 text-sm font-semibold text-crust hover:bg-cream"
          >
            See all results
          </Link>
        </div>
      )}
    </div>
  );
}
