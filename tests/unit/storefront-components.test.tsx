// Server rendering of the storefront components that hold logic: the banner carousel (single image vs dots),
// 'Slice Stories' (first four, Show More without JavaScript), the header's no-JavaScript disclosures, the offering
// cards, the footer's link lists, the content page sections, and the JSON-LD / SEO helpers.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BannerCarousel, HomeBanners, type BannerView } from "#app/components/public/BannerCarousel";
import { ContentSection, FeatureCard } from "#app/components/public/ContentSection";
import { Footer } from "#app/components/public/Footer";
import { Header } from "#app/components/public/Header";
import {
  OfferingCard,
  OfferingGrid,
  productCountText,
  type OfferingCardData,
} from "#app/components/public/OfferingCard";
import { SliceStories, type VideoView } from "#app/components/public/SliceStories";
import { jsonLdText, productJsonLd, seoMeta, summarize, whatsAppShareUrl } from "#app/lib/seo";
import { CROISSANT_LD } from "#tests/helpers/samples";

const banner = (n: number): BannerView => ({
  id: `b${n}`,
  image: `/uploads/banners/${n}.webp`,
  title: "",
  variants: [
    { width: 480, url: `/uploads/banners/${n}-480.webp` },
    { width: 1600, url: `/uploads/banners/${n}-1600.webp` },
  ],
});

const video = (n: number, title = `Video ${n}`, description = `About ${n}`): VideoView => ({
  id: `v${n}`,
  title,
  description,
  videoUrl: `/uploads/videos/${n}.mp4`,
});

const count = (html: string, needle: string | RegExp) =>
  typeof needle === "string" ? html.split(needle).length - 1 : [...html.matchAll(new RegExp(needle, "g"))].length;

describe("BannerCarousel", () => {
  it("renders one banner as a plain image: no carousel, no dots", () => {
    const html = renderToString(<BannerCarousel banners={[banner(1)]} device="large" />);
    expect(html).toContain('data-banner="single"');
    expect(html).not.toContain("carousel");
    expect(html).not.toContain("dot");
    expect(count(html, "<img")).toBe(1);
    expect(html).toContain('srcSet="/uploads/banners/1-480.webp 480w, /uploads/banners/1-1600.webp 1600w"');
    expect(html).toContain('loading="eager"');
  });

  it("renders several banners as a carousel with one dot per banner and no arrows, first slide selected", () => {
    const html = renderToString(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} device="large" />);
    expect(html).toContain('data-banner="carousel"');
    expect(count(html, 'class="banner-dot')).toBe(3);
    expect(html).toContain('aria-label="slide item 1"');
    expect(html).toContain('aria-label="slide item 3"');
    expect(count(html, 'aria-current="true"')).toBe(1);
    expect(html).not.toContain("control-arrow");
    expect(html).not.toContain("carousel-status");
    expect(html).not.toContain("thumbs");
    // 500 ms slide speed; the infinite loop clones the edge slides.
    expect(html).toContain("transition-duration:500ms");
    expect(count(html, 'class="slide')).toBeGreaterThan(3);
  });

  it("offers the AVIF copies in a <picture>, after the blank of the hidden device's first banner", () => {
    const withAvif = (n: number): BannerView => ({
      ...banner(n),
      variants: banner(n).variants.map((v) => ({ ...v, avif: v.url.replace(/\.webp$/, ".avif") })),
    });
    const single = renderToString(<BannerCarousel banners={[withAvif(1)]} device="small" />);
    expect(single).toMatch(
      /<picture class="block"><source media="\(min-width: 40rem\)" srcSet="data:image\/gif;base64,[^"]+"\/><source type="image\/avif" srcSet="\/uploads\/banners\/1-480.avif 480w, \/uploads\/banners\/1-1600.avif 1600w" sizes="100vw"\/><img /,
    );
    const several = renderToString(<BannerCarousel banners={[withAvif(1), withAvif(2)]} device="large" />);
    expect(count(several, '<source type="image/avif"')).toBe(count(several, "<img"));
    // Without copies: the WebP image alone.
    expect(renderToString(<BannerCarousel banners={[banner(1)]} device="large" />)).not.toContain("image/avif");
  });

  it("renders nothing without banners", () => {
    expect(renderToString(<BannerCarousel banners={[]} device="small" />)).toBe("");
    expect(renderToString(<HomeBanners large={[]} small={[]} />)).toBe("");
  });

  it("shows large banners from the sm breakpoint up and small ones below, in boxes of a fixed aspect ratio", () => {
    const html = renderToString(<HomeBanners large={[banner(1), banner(2)]} small={[banner(3)]} />);
    expect(html).toMatch(/class="hidden aspect-\[8\/3\] overflow-hidden sm:block"><div data-banner="carousel"/);
    expect(html).toMatch(/class="aspect-\[4\/5\] overflow-hidden sm:hidden"><div data-banner="single"/);
  });
});

