// The title search's in-memory index (app/server/models/products/title-index.server.ts): its tiers on small
// catalogues, and, on a generated one, the same answers as reading every title (the index only skips titles that
// cannot match: trigram candidates, the typo tier's bound). pg_trgm parity of wordSimilarity: tests/integration.
import { describe, expect, it } from "vitest";
import type { DietFilter } from "#app/lib/diet-filters";
import {
  requiredTrigrams,
  TitleIndex,
  wordKeysOf,
  wordSimilarity,
  type TitleRow,
} from "#app/server/models/products/title-index.server";

let next = 0;
const row = (title: string, dietLabels: string[] = []): TitleRow => ({
  id: `p${String((next += 1)).padStart(6, "0")}`,
  title,
  dietLabels,
});
const titlesOf = (rows: TitleRow[]) => rows.map((r) => r.title);
const index = (titles: (string | TitleRow)[]) =>
  TitleIndex.build(titles.map((t) => (typeof t === "string" ? row(t) : t)));

describe("TitleIndex.search tiers", () => {
  it("ranks exact, prefix, a later word, inside a word, every word, then similar titles", async () => {
    const idx = await index([
      "Multigrain Loaf",
      "Rye Grain Loaf",
      "Grainy Bun",
      "Grain",
      "Grains",
      "Gram Flour",
      "Pain au chocolat",
    ]);
    expect(titlesOf(idx.search("grain", 20))).toEqual([
      "Grain",
      "Grains",
      "Grainy Bun",
      "Rye Grain Loaf",
      "Multigrain Loaf",
      "Gram Flour",
    ]);
    expect(titlesOf(idx.search("GRAIN", 2))).toEqual(["Grain", "Grains"]);
    const words = await index(["Pistachio Croissant Tart", "Croissant Pistachio", "Pistachio Crossant", "Almond Cake"]);
    expect(titlesOf(words.search("pistachio croissant", 20))).toEqual([
      "Pistachio Croissant Tart",
      "Croissant Pistachio",
      "Pistachio Crossant",
    ]);
    expect(titlesOf(words.search("croisant", 20))).toEqual([
      "Croissant Pistachio",
      "Pistachio Croissant Tart",
      "Pistachio Crossant",
    ]);
  });

  it("orders a tier by lower-cased title, then id, and exact titles by id", async () => {
    const a = row("Cake");
    const b = row("cake");
    const idx = await TitleIndex.build([b, row("cake b"), row("Cake a"), a]);
    expect(idx.search("CAKE", 20).map((r) => r.id)).toEqual([
      a.id,
      b.id,
      ...idx
        .search("CAKE", 20)
        .slice(2)
        .map((r) => r.id),
    ]);
    expect(titlesOf(idx.search("cake", 20)).slice(2)).toEqual(["Cake a", "cake b"]);
  });

  it("treats %, _, \\ and other punctuation as plain characters", async () => {
    const idx = await index(["100% Whole Wheat", "Rye_Loaf", "Plain Loaf", "Back\\slash Bun", "Baker's Dozen"]);
    expect(titlesOf(idx.search("%", 20))).toEqual(["100% Whole Wheat"]);
    expect(titlesOf(idx.search("_", 20))).toEqual(["Rye_Loaf"]);
    expect(titlesOf(idx.search("\\", 20))).toEqual(["Back\\slash Bun"]);
    expect(titlesOf(idx.search("er's do", 20))).toEqual(["Baker's Dozen"]);
  });

  it("keeps only the products with every wanted diet label; no-nuts only those marked so, never the unlabelled", async () => {
    const idx = await index([
      row("Vegan Brownie", ["vegan", "contains-nuts"]),
      row("Vegan Loaf", ["vegan", "eggless", "no-nuts"]),
      row("Brownie", []),
      row("Brownie Bite", ["no-nuts"]),
    ]);
    expect(titlesOf(idx.search("brownie", 20, ["vegan"]))).toEqual(["Vegan Brownie"]);
    expect(titlesOf(idx.search("vegan", 20, ["vegan", "no-nuts"]))).toEqual(["Vegan Loaf"]);
    expect(titlesOf(idx.search("vegan", 20, ["eggless", "vegan"]))).toEqual(["Vegan Loaf"]);
    expect(titlesOf(idx.search("brownie", 20, ["no-nuts"]))).toEqual(["Brownie Bite"]);
  });

  it("finds titles with letters beyond ASCII", async () => {
    const idx = await index(["Crème Brûlée", "Pão de Queijo", "Kaju Katli काजू"]);
    expect(titlesOf(idx.search("brûlée", 20))).toEqual(["Crème Brûlée"]);
    expect(titlesOf(idx.search("CRÈME", 20))).toEqual(["Crème Brûlée"]);
    expect(titlesOf(idx.search("काजू", 20))).toEqual(["Kaju Katli काजू"]);
    expect(titlesOf(idx.search("pao de queijo", 20))).toEqual(["Pão de Queijo"]);
  });

  it("answers the same when its scratch stamps run out in the middle of the typo tier", async () => {
    const titles = ["Butter Croissant", "Croissant Pistachio", "Pistachio Crossant", "Almond Cake", "Crossant Roll"];
    const expected = titlesOf((await index(titles)).search("croisant", 20));
    const idx = await index(titles);
    (idx as unknown as { stampNow: number }).stampNow = 0x7fffffff - 3;
    expect(titlesOf(idx.search("croisant", 20))).toEqual(expected);
    expect(titlesOf(idx.search("croisant", 20))).toEqual(expected);
  });

  it("answers nothing for an empty catalogue", async () => {
    expect((await index([])).search("cake", 20)).toEqual([]);
  });
});

