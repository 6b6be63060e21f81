// The storefront's pages as the server sends them (the same HTML with or without scripts) on the seeded demo
// content: the home page's sections, the menu's counts, a product page's facts and shop links, the 404 answers,
// each page's title, description and Open Graph tags, robots.txt and the sitemap. What only a browser shows (the
// layout at each width, hydration, client navigation) stays in tests/e2e/storefront.spec.ts.
import { describe, expect, it } from "vitest";
import { element, elements, getPage, headings, links, serverUrl, text, title } from "./support/html";

async function okPage(path: string) {
  const page = await getPage(path);
  expect(page.status, path).toBe(200);
  return { ...page, main: element(page.html, /<main[\s>]/) };
}

/** The address of the first product called `name`, found through the search page as a shopper would. */
async function productPath(name: string): Promise<string> {
  const { main } = await okPage(`/search?query=${encodeURIComponent(name)}`);
  const href = links(main).find((link) => link.text.includes(name))?.href;
  expect(href).toMatch(/^\/product\/[a-z0-9]+$/);
  return href!;
}

const meta = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("home", () => {
  it("shows one h1, the offerings with their counts, fresh products and the coming-soon block", async () => {
    const { main } = await okPage("/");
    expect(headings(main, 1)).toHaveLength(1);
    for (const name of ["Cakes", "Loaves", "Pastries"]) {
      expect(
        links(main).some((link) => new RegExp(`^${name} \\d+ products`).test(link.text)),
        name,
      ).toBe(true);
    }
    const h2 = headings(main, 2);
    expect(h2).toContain("Fresh from the oven");
    expect(h2).toContain("Cupcakes, cookies and desserts are coming soon");
    expect(elements(main, /<button[\s>]/).map(text)).toContain("Notify Me");
  });
});

describe("offerings and products", () => {
  it("the menu lists every offering with its product count", async () => {
    const { main } = await okPage("/offerings");
    expect(headings(main, 1)).toEqual(["Our Offerings"]);
    for (const name of ["Cakes", "Loaves", "Pastries"]) {
      const card = links(main).find((link) => link.text === `${name} 4 products`);
      expect(card?.href, name).toBe(`/offerings/${name.toLowerCase()}`);
    }
  });

  it("an offering page has the '{slug} Products' heading and four cards; an unknown slug is the 404 page", async () => {
    const { main } = await okPage("/offerings/cakes");
    expect(headings(main, 1)).toEqual(["cakes Products"]);
    const grid = element(main, /<ul [^>]*aria-label="Products"/);
    const cards = elements(grid, /<li[\s>]/);
    expect(cards).toHaveLength(4);
    expect(cards[0]).toMatch(/<img [^>]*src="[^"]+\.webp"/);

    const missing = await getPage("/offerings/no-such-offering");
    expect(missing.status).toBe(404);
    expect(headings(element(missing.html, /<main[\s>]/), 1)).toEqual(["Oops! Page Not Found"]);
    expect(text(missing.html)).not.toContain("no-such-offering");
  });

  it("a product page shows the picture, title, ₹ price, shop links, More Items, Open Graph and JSON-LD", async () => {
    const { html, main } = await okPage(await productPath("Butter Croissant"));
    expect(title(html)).toBe("Butter Croissant | Slice Bakery");
    expect(headings(main, 1)).toEqual(["Butter Croissant"]);
    expect(text(element(main, /<[a-z]+ [^>]*data-testid="product-price"/))).toBe("₹95");
    expect(main).toMatch(/<img [^>]*alt="Butter Croissant"/);
    expect(text(main)).toContain("Shop from:");
    for (const name of ["Zepto", "Swiggy Instamart", "Blinkit"]) {
      const link = links(main).find((l) => l.text === `${name} (opens in a new tab)`);
      expect(link?.opening, name).toContain('target="_blank"');
      expect(link?.opening).toContain('rel="noopener noreferrer nofollow"');
      // Through the counting redirect (owner insights): /go/:productId/:shop answers 303 to the stored URL.
      expect(link?.href).toMatch(/^\/go\/[^/]+\/(zepto|instamart|blinkit)$/);
    }
    const more = element(main, /<section [^>]*aria-labelledby="[^"]*"[^>]*>(?:(?!<\/section>).)*?>More Items<\/h2>/s);
    expect(elements(more, /<li[\s>]/)).toHaveLength(3);
    const cards = links(more).map((link) => link.text);
    expect(cards.some((name) => name.includes("Butter Croissant"))).toBe(false);
    // The card names the product, its dietary badges, then the price.
    expect(cards.some((name) => /Almond Danish.*Contains nuts.*₹135/.test(name))).toBe(true);

    expect(meta(html, "property", "og:image")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.webp$/);
    expect(meta(html, "name", "description")).toMatch(/Butter Croissant, ₹95\./);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(ld ?? "{}")).toMatchObject({
      "@type": ["Product", "MenuItem"],
      name: "Butter Croissant",
      offers: { "@type": "Offer", priceCurrency: "INR", price: "95.00" },
    });
  });

  it.each(["cm0000000000000000000000", "nope"])("the unknown product %s is the 404 page", async (id) => {
    const { status, html } = await getPage(`/product/${id}`);
    expect(status).toBe(404);
    const main = element(html, /<main[\s>]/);
    expect(headings(main, 1)).toEqual(["Oops! Page Not Found"]);
    expect(text(main)).toContain("The page you're looking for doesn't exist.");
    expect(links(main).find((link) => link.text === "Go Home")?.href).toBe("/");
  });

  it.each(["/", "/offerings", "/offerings/pastries", "/search?query=cake"])(
    "%s has a title, a meta description and Open Graph tags",
    async (path) => {
      const { html } = await okPage(path);
      expect(title(html).length).toBeGreaterThan(5);
      expect(meta(html, "name", "description")).toMatch(/.{20,}/);
      expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
      expect(meta(html, "property", "og:image")).toMatch(/^http:\/\//);
    },
  );
});

it("robots.txt points to the sitemap, which lists offerings, articles and the twelve products", async () => {
  const base = serverUrl();
  const robots = await fetch(`${base}/robots.txt`);
  expect(robots.status).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain("User-agent: *");
  expect(robotsText).toContain(`Sitemap: ${base}/sitemap.xml`);
  const sitemap = await fetch(`${base}/sitemap.xml`);
  expect(sitemap.headers.get("content-type")).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${base}/offerings/pastries</loc>`);
  expect(xml).toContain(`<loc>${base}/blogs/brown-bread</loc>`);
  expect([...xml.matchAll(/\/product\//g)]).toHaveLength(12);
});
