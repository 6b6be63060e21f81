// Products: the search's index, held in each process's memory (search.server.ts loads it, keeps it for as long as
// the catalogue's searchable text stays the same, and asks it). Pure code, no database: tests/unit checks the tiers,
// tests/integration compares wordSimilarity with pg_trgm's word_similarity on both databases.
//
// Titles are searched as text (prefixes, inside words, typos); the offering's name, the dietary labels and the
// description as whole words, each word reduced to one form for its singular and plural ("pastries" and "pastry",
// "loaves" and "loaf"), so that people find products by what they are and by how they are described.
//
// Why in memory: at 50,000 products the same tiers as one SQL statement cost 8-25 ms of database time for the
// slow queries (planning alone 2 ms; trigram index scans of many long posting lists for several-word and typo
// queries), which kept search over its 15 ms budget. Here each tier reads only the products that hold the
// trigrams the query needs, and the typo tier scores its best candidates first and stops early.
import pluralize from "pluralize";
import { DIET_LABEL_INFO, DIET_LABELS, isDietLabel } from "#app/lib/diet";
import { dietCondition, type DietFilter } from "#app/lib/diet-filters";

export type TitleRow = {
  id: string;
  title: string;
  dietLabels: readonly string[] | null;
  /** The name of the product's offering ("Cakes"), searched as words. */
  offering?: string | null;
  /** The product's description, searched as words. */
  description?: string | null;
};

/** The fields searched as words, in the order their matches rank (a title's words first). */
const FIELDS = ["title", "offering", "label", "description"] as const;

/** Typo matches: word_similarity(query, title) at least this (pg_trgm's measure; 0.5 = half the query's trigrams). */
export const SIMILARITY_THRESHOLD = 0.5;
/**
 * Typo matches: at most this many candidates are scored (those sharing the most trigrams with the query first,
 * then in title order), so the typo tier's cost stays bounded when thousands of titles hold a similar word.
 */
const FUZZY_CANDIDATES = 200;
/** Tier 4 looks at the first words of the query only. */
const MAX_SEARCH_WORDS = 8;
/** The build yields to the event loop after this many titles, so a rebuild never stalls other requests for long. */
const BUILD_CHUNK = 2_000;

/** A word, as pg_trgm sees it: a run of letters and digits (anything else separates words). */
const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const ASCII = /^[ -~]*$/; // printable ASCII: one character per code unit

/**
 * One form for a word and its plural or singular: pluralize's singular of its plural, so that both sides of a pair
 * the library treats unevenly meet ("brownies" -> "browny", "brownie" -> "brownies" -> "browny"). Cached: a
 * catalogue's vocabulary is small next to its word count.
 */
const wordKeys = new Map<string, string>();
export function wordKey(lowerWord: string): string {
  let key = wordKeys.get(lowerWord);
  if (key === undefined) {
    // Numbers and one-letter words are their own form (pluralize would turn "1" into "1s", "a" into "as").
    key =
      lowerWord.length < 2 || !/\p{L}/u.test(lowerWord) ? lowerWord : pluralize.singular(pluralize.plural(lowerWord));
    if (wordKeys.size < 100_000) wordKeys.set(lowerWord, key);
  }
  return key;
}

/** The distinct word keys of a text, in order. */
export function wordKeysOf(text: string): string[] {
  return [...new Set(Array.from(text.toLowerCase().matchAll(WORD), (m) => wordKey(m[0])))];
}

/** The words a dietary label is found by: its key and its badge text ("gluten-free", "Gluten-free"). */
function labelText(label: string): string {
  return isDietLabel(label) ? `${label} ${DIET_LABEL_INFO[label].label}` : "";
}

/** The characters of a string (code points; plain indexing for ASCII, the usual case). */
function charsOf(text: string): readonly string[] | string {
  return ASCII.test(text) ? text : Array.from(text);
}

/** pg_trgm's trigrams of one lower-cased word, in order: the word padded with two spaces before and one after. */
function eachWordTrigram(word: string, emit: (trigram: string) => void) {
  const chars = charsOf(word);
  const n = chars.length;
  const at = (i: number) => (i < 2 || i >= n + 2 ? " " : chars[i - 2]!);
  for (let i = 0; i + 3 <= n + 3; i += 1) emit(at(i) + at(i + 1) + at(i + 2));
}