describe("requiredTrigrams", () => {
  it("pads a run only where the text shows a word boundary", () => {
    expect(requiredTrigrams("grain", false)).toEqual(["gra", "rai", "ain"]);
    expect(requiredTrigrams("grain", true)).toEqual(["  g", " gr", "gra", "rai", "ain"]);
    expect(requiredTrigrams("pain au", false)).toEqual(["pai", "ain", "in ", "  a", " au"]);
    expect(requiredTrigrams("ab", false)).toEqual([]);
    expect(requiredTrigrams("%", true)).toEqual([]);
  });
});

describe("wordSimilarity", () => {
  it("is 1 for a word of the title and 0 without a common trigram", () => {
    expect(wordSimilarity("croissant", "Butter Croissant")).toBe(1);
    expect(wordSimilarity("xyz", "Butter Croissant")).toBe(0);
    expect(wordSimilarity("", "Butter Croissant")).toBe(0);
  });
});

describe("wordKeysOf", () => {
  it("gives a word and its plural or singular one form", () => {
    const pairs = [
      ["pastry", "pastries"],
      ["loaf", "loaves"],
      ["cake", "cakes"],
      ["brownie", "brownies"],
      ["cookie", "cookies"],
      ["bun", "buns"],
    ];
    for (const [one, many] of pairs) expect(wordKeysOf(one!), many).toEqual(wordKeysOf(many!));
    expect(wordKeysOf("Eggless, GLUTEN-free cakes")).toEqual([
      ...wordKeysOf("eggless"),
      "gluten",
      "free",
      ...wordKeysOf("cake"),
    ]);
    expect(wordKeysOf("eggless")).not.toEqual(wordKeysOf("egg"));
    expect(wordKeysOf("no. 1 a")).toEqual(["no", "1", "a"]);
  });
});

