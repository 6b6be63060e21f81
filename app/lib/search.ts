// What the /search route's loader answers: the results page without JavaScript, and the header's search
// dropdown (components/public/SearchBox.tsx, through useFetcher) reads the same data.
import type { DietLabel } from "./diet";
import type { DietFilter } from "./diet-filters";
import type { ImageVariant } from "./images";

export type SearchData = {
  query: string;
  /** The diet filters of the page (?diet=); the dropdown sends none. */
  filters: DietFilter[];
  /** With filters: how many products match the words alone (at most the page's 20), else null. */
  unfiltered: number | null;
  results: {
    id: string;
    title: string;
    price: number;
    image: { url: string; variants: ImageVariant[] } | null;
    dietLabels: DietLabel[];
  }[];
  error: boolean;
  origin: string;
};
