// The blog's types and the small helpers its pages use in the browser. The articles themselves (their text) live
// on the server: app/server/content/blog-articles.server.ts; the routes' loaders send what a page shows.
import { lazy } from "./lazy";

/** lucide-react icon names used by the blog (map them to components in the UI). */
export type BlogIconName =
  | "Clock"
  | "Dumbbell"
  | "Tag"
  | "PackageOpen"
  | "Carrot"
  | "HeartPulse"
  | "Wheat"
  | "ScanSearch"
  | "Candy"
  | "Brain"
  | "Smartphone";

export type ArticleSlug =
  "brown-bread" | "nutrition-labels" | "hidden-sugars" | "no-results" | "mind-game" | "reels-trends";

export interface HealthFact {
  title: string;
  text: string;
  icon: BlogIconName;
}

export interface ArticleSection {
  heading: string;
  /** Rendered first, in order. */
  paragraphs: string[];
  /** Optional list, rendered after the paragraphs. */
  bullets?: string[];
}

export interface Article {
  slug: ArticleSlug;
  title: string;
  /** 1-2 sentences, for cards and the meta description. */
  summary: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  readMinutes: number;
  icon: BlogIconName;
  /** Summary and date show on the first three blog cards only. */
  showSummaryOnCard: boolean;
  /** Opening paragraphs, shown before the first section. */
  intro: string[];
  sections: ArticleSection[];
}

/** URL of an article page. */
export function articlePath(slug: ArticleSlug): `/blogs/${ArticleSlug}` {
  return `/blogs/${slug}`;
}

const articleDateFormat = lazy(
  () => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);

/** "12 January 2026": the same text on the server and in every browser time zone. */
export function formatArticleDate(isoDate: string): string {
  return articleDateFormat().format(new Date(`${isoDate}T00:00:00Z`));
}