/** The trigrams of a lower-cased text in order, repeats kept (pg_trgm's generate_trgm_only). */
function eachTrigram(lower: string, emit: (trigram: string) => void) {
  for (const match of lower.matchAll(WORD)) eachWordTrigram(match[0], emit);
}

/** Reusable scratch space of iterateWordSimilarity (one search runs at a time: the code is synchronous). */
const scratch = { lastpos: new Int32Array(256) };

/**
 * pg_trgm's word_similarity (trgm_op.c, calc_word_similarity and iterate_word_similarity, plain mode): the
 * greatest similarity between the query's trigram set and a continuous extent of the title's ordered trigrams,
 * as a 4-byte float. The title comes as slots: `slots[i]` < `ulen1` for a trigram of the query (its number among
 * the query's distinct trigrams), a larger number for each other distinct trigram; `slotCount` is the number of
 * distinct slots used.
 */
function iterateWordSimilarity(slots: ArrayLike<number>, ulen1: number, slotCount: number): number {
  if (scratch.lastpos.length < slotCount) scratch.lastpos = new Int32Array(slotCount * 2);
  const lastpos = scratch.lastpos;
  lastpos.fill(-1, 0, slotCount);
  const sml = (count: number, ulen2: number) => Math.fround(count / (ulen1 + ulen2 - count));
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let max = 0;
  for (let i = 0; i < slots.length; i += 1) {
    const t = slots[i]!;
    const found = t < ulen1;
    if (lower >= 0 || found) {
      if (lastpos[t]! < 0) {
        ulen2 += 1;
        if (found) count += 1;
      }
      lastpos[t] = i;
    }
    if (!found) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = sml(count, ulen2);
    // Also try to move the lower bound right, for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const candidate = sml(tmpCount, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const ti = slots[tmpLower]!;
      if (lastpos[ti] === tmpLower) {
        tmpUlen2 -= 1;
        if (ti < ulen1) tmpCount -= 1;
      }
    }
    if (current > max) max = current;
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
      const ti = slots[tmpLower]!;
      if (lastpos[ti] === tmpLower) lastpos[ti] = -1;
    }
  }
  return max;
}

/** word_similarity(query, title) of two texts, as pg_trgm computes it (case-insensitive). */
export function wordSimilarity(query: string, title: string): number {
  const slot = new Map<string, number>();
  eachTrigram(query.toLowerCase(), (t) => {
    if (!slot.has(t)) slot.set(t, slot.size);
  });
  const ulen1 = slot.size;
  const slots: number[] = [];
  eachTrigram(title.toLowerCase(), (t) => {
    let i = slot.get(t);
    if (i === undefined) slot.set(t, (i = slot.size));
    slots.push(i);
  });
  return ulen1 === 0 ? 0 : iterateWordSimilarity(slots, ulen1, slot.size);
}

/**
 * The trigrams that every lower-cased title containing `text` holds (what pg_trgm's index asks of a LIKE
 * pattern): those of each run of word characters, padded on a side only where the run is known to end a word
 * there, that is where `text` itself has a non-word character, or at its start when `atWordStart`.
 */
export function requiredTrigrams(text: string, atWordStart: boolean): string[] {
  const chars = Array.from(text);
  const out = new Set<string>();
  let start = -1;
  for (let i = 0; i <= chars.length; i += 1) {
    const isWord = i < chars.length && WORD_CHAR.test(chars[i]!);
    if (isWord && start < 0) start = i;
    if (isWord || start < 0) continue;
    const padded = [
      ...(start > 0 || atWordStart ? [" ", " "] : []),
      ...chars.slice(start, i),
      ...(i < chars.length ? [" "] : []),
    ];
    for (let j = 0; j + 3 <= padded.length; j += 1) out.add(padded[j]! + padded[j + 1]! + padded[j + 2]!);
    start = -1;
  }
  return [...out];
}

const DIET_BIT = new Map<string, number>(DIET_LABELS.map((label, i) => [label, 1 << i]));
function dietMask(labels: Iterable<string>): number {
  let mask = 0;
  for (const label of labels) mask |= DIET_BIT.get(label) ?? 0;
  return mask;
}

