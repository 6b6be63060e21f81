// The admin lists' one pattern (inbox, subscribers, products, outbox): what a list's URL asks for (a search, a
// few filters with known values, a sort, a page), read leniently (an unknown value is ignored, never an
// error), and the paging figures and links that the screen shows. Pure: shared by loaders, models and views.
import { formatNumber } from "./numbers";

/** Rows on one page of every admin list. */
export const PAGE_SIZE = 50;
/** The longest search the lists accept (longer text is cut, not refused). */
export const MAX_SEARCH_LENGTH = 100;

export type ListSpec<F extends string, S extends string> = {
  /** Each filter's name and the values it accepts; anything else in the URL means "all". */
  filters: Record<F, readonly string[]>;
  sorts: readonly S[];
  defaultSort: S;
};

export type ListQuery<F extends string, S extends string> = {
  q: string;
  filters: Partial<Record<F, string>>;
  sort: S;
  page: number;
};

/** Reads a list's search, filters, sort and page from its URL's query string. */
export function parseListQuery<F extends string, S extends string>(
  params: URLSearchParams,
  spec: ListSpec<F, S>,
): ListQuery<F, S> {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
  const filters: Partial<Record<F, string>> = {};
  for (const name of Object.keys(spec.filters) as F[]) {
    const value = params.get(name);
    if (value && spec.filters[name].includes(value)) filters[name] = value;
  }
  const sortParam = params.get("sort");
  const sort = spec.sorts.find((s) => s === sortParam) ?? spec.defaultSort;
  const pageParam = params.get("page") ?? "";
  const page = /^\d{1,6}$/.test(pageParam) && Number(pageParam) >= 1 ? Number(pageParam) : 1;
  return { q, filters, sort, page };
}

export type PageInfo = {
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pages: number;
  total: number;
  /** 1-based positions of the first and last rows shown (0 and 0 when there are none). */
  from: number;
  to: number;
  offset: number;
  size: number;
};

/** Where a page starts, with a page past the end taken as the last page (a bookmark kept after deletions). */
export function pageInfo(total: number, page: number, size = PAGE_SIZE): PageInfo {
  const pages = Math.max(1, Math.ceil(total / size));
  const shown = Math.min(Math.max(1, page), pages);
  const offset = (shown - 1) * size;
  const to = Math.min(total, offset + size);
  return { page: shown, pages, total, from: total === 0 ? 0 : offset + 1, to, offset, size };
}

/** "Showing 51–100 of 2,012", or "Showing 1–3 of 3". */
export function showingText(info: Pick<PageInfo, "from" | "to" | "total">): string {
  return `Showing ${formatNumber(info.from)}–${formatNumber(info.to)} of ${formatNumber(info.total)}`;
}

/** The count helper lives with the other plural rules; re-exported for the list screens. */
export { countOf } from "./plural";

/** The same list at another page (the search, filters and sort kept; page 1 leaves the parameter out). */
export function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/**
 * Text for a LIKE pattern, taken literally: %, _ and \ in it are characters, not wildcards. Prisma's `contains`
 * needs it too: it puts the text between two % unescaped (a search for "%" matched every row).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A search as a LIKE pattern matching it anywhere in the text. */
export function containsPattern(q: string): string {
  return `%${escapeLike(q)}%`;
}
