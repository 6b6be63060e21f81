// What the /search route's loader answers: the results page without JavaScript, and the header's search
// dropdown (components/public/SearchBox.tsx, through useFetcher) reads the same data.
import type { ImageVariant } from "./images";

export type SearchData = {
  query: string;
  results: { id: string; title: string; price: number; image: { url: string; variants: ImageVariant[] } | null }[];
  error: boolean;
  origin: string;
};