describe("SliceStories", () => {
  it("is hidden without videos", () => {
    expect(renderToString(<SliceStories videos={[]} />)).toBe("");
  });

  it("shows up to four videos with no toggle, with the fallback texts and metadata-only preloading", () => {
    const html = renderToString(<SliceStories videos={[video(1, "", ""), video(2, "  ", "Kneading"), video(3)]} />);
    expect(html).toContain("Slice Stories");
    expect(count(html, "<video")).toBe(3);
    expect(count(html, 'preload="metadata"')).toBe(3);
    expect(count(html, "Untitled Video")).toBeGreaterThanOrEqual(2);
    expect(html).toContain("No description provided.");
    expect(html).not.toContain("Show More");
  });

  it("with more than four, renders every video but hides the extra ones behind 'Show More' until toggled (no JavaScript)", () => {
    const html = renderToString(<SliceStories videos={[1, 2, 3, 4, 5, 6].map((n) => video(n))} />);
    expect(count(html, "<video")).toBe(6);
    expect(count(html, /<li class="[^"]*\bhidden group-has-\[#slice-stories-more:checked\]\/videos:block/)).toBe(2);
    expect(html).toContain('id="slice-stories-more"');
    expect(html).toContain("Show More");
    expect(html).toContain("Show Less");
    expect(html).toMatch(/<label for="slice-stories-more"/);
  });
});

describe("Header (server render, before JavaScript)", () => {
  it("has the brand, the search form to /search, and <details> disclosures for Offerings and the menu", async () => {
    const offerings = [
      { id: "1", name: "Cakes", slug: "cakes" },
      { id: "2", name: "Pastries", slug: "pastries" },
    ];
    const Stub = createRoutesStub([{ path: "/", Component: () => <Header offerings={offerings} /> }]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    expect(html).toContain(">Slice Bakery</a>");
    expect(html).toMatch(/<form role="search"[^>]* action="\/search" method="get">/);
    expect(html).toContain('placeholder="Search pastries, loaves, cakes..."');
    expect(html).toContain('name="query"');
    expect(html).toContain(">Search</button>");
    expect(count(html, "<details")).toBe(2);
    expect(html).toContain("Offerings");
    for (const href of [
      "/offerings/cakes",
      "/offerings/pastries",
      "/offerings",
      "/about-us",
      "/where-to-order",
      "/contact",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain(">View all</a>");
    expect(html).toContain(">Where To Order</a>");
  });
});

const offering = (slug: string, productCount: number, image: OfferingCardData["image"] = null): OfferingCardData => ({
  id: `o-${slug}`,
  name: slug[0]!.toUpperCase() + slug.slice(1),
  slug,
  productCount,
  image,
});

const renderAt = (path: string, element: React.ReactNode) => {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
};

describe("OfferingCard", () => {
  it("links to /offerings/{slug} with the name as a heading and the product count; the cover is decorative", () => {
    const cover = { url: "/uploads/products/c.webp", variants: [{ width: 960, url: "/uploads/products/c-960.webp" }] };
    const html = renderAt("/", <OfferingCard offering={offering("cakes", 4, cover)} />);
    expect(html).toMatch(/^<a [^>]*href="\/offerings\/cakes"/);
    expect(html).toContain('<h2 class="font-display text-2xl font-semibold text-espresso">Cakes</h2>');
    expect(html).toContain(">4 products</p>");
    // The link's accessible name is "Cakes 4 products": the only image has an empty alt.
    expect(count(html, "<img")).toBe(1);
    expect(html).toMatch(/<img [^>]*alt=""/);
    expect(html).toContain('src="/uploads/products/c-960.webp"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/<span aria-hidden="true"[^>]*><svg/);
  });

  it("draws a cover with AVIF copies in a <picture> laid out as if it were not there", () => {
    const cover = {
      url: "/uploads/offerings/c.webp",
      variants: [{ width: 960, url: "/uploads/offerings/c-960.webp", avif: "/uploads/offerings/c-960.avif" }],
    };
    const html = renderAt("/", <OfferingCard offering={offering("cakes", 4, cover)} />);
    expect(html).toMatch(
      /<picture class="contents"><source type="image\/avif" srcSet="\/uploads\/offerings\/c-960.avif 960w" sizes="[^"]+"\/><img [^>]*src="\/uploads\/offerings\/c-960.webp"/,
    );
  });

  it("says '1 product' for one, and '0 products' for none", () => {
    expect(productCountText(1)).toBe("1 product");
    expect(productCountText(0)).toBe("0 products");
    expect(productCountText(12)).toBe("12 products");
    expect(renderAt("/", <OfferingCard offering={offering("loaves", 1)} headingLevel={3} />)).toContain(
      '<h3 class="font-display text-2xl font-semibold text-espresso">Loaves</h3><p class="text-sm text-muted">1 product</p>',
    );
  });

  it("renders a grid item per offering, loading only the first covers eagerly", () => {
    const html = renderAt(
      "/",
      <OfferingGrid
        offerings={[offering("cakes", 4), offering("loaves", 2), offering("pastries", 3)]}
        eagerCount={2}
      />,
    );
    expect(count(html, "<li>")).toBe(3);
    expect(count(html, 'loading="eager"')).toBe(2);
    expect(count(html, 'loading="lazy"')).toBe(1);
    expect(html.indexOf("/offerings/cakes")).toBeLessThan(html.indexOf("/offerings/pastries"));
  });
});

describe("Footer", () => {
  it("lists the Explore and Eat well links in order, marking only the current page", () => {
    const html = renderAt("/about-us", <Footer />);
    const nav = (id: string) =>
      html.slice(html.indexOf(`<nav aria-labelledby="${id}">`), html.indexOf("</nav>", html.indexOf(id)));
    const links = (part: string) =>
      [...part.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(links(nav("footer-explore"))).toEqual([
      ["Home", "/"],
      ["Menu", "/offerings"],
      ["About Us", "/about-us"],
      ["Where to Order", "/where-to-order"],
      ["Contact", "/contact"],
    ]);
    expect(links(nav("footer-eat-well"))).toEqual([
      ["Blog", "/blog"],
      ["Know Yourself", "/know-yourself"],
      ["Partner With Us", "/partner-with-us"],
    ]);
    expect(html).toContain('<h2 id="footer-explore"');
    expect(html).toContain('<h2 id="footer-eat-well"');
    // "/" is not current on /about-us; /about-us is, once.
    expect(count(html, 'aria-current="page"')).toBe(1);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/about-us"/);
    // /offerings is current on its own page only, not on an offering below it.
    expect(count(renderAt("/offerings", <Footer />), 'aria-current="page"')).toBe(1);
    const Stub = createRoutesStub([{ path: "/offerings/:slug", Component: () => <Footer /> }]);
    expect(renderToString(<Stub initialEntries={["/offerings/cakes"]} />)).not.toContain("aria-current");
  });
});

describe("ContentSection and FeatureCard", () => {
  it("labels the section (or nav) by its h2", () => {
    const section = renderToString(
      <ContentSection id="why-heading" title="Why Choose Us">
        <ul />
      </ContentSection>,
    );
    expect(section).toMatch(
      /^<section aria-labelledby="why-heading" class="container-page py-14"><h2 id="why-heading"[^>]*>Why Choose Us<\/h2><ul><\/ul><\/section>$/,
    );
    const nav = renderToString(
      <ContentSection as="nav" id="more-heading" title="More to read" look="band-narrow">
        <ul />
      </ContentSection>,
    );
    expect(nav).toMatch(
      /^<nav aria-labelledby="more-heading" class="bg-white\/60 py-12"><div class="container-page max-w-4xl"><h2 id="more-heading"/,
    );
  });

  it("puts a decorative icon, an h3 and the text in a list item", () => {
    const html = renderToString(
      <FeatureCard icon="Wheat" title="Real whole grains" text="Atta first." layout="inline" />,
    );
    expect(html).toMatch(
      /^<li [^>]*><span aria-hidden="true"[^>]*><svg[^]*<\/span><div><h3[^>]*>Real whole grains<\/h3><p[^>]*>Atta first.<\/p><\/div><\/li>$/,
    );
  });
});

describe("SEO helpers", () => {
  it("escapes '<' in JSON-LD so no text can close the script element", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("describes a product with an INR offer and absolute image URLs", () => {
    const ld = productJsonLd({
      ...CROISSANT_LD,
      images: ["/uploads/a.webp"],
      category: "Pastries",
    });
    expect(ld).toMatchObject({
      "@type": ["Product", "MenuItem"],
      name: "Croissant",
      image: ["https://slice.example/uploads/a.webp"],
      offers: { "@type": "Offer", priceCurrency: "INR", price: "95.00", url: "https://slice.example/product/p1" },
    });
    expect(ld).not.toHaveProperty("suitableForDiet");
    expect(ld).not.toHaveProperty("nutrition");
  });

  it("says InStock only for a product in at least one delivery app", () => {
    const base = CROISSANT_LD;
    expect(productJsonLd({ ...base, inDeliveryApps: true }).offers).toMatchObject({
      availability: "https://schema.org/InStock",
    });
    expect(productJsonLd({ ...base, inDeliveryApps: false }).offers).not.toHaveProperty("availability");
    expect(productJsonLd(base).offers).not.toHaveProperty("availability");
  });

  it("claims only the diets schema.org names (vegan, gluten-free) and gives the nutrition per serving", () => {
    const ld = productJsonLd({
      origin: "https://slice.example",
      id: "p1",
      title: "Vegan loaf",
      description: "Crusty.",
      price: 9_500,
      images: [],
      dietLabels: ["eggless", "vegan", "gluten-free", "no-added-sugar", "contains-nuts"],
      nutrition: {
        servingSize: "1 slice (40 g)",
        energyKcal: 98,
        protein: 3.5,
        carbohydrates: 18,
        sugars: 0.5,
        fat: 1,
        fibre: null,
      },
    });
    expect(ld.suitableForDiet).toEqual(["https://schema.org/VeganDiet", "https://schema.org/GlutenFreeDiet"]);
    expect(ld.nutrition).toEqual({
      "@type": "NutritionInformation",
      servingSize: "1 slice (40 g)",
      calories: "98 calories",
      proteinContent: "3.5 grams",
      carbohydrateContent: "18 grams",
      sugarContent: "0.5 grams",
      fatContent: "1 grams",
    });
  });

  it("builds the WhatsApp share link with the product name and address", () => {
    expect(whatsAppShareUrl("Rye & Honey", "https://slice.example/product/p1")).toBe(
      "https://wa.me/?text=Rye%20%26%20Honey%20https%3A%2F%2Fslice.example%2Fproduct%2Fp1",
    );
  });

  it("gives a title, description and Open Graph tags with absolute URLs (the canonical link is the public layout's)", () => {
    const meta = seoMeta({
      title: "Croissant",
      description: "Flaky.",
      origin: "https://slice.example",
      path: "/product/p1",
      image: "/uploads/a.webp",
      type: "product",
    });
    expect(meta).toContainEqual({ title: "Croissant | Slice Bakery" });
    expect(meta).toContainEqual({ name: "description", content: "Flaky." });
    expect(meta).toContainEqual({ property: "og:url", content: "https://slice.example/product/p1" });
    // One canonical link per page: a second one here would be sent twice (tests/server/http-edges.test.ts).
    expect(meta.some((m) => "rel" in m && m.rel === "canonical")).toBe(false);
    expect(meta).toContainEqual({ property: "og:image", content: "https://slice.example/uploads/a.webp" });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Croissant" });
  });

  it("summarizes long text at a word boundary", () => {
    const s = summarize("word ".repeat(100), 40);
    expect(s.length).toBeLessThanOrEqual(40);
    expect(s.endsWith("…")).toBe(true);
    expect(summarize("  short   text ")).toBe("short text");
  });
});