/** Code unit order, then id: the order of every tier (COLLATE "C" byte order, for titles without astral characters). */
function compareTitles(a: { lower: string; id: string }, b: { lower: string; id: string }): number {
  if (a.lower !== b.lower) return a.lower < b.lower ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The catalogue's titles, sorted by lower-cased title and id (a product's place in that order is its rank); each
 * distinct trigram numbered, with the ranks of the titles holding it (ascending); each title's trigrams in order;
 * and for each field searched as words, each word key with the ranks of the products holding it (ascending).
 */
export class TitleIndex<Row extends TitleRow = TitleRow> {
  /** Scratch marks of the typo tier, by trigram number and by rank (a mark is valid when it equals a stamp). */
  private readonly queryMark: Int32Array;
  private readonly titleMark: Int32Array;
  private readonly slotOf: Int32Array;
  private readonly rankMark: Int32Array;
  /** The ranks already found by the search under way (marked with its stamp), so no tier repeats one. */
  private readonly foundMark: Int32Array;
  private stampNow = 0;

  private constructor(
    /** The rows in rank order. */
    private readonly rows: Row[],
    private readonly lowers: string[],
    private readonly diets: Uint8Array,
    private readonly numbers: Map<string, number>,
    private readonly postings: Int32Array[],
    /** The trigram numbers of title `rank` are sequence[sequenceStart[rank] .. sequenceStart[rank + 1]). */
    private readonly sequence: Int32Array,
    private readonly sequenceStart: Int32Array,
    /** By field (FIELDS order): word key -> ranks of the products with that word there. */
    private readonly words: readonly Map<string, Int32Array>[],
  ) {
    this.queryMark = new Int32Array(postings.length);
    this.titleMark = new Int32Array(postings.length);
    this.slotOf = new Int32Array(postings.length);
    this.rankMark = new Int32Array(rows.length);
    this.foundMark = new Int32Array(rows.length);
  }

  get size(): number {
    return this.rows.length;
  }

  /** Builds the index; with `pause`, awaits it after every BUILD_CHUNK titles (a large catalogue's rebuild yields). */
  static async build<Row extends TitleRow>(
    rows: readonly Row[],
    pause?: () => Promise<void>,
  ): Promise<TitleIndex<Row>> {
    const sorted = rows
      .map((row) => ({ row, id: row.id, lower: row.title.toLowerCase(), diet: dietMask(row.dietLabels ?? []) }))
      .sort(compareTitles);
    const numbers = new Map<string, number>();
    const lists: number[][] = [];
    const lastRank: number[] = [];
    const sequence: number[] = [];
    const sequenceStart = new Int32Array(sorted.length + 1);
    const wordLists = FIELDS.map(() => new Map<string, number[]>());
    const addWords = (field: number, text: string | null | undefined, rank: number) => {
      if (!text) return;
      for (const key of wordKeysOf(text)) {
        const list = wordLists[field]!.get(key);
        if (list === undefined) wordLists[field]!.set(key, [rank]);
        else if (list[list.length - 1] !== rank) list.push(rank);
      }
    };
    for (let rank = 0; rank < sorted.length; rank += 1) {
      if (pause && rank > 0 && rank % BUILD_CHUNK === 0) await pause();
      sequenceStart[rank] = sequence.length;
      const { row, lower } = sorted[rank]!;
      eachTrigram(lower, (t) => {
        let n = numbers.get(t);
        if (n === undefined) {
          n = lists.length;
          numbers.set(t, n);
          lists.push([]);
          lastRank.push(-1);
        }
        sequence.push(n);
        if (lastRank[n] !== rank) {
          lastRank[n] = rank;
          lists[n]!.push(rank);
        }
      });
      addWords(0, lower, rank);
      addWords(1, row.offering, rank);
      addWords(2, (row.dietLabels ?? []).map(labelText).join(" "), rank);
      addWords(3, row.description, rank);
    }
    sequenceStart[sorted.length] = sequence.length;
    return new TitleIndex(
      sorted.map((r) => r.row),
      sorted.map((r) => r.lower),
      Uint8Array.from(sorted, (r) => r.diet),
      numbers,
      lists.map((list) => Int32Array.from(list)),
      Int32Array.from(sequence),
      sequenceStart,
      wordLists.map((map) => new Map([...map].map(([key, list]) => [key, Int32Array.from(list)]))),
    );
  }

