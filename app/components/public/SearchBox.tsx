import Search from "lucide-react/icons/search";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { DIET_LABEL_INFO } from "#app/lib/diet";
import { Thumbnail } from "./ProductImage";
import { formatMoney } from "#app/lib/money";
import { useHydrated } from "#app/lib/use-hydrated";
import { usePopup } from "#app/lib/use-popup";
import { searchQueryOf, type SearchData } from "#app/lib/search";

export const SEARCH_PLACEHOLDER = "Search pastries, loaves, cakes...";
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Product search: a GET form to /search (works without JavaScript). With JavaScript, results are loaded from
 * the /search route's loader 300 ms after typing stops, or at once on Enter / the Search button, and shown in a
 * dropdown. The fetcher aborts a request that a newer one replaces, and only the answer to the latest request
 * is shown, so a slow old answer never overwrites a newer one. Each request is one search in the owner's insights,
 * so a text is asked for once: Enter or the Search button after the pause has already asked for the same text
 * shows that answer (or waits for it) instead of asking, and counting, again.
 *
 * Once hydrated the field is an ARIA combobox (the pattern of an editable combobox with list autocomplete): the
 * results are a listbox; ArrowDown and ArrowUp move through them (wrapping), Home and End go to the first and the
 * last once one is chosen, Enter opens the chosen one (with none chosen it searches, as before) and Escape closes
 * the list, keeping the text. Focus stays in the field throughout (aria-activedescendant names the chosen result). Without
 * JavaScript it stays a plain search field of a GET form.
 */
export function SearchBox({ className = "" }: { className?: string }) {
  const fetcher = useFetcher<SearchData>();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const initial = location.pathname === "/search" ? searchQueryOf(new URLSearchParams(location.search)) : "";
  const [query, setQuery] = useState(initial);
  const [requested, setRequested] = useState<string | null>(null);
  // The text last asked of the server, set when it is asked (a ref, not state: a click may come before the render
  // that follows the pause's request), and forgotten when its answer is an error, so that a new try asks again.
  const asked = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  // Outside click, Escape and any navigation (following a result, too) close the dropdown.
  const [open, setOpen] = usePopup(rootRef);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  /** The result chosen with the arrow keys (-1: none). */
  const [active, setActive] = useState(-1);

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
      forget();
      return;
    }
    if (asked.current === trimmed) {
      // Already asked (its answer is here or on its way): show it, never a second search of one text.
      setOpen(true);
      return;
    }
    asked.current = trimmed;
    setRequested(trimmed);
    // from=dropdown: the owner's insights count where a search was typed (the loader ignores it).
    void load(`/search?query=${encodeURIComponent(trimmed)}&from=dropdown`);
  }

  /** An emptied field: no text asked, the list closed (typing the same text again later is a new search). */
  function forget() {
    asked.current = null;
    setRequested(null);
    setOpen(false);
  }

  function onChange(value: string) {
    setQuery(value);
    setActive(-1);
    cancelTimer();
    if (value.trim() === "") {
      forget();
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
    if (data.error && asked.current === data.query) asked.current = null;
    setOpen(!data.error);
  }, [fetcher.state, data, requested, setOpen]);

  useEffect(() => cancelTimer, []);

  const showDropdown = open && current !== null && query.trim() !== "";
  const options = showDropdown ? current.results : [];
  const expanded = options.length > 0;

  // A new answer or a closed list forgets the chosen result.
  useEffect(() => setActive(-1), [current, showDropdown]);

  // The chosen result stays in view in the scrolling list.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(index);
    };
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!expanded) {
          // A closed list with an answer for this text opens again, the first (or last) result chosen.
          if (current && !current.error && current.results.length > 0 && query.trim() !== "") {
            event.preventDefault();
            setOpen(true);
          }
          return;
        }
        const down = event.key === "ArrowDown";
        move(active < 0 ? (down ? 0 : last) : down ? (active === last ? 0 : active + 1) : active === 0 ? last : active - 1);
        return;
      }
      case "Home":
      case "End":
        // With no result chosen, Home and End keep moving the caret in the text.
        if (expanded && active >= 0) move(event.key === "Home" ? 0 : last);
        return;
      case "Escape":
        // The open list closes (usePopup) and the text stays: a search field would clear itself on Escape.
        // With the list closed, Escape clears the field as usual.
        if (showDropdown) event.preventDefault();
        return;
      case "Enter":
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          void navigate(`/product/${options[active].id}`);
        }
        return;
    }
  }

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
            onKeyDown={onKeyDown}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            {...(hydrated
              ? {
                  role: "combobox",
                  "aria-autocomplete": "list" as const,
                  "aria-expanded": expanded,
                  "aria-controls": listId,
                  "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
                }
              : {})}
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

      {/* The listbox is always there once hydrated, so that aria-controls names an element; empty when closed. */}
      {hydrated ? (
        <div
          role="region"
          aria-label="Search results"
          hidden={!showDropdown}
          className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-crust/10 bg-white shadow-xl"
        >
          {showDropdown && current.results.length === 0 ? (
            <p role="status" className="px-4 py-4 text-sm text-muted">
              No products match “{current.query}”.
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label="Products found" hidden={!expanded} className="max-h-72 overflow-y-auto py-1" data-testid="search-dropdown">
            {options.map((result, index) => (
              <li key={result.id} role="none">
                {/* A real link as the option (middle click, open in a new tab), out of the tab order: focus stays
                    in the field. An <a href> may take the option role; a link inside an option may not. */}
                <Link
                  to={`/product/${result.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  onMouseMove={() => setActive(index)}
                  className={`flex items-center gap-3 px-3 py-2 hover:bg-cream ${index === active ? "bg-cream outline-2 -outline-offset-2 outline-crust" : ""}`}
                >
                  <Thumbnail image={result.image} size={48} className="size-12 shrink-0" />
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
                  <span className="shrink-0 text-sm text-crust">{formatMoney(result.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
          {expanded ? (
            <Link
              to={`/search?query=${encodeURIComponent(current?.query ?? query.trim())}`}
              className="block border-t border-crust/10 bg-cream/60 px-4 py-2.5 text-sm font-semibold text-crust hover:bg-cream"
            >
              See all results
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
