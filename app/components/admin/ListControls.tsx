// The admin lists' search form and pager (app/lib/list-query.ts). A plain GET form: without JavaScript the
// owner types and presses Search; with it, the list follows as they type (debounced) and when a filter
// changes. Everything is in the URL, so a page can be bookmarked and Back works.
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSearchParams, useSubmit } from "react-router";
import { pageHref, showingText, type PageInfo } from "#app/lib/list-query";
import { countOf, plural } from "#app/lib/plural";
import { inputClass, labelClass, secondaryButton } from "./ui";

export type SelectControl = { name: string; label: string; options: readonly { value: string; label: string }[] };

/** A filter: "All" (no parameter) first, then each value the list accepts, labelled (or as it is). */
export function filterSelect(
  name: string,
  label: string,
  values: readonly string[],
  labels: Record<string, string> = {},
): SelectControl {
  return {
    name,
    label,
    options: [{ value: "", label: "All" }, ...values.map((value) => ({ value, label: labels[value] ?? value }))],
  };
}

const SORT_LABELS: Record<string, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  email: "By address",
  title: "Title A–Z",
  price: "Price, low to high",
  "price-desc": "Price, high to low",
};

/** The sort: the list's default first (no parameter in the URL), then its other sorts. */
export function sortSelect(spec: { sorts: readonly string[]; defaultSort: string }): SelectControl {
  const others = spec.sorts.filter((s) => s !== spec.defaultSort);
  return {
    name: "sort",
    label: "Sort",
    options: [
      { value: "", label: SORT_LABELS[spec.defaultSort] ?? spec.defaultSort },
      ...others.map((s) => ({ value: s, label: SORT_LABELS[s] ?? s })),
    ],
  };
}

const DEBOUNCE_MS = 300;
const selectClass = `${inputClass} py-2 pr-8`;

export function ListSearch({
  label,
  placeholder,
  selects = [],
  hidden = {},
}: {
  /** The search box's label ("Search messages"). */
  label: string;
  placeholder?: string;
  /** Filters and the sort, each a select whose first option means "all" (value ""). */
  selects?: SelectControl[];
  /** Parameters kept as they are (a view switch, for example). */
  hidden?: Record<string, string>;
}) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.search !== `?${params.toString()}`;

  // One history entry per search: the first list of a burst of typing is pushed, the next ones replace it; a
  // filter or sort change is an entry of its own. So Back goes to the previous search, not the previous letter.
  const typedEntry = useRef(false);
  const send = (delay: number, typed: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      const replace = typed && typedEntry.current;
      typedEntry.current = typed;
      // Only what is chosen goes in the URL (no "status=&sort="), and a new search starts at page 1.
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(formRef.current))
        if (typeof value === "string" && value !== "") query.append(name, value);
      submit(query, { method: "get", replace, preventScrollReset: true });
    }, delay);
  };
  const q = params.get("q") ?? "";
  // Back and Forward change the URL under the form: show what the URL now asks for, except in the field
  // being typed in (never a remount, which would take the focus away mid-word).
  useEffect(() => {
    for (const field of formRef.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      "input[name], select[name]",
    ) ?? []) {
      if (field.type === "hidden" || field === document.activeElement) continue;
      field.value = params.get(field.name) ?? "";
    }
  }, [params]);
  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-soft"
      onChange={(event) => {
        const typed = (event.target as HTMLElement).tagName !== "SELECT";
        send(typed ? DEBOUNCE_MS : 0, typed);
      }}
      onBlur={() => (typedEntry.current = false)}
      // The Search button sends now: a list still waiting for the debounce must not follow it.
      onSubmit={() => clearTimeout(timer.current)}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-48 flex-1">
        <label htmlFor="list-q" className={labelClass}>
          {label}
        </label>
        <input
          id="list-q"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          className={`${inputClass} mt-1`}
        />
      </div>
      {selects.map((s) => (
        <div key={s.name}>
          <label htmlFor={`list-${s.name}`} className={labelClass}>
            {s.label}
          </label>
          <select
            id={`list-${s.name}`}
            name={s.name}
            defaultValue={params.get(s.name) ?? ""}
            className={`${selectClass} mt-1`}
          >
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className={secondaryButton}>
        Search
      </button>
      <span aria-live="polite" className="sr-only">
        {searching ? "Searching…" : ""}
      </span>
    </Form>
  );
}

/** Parameters that only page or order a list: with nothing else in the URL, the list is not narrowed. */
const NOT_NARROWING = new Set(["page", "sort", "view"]);

/**
 * How many the list holds, at its top (the pager at the bottom says the same, far down a long page):
 * "2,012 messages", or with a search or filter "12 messages match".
 */
export function MatchCount({ total, noun, nouns }: { total: number; noun: string; nouns?: string }) {
  const [params] = useSearchParams();
  const narrowed = [...params.keys()].some((key) => !NOT_NARROWING.has(key) && params.get(key) !== "");
  return (
    <p className="text-sm font-semibold text-espresso" aria-live="polite" data-testid="match-count">
      {countOf(total, noun, nouns)}
      {narrowed ? ` ${plural(total, "matches", "match")}` : ""}
    </p>
  );
}

/** "Showing 51–100 of 2,012" and links to the first, previous, next and last pages ("Page 2 of 41"). */
export function Pager({ info, label }: { info: PageInfo; label: string }) {
  const [params] = useSearchParams();
  const link = (page: number, text: string, rel?: string) =>
    page === info.page || page < 1 || page > info.pages ? (
      <span aria-disabled="true" className={`${secondaryButton} pointer-events-none opacity-40`}>
        {text}
      </span>
    ) : (
      <Link to={pageHref(params, page)} rel={rel} className={secondaryButton} preventScrollReset={false}>
        {text}
      </Link>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {info.total === 0 ? "Nothing to show" : showingText(info)}
      </p>
      {info.pages > 1 ? (
        <div className="flex flex-wrap items-center gap-2">
          {link(1, "First")}
          {link(info.page - 1, "Previous", "prev")}
          <span className="px-2 text-sm font-medium text-espresso" aria-current="page">
            Page {info.page} of {info.pages}
          </span>
          {link(info.page + 1, "Next", "next")}
          {link(info.pages, "Last")}
        </div>
      ) : null}
    </nav>
  );
}
