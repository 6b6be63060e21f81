// `?page=N` paging of server-rendered lists (the offering page): reading the parameter, page links, and which
// page numbers the pagination nav shows. Shared by loaders, meta and components.

export const PAGE_PARAM = "page";

/**
 * What `?page=` asks for. `page`: the page to show (Infinity for a number too large to be a page, which is
 * beyond the last one). `canonical`: false when the URL should be redirected to the canonical form of `page`:
 * page 1 without the parameter, others as plain digits (`?page=1`, `?page=007`, and `?page=` given twice
 * redirect). Anything that is not a whole number of at least 1 (`0`, `-1`, `abc`, `2.5`, empty) means page 1,
 * through a redirect.
 */
export function readPageParam(params: URLSearchParams): { page: number; canonical: boolean } {
  const values = params.getAll(PAGE_PARAM);
  if (values.length === 0) return { page: 1, canonical: true };
  const raw = values[0]!;
  if (!/^[0-9]+$/.test(raw)) return { page: 1, canonical: false };
  const page = Number(raw);
  if (page < 1) return { page: 1, canonical: false };
  if (!Number.isSafeInteger(page)) return { page: Infinity, canonical: true };
  return { page, canonical: values.length === 1 && page > 1 && raw === String(page) };
}

/** The link to a page of the list at `path`: page 1 is the path itself, others add `?page=N`. */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?${PAGE_PARAM}=${page}` : path;
}

/** The URL (path and query) of `url` with its `page` parameter set to the canonical form of `page`. */
export function withPage(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  params.delete(PAGE_PARAM);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

export type PageItem = number | "gap";

/**
 * The page numbers a pagination nav shows: the first, the last, and `siblings` pages either side of the
 * current one; a run of left-out pages is one "gap" (a single left-out page is shown instead of a gap).
 * pageItems(5, 70) → [1, "gap", 4, 5, 6, "gap", 70].
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount < 1) return [];
  const shown = new Set<number>([1, pageCount]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push("gap");
    items.push(page);
    previous = page;
  }
  return items;
}