  /**
   * The rows of the best `take` matches of `query` (trimmed, not empty), best first. Tiers, each in title order
   * (lower-cased, code unit order, then id) unless said otherwise:
   *   0. the exact title (case-insensitive);
   *   1. titles starting with the query;
   *   2. titles with a later word starting with the query ("crois" finds "Almond Croissant");
   *   3. titles containing the query inside a word ("grain" finds "Multigrain Loaf");
   *   4. (queries of several words) titles with a word starting with each of them, in any order ("pistachio
   *      croissant" finds "Croissant pistachio");
   *   5. titles with each word of the query, singular or plural ("loaves" finds "Multigrain Loaf");
   *   6. titles with words similar to the query (pg_trgm's word_similarity >= 0.5; "croisant" finds "Butter
   *      Croissant"), most similar first. When thousands of titles hold a similar word, the best of the
   *      FUZZY_CANDIDATES that share the most trigrams with the query are shown;
   *   7. products with each word of the query (singular or plural) in the title or the offering's name ("cake"
   *      finds "Red Velvet Slice" in Cakes);
   *   8. ... or in those or the dietary labels ("eggless", "vegan cake");
   *   9. ... or in those or the description.
   * Words start after a space (tiers 2 and 4), as in the LIKE patterns this search was first written with.
   */
  search(query: string, take: number, filters: readonly DietFilter[] = []): Row[] {
    return this.rowsOf(this.ranked(query.toLowerCase(), take, this.fitting(filters)));
  }

  /**
   * One page of every match of `query` (the order of search), with the true counts: `total` with the filters,
   * `unfiltered` without them. The filtered matches are the unfiltered ones that have the labels, so the two
   * counts always agree.
   */
  page(
    query: string,
    offset: number,
    limit: number,
    filters: readonly DietFilter[] = [],
  ): { rows: Row[]; total: number; unfiltered: number } {
    const all = this.ranked(query.toLowerCase(), Infinity, () => true);
    const fits = this.fitting(filters);
    const matching = filters.length > 0 ? all.filter(fits) : all;
    return {
      rows: this.rowsOf(matching.slice(offset, offset + limit)),
      total: matching.length,
      unfiltered: all.length,
    };
  }

  private fitting(filters: readonly DietFilter[]): (rank: number) => boolean {
    const { has } = dietCondition(filters);
    const hasMask = dietMask(has);
    return (rank) => (this.diets[rank]! & hasMask) === hasMask;
  }

  /** The ranks of the best `take` matches of the lower-cased `q` that `fits` accepts, best first (the tiers: search). */
  private ranked(q: string, take: number, fits: (rank: number) => boolean): number[] {
    // Each rank found is marked, so that the later tiers skip it; a fresh stamp per search.
    if (this.stampNow > 0x7fffffff - 2 * this.rows.length - 4) this.resetMarks();
    const stamp = this.nextStamp();
    const found: number[] = [];
    const need = () => take - found.length;
    const isFound = (rank: number) => this.foundMark[rank] === stamp;
    const add = (rank: number) => {
      this.foundMark[rank] = stamp;
      found.push(rank);
    };

    // Tiers 0 and 1: the titles starting with the query sit together in rank order, the exact ones first.
    let rank = this.lowerBound(q);
    for (; rank < this.lowers.length && this.lowers[rank] === q; rank += 1) if (need() > 0 && fits(rank)) add(rank);
    for (; rank < this.lowers.length && need() > 0 && this.lowers[rank]!.startsWith(q); rank += 1)
      if (fits(rank)) add(rank);
    if (need() <= 0) return found;

    // Tiers 2 and 3: the query inside the title, after a space first.
    const laterWord: number[] = [];
    const insideWord: number[] = [];
    const spaced = ` ${q}`;
    for (const r of this.candidates(requiredTrigrams(q, false))) {
      const lower = this.lowers[r]!;
      if (lower.startsWith(q) || !lower.includes(q) || !fits(r)) continue;
      if (lower.includes(spaced)) laterWord.push(r);
      else if (insideWord.length < need()) insideWord.push(r);
      if (laterWord.length >= need()) break;
    }
    for (const r of laterWord.slice(0, need())) add(r);
    for (const r of insideWord.slice(0, need())) add(r);
    if (need() <= 0) return found;

    // Tier 4: every word of the query starts a word of the title, in any order.
    const words = [...new Set(q.split(/\s+/))].slice(0, MAX_SEARCH_WORDS);
    if (words.length > 1) {
      const everyWord = (lower: string) => words.every((w) => lower.startsWith(w) || lower.includes(` ${w}`));
      for (const r of this.candidates([...new Set(words.flatMap((w) => requiredTrigrams(w, true)))])) {
        if (!isFound(r) && everyWord(this.lowers[r]!) && fits(r)) add(r);
        if (need() <= 0) return found;
      }
    }

    // Tier 5: the query's words in the title, singular or plural.
    const keys = wordKeysOf(q).slice(0, MAX_SEARCH_WORDS);
    for (const r of this.withWords(keys, 0)) {
      if (!isFound(r) && fits(r)) add(r);
      if (need() <= 0) return found;
    }

    // Tier 6: similar titles (every title containing the query has been found by now).
    for (const r of this.similar(q, need(), (r) => !isFound(r) && fits(r))) add(r);
    if (need() <= 0) return found;

    // Tiers 7 to 9: the query's words in the offering's name, then the labels, then the description too.
    for (let field = 1; field < FIELDS.length; field += 1) {
      for (const r of this.withWords(keys, field)) {
        if (!isFound(r) && fits(r)) add(r);
        if (need() <= 0) return found;
      }
    }
    return found;
  }