describe("TitleIndex.search beyond titles", () => {
  const catalogue = () =>
    TitleIndex.build([
      {
        id: "a1",
        title: "Butter Croissant",
        dietLabels: ["eggless"],
        offering: "Pastries",
        description: "Flaky layers of cultured butter.",
      },
      {
        id: "a2",
        title: "Almond Danish",
        dietLabels: ["contains-nuts"],
        offering: "Pastries",
        description: "Frangipane and toasted almonds.",
      },
      {
        id: "b1",
        title: "Seeded Multigrain Loaf",
        dietLabels: ["vegan", "eggless"],
        offering: "Loaves",
        description: "Sunflower and flax seeds.",
      },
      {
        id: "b2",
        title: "Country Sourdough",
        dietLabels: ["vegan"],
        offering: "Loaves",
        description: "A long, slow rise.",
      },
      {
        id: "c1",
        title: "Chocolate Truffle Cake",
        dietLabels: [],
        offering: "Cakes",
        description: "Dark chocolate ganache.",
      },
      {
        id: "c2",
        title: "Red Velvet Slice",
        dietLabels: ["eggless"],
        offering: "Cakes",
        description: "Cream cheese frosting.",
      },
      {
        id: "c3",
        title: "Pastry Cream Tart",
        dietLabels: [],
        offering: "Cakes",
        description: "Vanilla custard in a crisp shell.",
      },
    ]);

  it("finds by offering, label and description words, singular or plural, titles first", async () => {
    const idx = await catalogue();
    // "Red Velvet Slice" and "Pastry Cream Tart" are found by their offering, "Cakes" (in title order).
    for (const query of ["cake", "cakes"]) {
      expect(titlesOf(idx.search(query, 20)), query).toEqual([
        "Chocolate Truffle Cake",
        "Pastry Cream Tart",
        "Red Velvet Slice",
      ]);
    }
    // The title's own word ranks before the offering's name.
    expect(titlesOf(idx.search("pastries", 20))).toEqual(["Pastry Cream Tart", "Almond Danish", "Butter Croissant"]);
    expect(titlesOf(idx.search("loaves", 20))).toEqual(["Seeded Multigrain Loaf", "Country Sourdough"]);
    expect(titlesOf(idx.search("eggless", 20))).toEqual([
      "Butter Croissant",
      "Red Velvet Slice",
      "Seeded Multigrain Loaf",
    ]);
    expect(titlesOf(idx.search("Vegan", 20))).toEqual(["Country Sourdough", "Seeded Multigrain Loaf"]);
    expect(titlesOf(idx.search("gluten free", 20))).toEqual([]);
    expect(titlesOf(idx.search("contains nuts", 20))).toEqual(["Almond Danish"]);
    expect(titlesOf(idx.search("vegan loaf", 20))).toEqual(["Country Sourdough", "Seeded Multigrain Loaf"]);
    expect(titlesOf(idx.search("eggless cake", 20))).toEqual(["Red Velvet Slice"]);
    expect(titlesOf(idx.search("almonds", 20))).toEqual(["Almond Danish"]);
    expect(titlesOf(idx.search("seed", 20))).toEqual(["Seeded Multigrain Loaf"]);
    expect(titlesOf(idx.search("custard", 20))).toEqual(["Pastry Cream Tart"]);
    // Typo tolerance stays on titles, and ranks before the other fields.
    expect(titlesOf(idx.search("croisant", 20))).toEqual(["Butter Croissant"]);
    expect(titlesOf(idx.search("butter", 20))).toEqual(["Butter Croissant"]);
    expect(titlesOf(idx.search("velvet cake", 20))).toEqual(["Red Velvet Slice"]);
  });

  it("pages every match with the true counts, filtered and not", async () => {
    const idx = await catalogue();
    const all = titlesOf(idx.search("cake", 20));
    expect(idx.page("cake", 0, 2)).toEqual({ rows: expect.any(Array), total: 3, unfiltered: 3 });
    expect(titlesOf(idx.page("cake", 0, 2).rows)).toEqual(all.slice(0, 2));
    expect(titlesOf(idx.page("cake", 2, 2).rows)).toEqual(all.slice(2));
    expect(idx.page("cake", 4, 2).rows).toEqual([]);
    const eggless = idx.page("cake", 0, 20, ["eggless"]);
    expect([titlesOf(eggless.rows), eggless.total, eggless.unfiltered]).toEqual([["Red Velvet Slice"], 1, 3]);
    expect(idx.page("xyzzy", 0, 20)).toEqual({ rows: [], total: 0, unfiltered: 0 });
  });

  it("counts every match past the typo tier's candidates", async () => {
    const rows: TitleRow[] = Array.from({ length: 2_000 }, (_, n) => ({
      id: `r${String(n).padStart(5, "0")}`,
      title: `Item ${n}`,
      dietLabels: n % 2 ? ["eggless"] : [],
      offering: "Cakes",
    }));
    const idx = await TitleIndex.build(rows);
    const page = idx.page("cakes", 1_980, 20, ["eggless"]);
    expect([page.total, page.unfiltered, page.rows.length]).toEqual([1_000, 2_000, 0]);
    const inTitleOrder = [...rows].sort((a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1));
    expect(idx.page("cake", 1_990, 20).rows.map((r) => r.id)).toEqual(inTitleOrder.slice(1_990).map((r) => r.id));
  });
});

const keyCache = new Map<string, Set<string>>();
const keysOf = (text: string) => keyCache.get(text) ?? keyCache.set(text, new Set(wordKeysOf(text))).get(text)!;

