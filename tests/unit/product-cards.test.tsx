// The product card list (app/lib/product-cards.ts, ProductGrid): the packed loader form round-trips, the cards'
// HTML string escapes every value, and ProductGrid draws exactly that string (the same bytes at hydration).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductGrid } from "#app/components/public/ProductGrid";
import { avifSrcSet, PLACEHOLDER_IMAGE, pickVariant } from "#app/lib/images";
import { packCards, productCardsHtml, unpackCards, type ProductCardData } from "#app/lib/product-cards";

const card = (n: number, image = true): ProductCardData => ({
  id: `prod${n}`,
  title: `Croissant ${n}`,
  price: 12_050 + n * 100,
  image: image
    ? {
        url: `/uploads/products/${n}-1600.webp`,
        variants: [
          { width: 480, url: `/uploads/products/${n}-480.webp` },
          { width: 1600, url: `/uploads/products/${n}-1600.webp` },
        ],
      }
    : null,
  dietLabels: n === 7 ? ["eggless", "contains-nuts"] : [],
});

const options = { showPrice: true, eagerCount: 1, headingLevel: 2 as const, sizes: "50vw" };

/** A card whose picture also has AVIF copies (stored beside the WebP files, unless `elsewhere`). */
const avifCard = (n: number, elsewhere = false): ProductCardData => {
  const base = card(n);
  return {
    ...base,
    image: {
      ...base.image!,
      variants: base.image!.variants.map((v) => ({
        ...v,
        avif: elsewhere ? `/cdn/${v.width}.avif` : v.url.replace(/\.webp$/, ".avif"),
      })),
    },
  };
};

describe("packCards / unpackCards", () => {
  it("round-trips cards with and without images, in order", () => {
    const cards = [card(1), card(2, false), { ...card(3), image: { url: "/u/3.webp", variants: [] } }, card(7)];
    const packed = packCards(cards);
    expect(typeof packed).toBe("string");
    expect(unpackCards(packed)).toEqual(cards);
    expect(unpackCards(packCards([]))).toEqual([]);
  });

  it("round-trips AVIF copies, writing one stored beside its WebP file as a flag", () => {
    const cards = [avifCard(1), avifCard(2, true), card(3)];
    expect(unpackCards(packCards(cards))).toEqual(cards);
    expect(packCards([avifCard(1)])).not.toContain(".avif");
  });

  it("is smaller than the cards as JSON objects", () => {
    const cards = Array.from({ length: 100 }, (_, i) => card(i));
    expect(packCards(cards).length).toBeLessThan(JSON.stringify(cards).length * 0.75);
  });

  it("carries the dietary labels as one number per card, drawn as text badges with their icon class", () => {
    const [one] = unpackCards(packCards([{ ...card(1), dietLabels: ["vegan", "eggless"] }]));
    expect(one!.dietLabels).toEqual(["eggless", "vegan"]);
    const html = productCardsHtml([card(7), card(2)], options);
    expect(html).toContain(
      '<span class="diets"><span class="diet diet-eggless">Eggless</span><span class="diet diet-contains-nuts">Contains nuts</span></span>',
    );
    expect(html.match(/class="diets"/g)).toHaveLength(1);
  });

  it("gives an empty list for malformed input", () => {
    expect(unpackCards("not json")).toEqual([]);
    expect(unpackCards('{"a":1}')).toEqual([]);
  });
});

describe("pickVariant", () => {
  it("takes the narrowest variant at least as wide as asked, else the widest, whatever the order", () => {
    const variants = [
      { width: 1600, url: "l" },
      { width: 480, url: "s" },
      { width: 960, url: "m" },
    ];
    expect(pickVariant(variants, 480, "f")).toBe("s");
    expect(pickVariant(variants, 500, "f")).toBe("m");
    expect(pickVariant(variants, 2000, "f")).toBe("l");
    expect(pickVariant([], 480, "f")).toBe("f");
  });
});

describe("productCardsHtml", () => {
  it("draws each card as a link with its image, title and price; the first eagerCount images load eagerly", () => {
    const html = productCardsHtml([card(1), card(2, false)], options);
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('<a href="/product/prod1" class="product-card">');
    expect(html).toContain('src="/uploads/products/1-480.webp"');
    expect(html).toContain(
      'srcset="/uploads/products/1-480.webp 480w, /uploads/products/1-1600.webp 1600w" sizes="50vw"',
    );
    expect(html).toContain('loading="eager" decoding="async" fetchpriority="high"');
    expect(html).toContain("<h2>Croissant 1</h2><p>₹121.50</p>");
    // no image: the placeholder, no srcset, lazy
    expect(html).toContain(
      `<a href="/product/prod2" class="product-card"><img src="${PLACEHOLDER_IMAGE}" alt="" width="480" height="480" loading="lazy" decoding="async"/><h2>Croissant 2</h2>`,
    );
  });

  it("offers the AVIF copies first, in a <picture> around the same image, when every width has one", () => {
    const html = productCardsHtml([avifCard(1), card(2)], options);
    expect(html).toContain(
      '<a href="/product/prod1" class="product-card"><picture><source type="image/avif" srcset="/uploads/products/1-480.avif 480w, /uploads/products/1-1600.avif 1600w" sizes="50vw"><img src="/uploads/products/1-480.webp"',
    );
    expect(html).toContain('fetchpriority="high"/></picture><h2>Croissant 1</h2>');
    expect(html.match(/<picture>/g)).toHaveLength(1);
    // One width without a copy: no AVIF at all (a browser could pick a width the AVIF set lacks).
    const partial = avifCard(3);
    delete partial.image!.variants[1]!.avif;
    expect(avifSrcSet(partial.image!.variants)).toBeUndefined();
    expect(productCardsHtml([partial], options)).not.toContain("<picture>");
  });

  it("leaves out the price when asked and uses the heading level given", () => {
    const html = productCardsHtml([card(1)], { ...options, showPrice: false, headingLevel: 3 });
    expect(html).toContain("<h3>Croissant 1</h3></a></li>");
    expect(html).not.toContain("<p>");
  });

  it("escapes titles, ids and image URLs", () => {
    const hostile: ProductCardData = {
      id: 'x"><script>alert(1)</script>',
      title: `<img src=x onerror="alert(1)"> & 'quotes'`,
      price: 100,
      image: { url: '/u/a.webp" onload="alert(1)', variants: [{ width: 480, url: '/u/b.webp" onerror="x' }] },
    };
    const html = productCardsHtml([hostile], options);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/" on(load|error)=/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#x27;quotes&#x27;");
    expect(html).toContain('href="/product/x%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
  });
});

describe("ProductGrid", () => {
  it("renders the list with exactly productCardsHtml inside, labelled", () => {
    const cards = [card(1), card(2)];
    const Stub = createRoutesStub([
      { path: "/", Component: () => <ProductGrid products={cards} eagerCount={1} label="Fresh" /> },
    ]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const inner = productCardsHtml(cards, {
      showPrice: true,
      eagerCount: 1,
      headingLevel: 2,
      sizes: "(min-width: 1280px) 18rem, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw",
    });
    expect(html).toContain(
      `<ul aria-label="Fresh" class="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">${inner}</ul>`,
    );
  });
});
