// Product cards (an offering shows every product, no paging, so a list can hold thousands).
// Two things keep a long list cheap, on the server and in the browser:
// - packCards/unpackCards: the cards travel in the loader data as ONE JSON string of small tuples, not as an
//   object per card, which React Router's turbo-stream would flatten value by value (1,700 cards: ~30 ms of
//   encoding and 690 kB of hydration data, now a single JSON.stringify and about half the bytes);
// - productCardsHtml: the <li> elements are built as one HTML string (the same function on the server and at
//   hydration, so the bytes match), drawn with dangerouslySetInnerHTML: no React element per card to render on
//   the server or to hydrate in the browser. Every value is escaped here; links are plain <a> elements whose
//   clicks are handled once for the whole list (ProductGrid).
import { DIET_LABEL_INFO, dietLabelsFromMask, dietMask, type DietLabel } from "./diet";
import { avifSrcSet, PLACEHOLDER_IMAGE, pickVariant, srcSet, type ImageVariant } from "./images";
import { formatMoney } from "./money";

export type ProductCardData = {
  id: string;
  title: string;
  /** In paise. */
  price: number;
  image: { url: string; variants: ImageVariant[] } | null;
  /** Dietary labels, shown as badges (app/lib/diet.ts); absent for none. */
  dietLabels?: readonly DietLabel[];
};

type PackedCard = [
  id: string,
  title: string,
  price: number,
  imageUrl: string | null,
  /** A variant's AVIF copy: 1 when it is its WebP file's name with .avif (as the server stores it), else its URL. */
  variants: ([width: number, url: string] | [width: number, url: string, avif: 1 | string])[],
  /** The dietary labels as bits (dietMask). */
  diet: number,
];

const besideAvif = (url: string) => url.replace(/\.webp$/, ".avif");

function packVariant(v: ImageVariant): PackedCard[4][number] {
  if (!v.avif) return [v.width, v.url];
  return [v.width, v.url, v.avif === besideAvif(v.url) ? 1 : v.avif];
}

function unpackVariant([width, url, avif]: PackedCard[4][number]): ImageVariant {
  if (avif === undefined) return { width, url };
  return { width, url, avif: avif === 1 ? besideAvif(url) : avif };
}

/** The cards as one compact JSON string (see unpackCards). */
export function packCards(cards: readonly ProductCardData[]): string {
  return JSON.stringify(
    cards.map((c): PackedCard => [
      c.id,
      c.title,
      c.price,
      c.image?.url ?? null,
      c.image ? c.image.variants.map(packVariant) : [],
      dietMask(c.dietLabels ?? []),
    ]),
  );
}

/** The cards packCards packed, in the same order; anything malformed gives an empty list. */
export function unpackCards(packed: string): ProductCardData[] {
  let rows: unknown;
  try {
    rows = JSON.parse(packed);
  } catch {
    return [];
  }
  if (!Array.isArray(rows)) return [];
  return rows.map((row) => {
    const [id, title, price, url, variants, diet] = row as PackedCard;
    return {
      id,
      title,
      price,
      image: url === null ? null : { url, variants: variants.map(unpackVariant) },
      dietLabels: dietLabelsFromMask(diet),
    };
  });
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
/** Text or a double-quoted attribute value, escaped for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export type CardListOptions = {
  showPrice: boolean;
  /** How many of the first cards are above the fold (their images load eagerly, the first with high priority). */
  eagerCount: number;
  headingLevel: 2 | 3;
  /** The images' `sizes` attribute. */
  sizes: string;
};

/** Width of a card image's `src` (the variant picked for it, and its width/height attributes). */
const CARD_IMAGE_WIDTH = 480;

/** The badges of a card: `.diet diet-<key>` draws the icon beside the text (app.css). */
export function dietBadgesHtml(labels: readonly DietLabel[] | undefined): string {
  if (!labels || labels.length === 0) return "";
  let html = `<span class="diets">`;
  for (const key of labels) html += `<span class="diet diet-${key}">${escapeHtml(DIET_LABEL_INFO[key].label)}</span>`;
  return `${html}</span>`;
}

/**
 * The <li> of each card: a link styled by one class (`.product-card`, app.css) holding the image (alt empty: the
 * link's text names the product; AVIF where the browser takes it, in a <picture> laid out as if it were not there),
 * the title, the dietary badges and, when asked, the price.
 */
export function productCardsHtml(cards: readonly ProductCardData[], options: CardListOptions): string {
  const { showPrice, eagerCount, headingLevel, sizes } = options;
  const h = `h${headingLevel}`;
  const size = String(CARD_IMAGE_WIDTH);
  let html = "";
  for (let index = 0; index < cards.length; index += 1) {
    const card = cards[index]!;
    const image = card.image;
    const src = image ? pickVariant(image.variants, CARD_IMAGE_WIDTH, image.url) : PLACEHOLDER_IMAGE;
    const set = image ? srcSet(image.variants) : undefined;
    const avif = image ? avifSrcSet(image.variants) : undefined;
    const eager = index < eagerCount;
    html +=
      `<li><a href="/product/${escapeHtml(encodeURIComponent(card.id))}" class="product-card">` +
      (avif ? `<picture><source type="image/avif" srcset="${escapeHtml(avif)}" sizes="${escapeHtml(sizes)}">` : "") +
      `<img src="${escapeHtml(src)}"` +
      (set ? ` srcset="${escapeHtml(set)}" sizes="${escapeHtml(sizes)}"` : "") +
      ` alt="" width="${size}" height="${size}" loading="${eager ? "eager" : "lazy"}" decoding="async"` +
      (eager ? ` fetchpriority="high"` : "") +
      `/>` +
      (avif ? "</picture>" : "") +
      `<${h}>${escapeHtml(card.title)}</${h}>` +
      dietBadgesHtml(card.dietLabels) +
      (showPrice ? `<p>${escapeHtml(formatMoney(card.price))}</p>` : "") +
      `</a></li>`;
  }
  return html;
}