/** What the tiers mean, read off every title (the oracle the index is compared with). */
/** Every match with its tier, best first. */
function oracle(rows: TitleRow[], query: string, filters: DietFilter[]) {
  const q = query.toLowerCase();
  const words = [...new Set(q.split(/\s+/))].slice(0, 8);
  const several = words.length > 1;
  const everyWord = (l: string) => words.every((w) => l.startsWith(w) || l.includes(` ${w}`));
  const fits = (r: TitleRow) => filters.every((h) => r.dietLabels?.includes(h));
  const keys = wordKeysOf(q);
  const labelWords = (r: TitleRow) =>
    (r.dietLabels ?? [])
      .map(
        (label) => `${label} ${{ "contains-nuts": "Contains nuts", "no-nuts": "Made without nuts" }[label] ?? label}`,
      )
      .join(" ");
  const fieldsHold = (texts: string[]) => keys.length > 0 && keys.every((k) => texts.some((t) => keysOf(t).has(k)));
  const ranked = rows
    .filter(fits)
    .map((r) => {
      const l = r.title.toLowerCase();
      let tier = -1;
      let score = 0;
      if (l === q) tier = 0;
      else if (l.startsWith(q)) tier = 1;
      else if (l.includes(` ${q}`)) tier = 2;
      else if (l.includes(q)) tier = 3;
      else if (several && everyWord(l)) tier = 4;
      else if (fieldsHold([l])) tier = 5;
      else if ((score = wordSimilarity(q, l)) >= 0.5) tier = 6;
      else if (fieldsHold([l, r.offering ?? ""])) tier = 7;
      else if (fieldsHold([l, r.offering ?? "", labelWords(r)])) tier = 8;
      else if (fieldsHold([l, r.offering ?? "", labelWords(r), r.description ?? ""])) tier = 9;
      return { r, l, tier, score };
    })
    .filter((x) => x.tier >= 0)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (a.tier === 6 ? b.score - a.score : 0) ||
        (a.l < b.l ? -1 : a.l > b.l ? 1 : a.r.id < b.r.id ? -1 : 1),
    );
  return ranked;
}

describe("TitleIndex.search on a generated catalogue", () => {
  it("answers as reading every title would", async () => {
    const names = [
      "Croissant",
      "Pain au chocolat",
      "Sourdough",
      "Cinnamon roll",
      "Tart",
      "Cheesecake",
      "Cupcake",
      "Rye loaf",
      "Crème brûlée",
    ];
    const flavours = ["almond", "butter", "chocolate", "pistachio", "raspberry", "lemon", "seeded", "classic"];
    const labels = ["vegan", "eggless", "contains-nuts", "no-nuts"];
    const rows: TitleRow[] = [];
    for (let n = 0; n < 1_500; n += 1) {
      const title = `${names[n % names.length]} ${flavours[Math.floor(n / names.length) % flavours.length]}${n % 7 === 0 ? "" : ` no. ${n}`}`;
      rows.push({
        id: `p${String(n).padStart(6, "0")}`,
        title: n % 11 === 0 ? title.toUpperCase() : title,
        dietLabels: labels.filter((_, i) => (n >> i) % 3 === 0),
        offering: ["Pastries", "Loaves", "Cakes"][n % 3],
        description: n % 5 === 0 ? "Baked with cultured butter and honey." : `Batch ${n} of the morning's tarts.`,
      });
    }
    const idx = await TitleIndex.build(rows);
    const queries = [
      "c",
      "cr",
      "cro",
      "croissant",
      "croisant",
      "choclate",
      "sourdogh",
      "cake",
      "no. 12",
      "12",
      "pain au",
      "au choc",
      "pistachio croissant",
      "rasberry tart",
      "seeded rye",
      "lemon tart",
      "xyzzy",
      "brulee",
      "crème",
      "tart rasberry almond",
      "ROLL",
      "oll alm",
      "pastries",
      "loaves",
      "cakes",
      "vegan",
      "eggless cakes",
      "honey",
      "morning tart",
      "batch 12",
      "nuts",
    ];
    const filterSets: DietFilter[][] = [[], ["vegan"], ["no-nuts"], ["vegan", "eggless"]];
    for (const q of queries) {
      const unfiltered = oracle(rows, q, []);
      // The typo tier scores at most its 200 best candidates: compare whole counts where it holds fewer.
      const uncapped = unfiltered.filter((x) => x.tier === 6).length <= 100;
      for (const filters of filterSets) {
        const every = (filters.length === 0 ? unfiltered : oracle(rows, q, filters)).map((x) => x.r.id);
        for (const take of [1, 5, 20]) {
          expect(
            idx.search(q, take, filters).map((r) => r.id),
            `${q} ${filters.join("+")} ${take}`,
          ).toEqual(every.slice(0, take));
        }
        if (!uncapped) continue;
        const page = idx.page(q, 5, 10, filters);
        expect([page.total, page.unfiltered, page.rows.map((r) => r.id)], `${q} ${filters.join("+")} page`).toEqual([
          every.length,
          unfiltered.length,
          every.slice(5, 15),
        ]);
      }
    }
  });
});