  /** The ranks (ascending) of the products with every word key of `keys` in a field up to `lastField` (FIELDS order). */
  private *withWords(keys: readonly string[], lastField: number): Generator<number> {
    if (keys.length === 0) return;
    const listsOf = (key: string) =>
      this.words.slice(0, lastField + 1).flatMap((map) => {
        const list = map.get(key);
        return list ? [list] : [];
      });
    const perKey = keys.map(listsOf);
    if (perKey.some((lists) => lists.length === 0)) return;
    // Walk the key with the fewest products (its lists merged in rank order: a product listed under several
    // fields comes once), checking the other keys by binary search.
    const size = (lists: Int32Array[]) => lists.reduce((n, l) => n + l.length, 0);
    perKey.sort((a, b) => size(a) - size(b));
    const [first, ...others] = perKey;
    for (const r of mergeAscending(first!)) {
      if (others.every((lists) => lists.some((list) => contains(list, r)))) yield r;
    }
  }

  /**
   * Tier 6: the `wanted` titles most similar to `q` (word_similarity >= the threshold) that `eligible` accepts.
   * A title can reach a similarity s only if it holds at least that share of the query's distinct trigrams
   * (similarity <= shared / distinct), so candidates are scored from the most shared down, and scoring stops once
   * no further candidate can beat the results kept, or after FUZZY_CANDIDATES.
   */
  private similar(q: string, wanted: number, eligible: (rank: number) => boolean): number[] {
    const unbounded = !Number.isFinite(wanted);
    // The query's distinct trigrams get slots 0..ulen1-1 (a trigram no title has gets a slot too, and counts).
    const querySlots = new Map<string, number>();
    eachTrigram(q, (t) => {
      if (!querySlots.has(t)) querySlots.set(t, querySlots.size);
    });
    const ulen1 = querySlots.size;
    const minShared = Math.ceil(ulen1 * SIMILARITY_THRESHOLD);
    const queryStamp = this.nextStamp();
    const known: number[] = [];
    for (const [t, slot] of querySlots) {
      const n = this.numbers.get(t);
      if (n === undefined) continue;
      this.queryMark[n] = queryStamp;
      this.slotOf[n] = slot;
      known.push(n);
    }
    if (ulen1 === 0 || known.length < minShared) return [];
    // A title sharing at least minShared of the query's trigrams holds one of its (known - minShared + 1) rarest.
    known.sort((a, b) => this.postings[a]!.length - this.postings[b]!.length);
    const byShared: number[][] = Array.from({ length: ulen1 + 1 }, () => []);
    for (const n of known.slice(0, known.length - minShared + 1)) {
      for (const r of this.postings[n]!) {
        if (this.rankMark[r] === queryStamp) continue;
        this.rankMark[r] = queryStamp;
        if (!eligible(r)) continue;
        const titleStamp = this.nextStamp();
        let shared = 0;
        for (let i = this.sequenceStart[r]!; i < this.sequenceStart[r + 1]!; i += 1) {
          const t = this.sequence[i]!;
          if (this.queryMark[t] === queryStamp && this.titleMark[t] !== titleStamp) {
            this.titleMark[t] = titleStamp;
            shared += 1;
          }
        }
        if (shared >= minShared) byShared[shared]!.push(r);
      }
    }

    const kept: { rank: number; score: number }[] = [];
    const slots: number[] = [];
    let scored = 0;
    for (let n = ulen1; n >= minShared && scored < FUZZY_CANDIDATES; n -= 1) {
      const bound = Math.fround(n / ulen1);
      if (kept.length >= wanted && bound < kept[wanted - 1]!.score) break;
      for (const r of byShared[n]!.sort((a, b) => a - b)) {
        if (scored >= FUZZY_CANDIDATES || (kept.length >= wanted && bound < kept[wanted - 1]!.score)) break;
        if (!eligible(r)) continue;
        scored += 1;
        // The title's trigrams as slots: the query's own, then one new slot per other distinct trigram.
        const titleStamp = this.nextStamp();
        let slotCount = ulen1;
        slots.length = 0;
        for (let i = this.sequenceStart[r]!; i < this.sequenceStart[r + 1]!; i += 1) {
          const t = this.sequence[i]!;
          if (this.queryMark[t] !== queryStamp && this.titleMark[t] !== titleStamp) {
            this.titleMark[t] = titleStamp;
            this.slotOf[t] = slotCount++;
          }
          slots.push(this.slotOf[t]!);
        }
        const score = iterateWordSimilarity(slots, ulen1, slotCount);
        if (score < SIMILARITY_THRESHOLD) continue;
        kept.push({ rank: r, score });
        if (unbounded) continue; // every one is kept: sorted once at the end
        kept.sort(bySimilarity);
        if (kept.length > wanted) kept.length = wanted;
      }
    }
    if (unbounded) kept.sort(bySimilarity);
    return kept.map((k) => k.rank);
  }

