// The demo install's Insights history: 90 plausible days, the same on every install, so the owner's screen
// has something to show before the first visitor comes.
import type { PrismaClient } from "#app/generated/prisma/client";
import { addDays, dayOf, type ShopKey } from "#app/lib/insights";
import { addInsightRows, type InsightMetric, type InsightRow } from "../insights/store.server";

/** A small deterministic random generator (mulberry32), so the demo history is the same on every install. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DEMO_PAGES: [string, number][] = [
  ["/", 140],
  ["/offerings", 45],
  ["/where-to-order", 22],
  ["/about-us", 14],
  ["/blog", 10],
  ["/know-yourself", 9],
  ["/contact-support", 6],
  ["/partner-with-us", 3],
];
const DEMO_SEARCHES: [string, number, number][] = [
  ["croissant", 6, 1],
  ["sourdough", 5, 1],
  ["chocolate", 4, 2],
  ["cake", 4, 4],
  ["brown bread", 3, 1],
  ["cheesecake", 2, 1],
  ["red velvet", 2, 1],
  ["baguette", 1.5, 1],
  ["cinnamon", 1.2, 1],
  ["multigrain", 1, 1],
];
const DEMO_NO_RESULTS: [string, number][] = [
  ["cupcakes", 1.6],
  ["eggless cake", 1.2],
  ["cookies", 1],
  ["gluten free bread", 0.6],
  ["donut", 0.4],
];

/**
 * A plausible 90-day history (ending yesterday) for the demo install: views growing slowly with busier
 * weekends, click-outs a share of product views, searches (some without results), newsletter sign-ups.
 */
export async function seedInsightsHistory(
  prisma: PrismaClient,
  products: { id: string }[],
  offeringSlugs: string[],
  today: string = dayOf(),
): Promise<number> {
  const rand = random(1_400_014);
  const rows: InsightRow[] = [];
  const poisson = (mean: number) => Math.max(0, Math.round(mean * (0.75 + rand() * 0.5)));
  let dayViews = 0;
  const add = (metric: InsightMetric, day: string, count: number, subject = "", detail = "", results = 0) => {
    if (count > 0) rows.push({ metric, day, subject, detail, results, count });
    if (metric === "page" || metric === "offering" || metric === "product") dayViews += count;
  };
  const popularity = products.map((_, i) => 1.6 / (1 + i * 0.35) + rand() * 0.4);
  const shopShare: Record<ShopKey, number> = { zepto: 0.45, instamart: 0.3, blinkit: 0.25 };
  for (let back = 90; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const busy = (weekday === 0 || weekday === 6 ? 1.35 : 1) * (0.7 + (0.3 * (90 - back)) / 90);
    dayViews = 0;
    for (const [path, mean] of DEMO_PAGES) add("page", day, poisson(mean * busy), path);
    for (const slug of offeringSlugs) add("offering", day, poisson(28 * busy), slug);
    products.forEach((product, i) => {
      const views = poisson(18 * busy * popularity[i]!);
      add("product", day, views, product.id);
      for (const [shop, part] of Object.entries(shopShare))
        add("click", day, poisson(views * 0.16 * part), product.id, shop);
    });
    for (const [query, mean, results] of DEMO_SEARCHES) {
      add("search", day, poisson(mean * busy * 0.6), query, "dropdown", results);
      add("search", day, poisson(mean * busy * 0.4), query, "page", results);
    }
    for (const [query, mean] of DEMO_NO_RESULTS)
      add("search", day, poisson(mean * busy * (rand() < 0.5 ? 1 : 0)), query, rand() < 0.6 ? "dropdown" : "page", 0);
    const started = poisson(2.2 * busy * (rand() < 0.8 ? 1 : 0));
    add("newsletter_started", day, started);
    add("newsletter_verified", day, Math.round(started * (0.55 + rand() * 0.3)));
    add("contact", day, rand() < 0.35 ? 1 : 0);
    add("partner", day, rand() < 0.08 ? 1 : 0);
    add("bot", day, poisson(160 * (0.8 + rand() * 0.4)));
    add("ran", day, Math.round(dayViews * 0.92)); // most views come from phones that run the page
  }
  // Same day, subject, detail and results may come twice (the no-results searches): merge before inserting.
  const merged = new Map<string, InsightRow>();
  for (const row of rows) {
    const id = `${row.metric}\u0000${row.day}\u0000${row.subject}\u0000${row.detail}\u0000${row.results}`;
    const seen = merged.get(id);
    if (seen) seen.count += row.count;
    else merged.set(id, { ...row });
  }
  await addInsightRows([...merged.values()], prisma);
  return merged.size;
}
