// What the /search route's loader answers: the results page without JavaScript, and the header's search
// dropdown (components/public/SearchBox.tsx, through useFetcher) reads the same data.
import type { ShouldRevalidateFunction } from "react-router";
import type { DietLabel } from "./diet";
import type { DietFilter } from "./diet-filters";
import type { ImageVariant } from "./images";

/**
 * Whether the /search loader runs again, for the page and for the header's dropdown alike: never after a form post
 * (a newsletter sign-up, a message), which changes no search result, while React Router would otherwise reload
 * them and each load is one more search in the owner's insights; as usual on a navigation.
 */
export const searchShouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? false : defaultShouldRevalidate;

/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 24;

/** The query of a search URL: `?query=`, or `?q=` as many sites name it (the page redirects that to `?query=`). */
export function searchQueryOf(params: URLSearchParams): string {
  return (params.get("query") || params.get("q") || "").trim().slice(0, 100);
}

/** A results page's number from `?page=` (1 when absent or not a plain positive number). */
export function searchPageOf(params: URLSearchParams): number {
  const page = params.get("page") ?? "";
  return /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
}

export type SearchData = {
  query: string;
  /** The diet filters of the page (?diet=); the dropdown sends none. */
  filters: DietFilter[];
  /** How many products match (with the filters); null in the dropdown's answer, which shows the best few uncounted. */
  total: number | null;
  /** With filters: how many products match the words alone, else null. */
  unfiltered: number | null;
  /** The page shown (1-based) and how many pages there are (at least 1). */
  page: number;
  pages: number;
  results: {
    id: string;
    title: string;
    /** In paise. */
    price: number;
    image: { url: string; variants: ImageVariant[] } | null;
    dietLabels: DietLabel[];
  }[];
  error: boolean;
  origin: string;
};