  private nextStamp(): number {
    this.stampNow += 1;
    return this.stampNow;
  }

  private resetMarks() {
    for (const marks of [this.queryMark, this.titleMark, this.rankMark, this.foundMark]) marks.fill(0);
    this.stampNow = 0;
  }

  /** The ranks of the titles holding every trigram of `required` (all titles when there are none), ascending. */
  private *candidates(required: readonly string[]): Generator<number> {
    if (required.length === 0) {
      for (let r = 0; r < this.lowers.length; r += 1) yield r;
      return;
    }
    const lists = required
      .map((t) => this.postings[this.numbers.get(t) ?? -1] ?? new Int32Array(0))
      .sort((a, b) => a.length - b.length);
    const [shortest, ...others] = lists;
    for (const r of shortest!) {
      if (others.every((list) => contains(list, r))) yield r;
    }
  }

  /** The first rank whose title is not before `q`. */
  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.lowers.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lowers[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private rowsOf(ranks: readonly number[]): Row[] {
    return ranks.map((r) => this.rows[r]!);
  }
}

/** Most similar first, then in title order. */
function bySimilarity(a: { rank: number; score: number }, b: { rank: number; score: number }): number {
  return b.score - a.score || a.rank - b.rank;
}

/** The ranks of a few ascending lists, ascending, each once (a merge: no set, no sort). */
function* mergeAscending(lists: readonly Int32Array[]): Generator<number> {
  if (lists.length === 1) {
    yield* lists[0]!;
    return;
  }
  const at = lists.map(() => 0);
  let last = -1;
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i += 1) {
      const value = at[i]! < lists[i]!.length ? lists[i]![at[i]!]! : -1;
      if (value >= 0 && (best < 0 || value < lists[best]![at[best]!]!)) best = i;
    }
    if (best < 0) return;
    const value = lists[best]![at[best]!]!;
    at[best]! += 1;
    if (value !== last) yield (last = value);
  }
}

/** Binary search in an ascending list. */
function contains(list: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = list[mid]!;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
