// The six articles as a reader sees them: slug and title, written out here (not read from the app) so that a
// changed title fails the tests that name it.
export const ARTICLES = [
  { slug: "brown-bread", title: "Brown bread isn't always healthy bread" },
  { slug: "nutrition-labels", title: "How to read a nutrition label in under a minute" },
  { slug: "hidden-sugars", title: "Hidden sugars: where they hide and what to look for" },
  { slug: "no-results", title: "Working out hard but seeing no results?" },
  { slug: "mind-game", title: "The mind game behind junk food choices" },
  { slug: "reels-trends", title: "How reels and food trends shape your cravings" },
] as const;
