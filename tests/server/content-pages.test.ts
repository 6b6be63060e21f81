// The content pages as the server sends them (no browser: what they show is in the HTML, the same with or
// without scripts): about us, the blog and its six articles, where to order, contact, the footer and the Know
// Yourself form. What only a browser shows (the calculator working in the page, moving between articles on the
// client, the no-JavaScript posts) stays in tests/e2e/content.spec.ts.
import { describe, expect, it } from "vitest";
import { count, element, elements, getPage, headings, links, serverUrl, text, title } from "./support/html";
import { ARTICLES } from "#tests/helpers/articles";

/** The <main> of `path`, after checking it answered 200. */
async function mainOf(path: string): Promise<{ html: string; main: string }> {
  const { status, html } = await getPage(path);
  expect(status, path).toBe(200);
  return { html, main: element(html, /<main[\s>]/) };
}

describe("about us", () => {
  it("tells the story, the beliefs and four Why Choose tiles", async () => {
    const { html, main } = await mainOf("/about-us");
    expect(title(html)).toMatch(/About Us \| Slice Bakery/);
    expect(headings(main, 1)).toEqual(["Our story: bread worth waking up for"]);
    expect(text(main)).toContain("Slice Bakery started in 2018");
    expect(headings(main, 2)).toContain("What we believe");
    const why = element(main, /<section aria-labelledby="why-heading"/);
    expect(text(element(why, /<h2[\s>]/))).toBe("Why Choose Slice Bakery");
    expect(count(why, /<li[\s>]/)).toBe(4);
    expect(headings(why, 3)).toEqual(["Real whole grains", "Simple ingredients", "Baked fresh daily", "Honest labels"]);
    expect(count(why, /<svg[^>]*class="lucide/)).toBe(4);
  });
});

describe("blog", () => {
  it("shows the headline, the six facts and six cards with 'Read more..'", async () => {
    const { main } = await mainOf("/blog");
    expect(headings(main, 1)).toEqual(["Eat well, without the guesswork"]);
    const facts = element(main, /<section aria-labelledby="facts-heading"/);
    expect(text(element(facts, /<h2[\s>]/))).toBe("Why we're not succeeding at healthy living");
    expect(count(facts, /<li[\s>]/)).toBe(6);
    expect(headings(facts, 3)).toEqual([
      "Busy life, bad choices",
      "Gym without gains",
      "Mislabeled 'healthy'",
      "70% processed calories",
      "Low veggie intake",
      "Food affects health",
    ]);

    const readMore = links(main).filter((link) => link.text === "Read more..");
    expect(readMore.map((link) => link.href)).toEqual(ARTICLES.map((a) => `/blogs/${a.slug}`));

    const cards = elements(main, /<article[\s>]/);
    expect(cards).toHaveLength(6);
    // The first three show a summary and a date; the last three do not.
    expect(cards.slice(0, 3).map((card) => text(element(card, /<time[\s>]/)))).toEqual([
      "12 January 2026",
      "2 February 2026",
      "23 February 2026",
    ]);
    expect(text(cards[0]!)).toContain("Many 'brown' loaves are mostly maida");
    for (const card of cards.slice(3)) {
      expect(card).not.toContain("<time");
      expect(card).not.toMatch(/<p class="[^"]*leading-relaxed/);
    }
  });
});

describe("articles", () => {
  it.each(ARTICLES)("/blogs/$slug is a complete article", async (article) => {
    const { html, main } = await mainOf(`/blogs/${article.slug}`);
    expect(title(html)).toBe(`${article.title} | Slice Bakery`);
    expect(headings(main, 1)).toEqual([article.title]);
    const body = element(main, /<article[\s>]/);
    expect(text(element(element(body, /<header[\s>]/), /<time[\s>]/))).toMatch(/^\d{1,2} \w+ 2026$/);
    expect(text(main)).toMatch(/\d+ min read/);
    expect(count(body, /<h2[\s>]/)).toBeGreaterThanOrEqual(3);
    expect(count(body, /<p[\s>]/)).toBeGreaterThanOrEqual(6);
    const moreNav = element(html, /<nav aria-labelledby="more-heading"/);
    expect(text(element(moreNav, /<h2[\s>]/))).toBe("More to read");
    const more = links(moreNav);
    expect(more).toHaveLength(5);
    for (const other of ARTICLES.filter((a) => a.slug !== article.slug)) {
      expect(more.find((link) => link.text.includes(other.title))?.href, other.title).toBe(`/blogs/${other.slug}`);
    }
    expect(links(main).find((link) => link.text === "All articles")?.href).toBe("/blog");
  });

  it("an unknown article is the 404 page", async () => {
    const { status, html } = await getPage("/blogs/not-an-article");
    expect(status).toBe(404);
    const main = element(html, /<main[\s>]/);
    expect(headings(main, 1)).toEqual(["Oops! Page Not Found"]);
    expect(text(main)).toContain("The page you're looking for doesn't exist.");
    expect(links(main).find((link) => link.text === "Go Home")?.href).toBe("/");
  });
});

describe("where to order", () => {
  it("three platform cards with logos that load and links in a new tab, and the partnering text", async () => {
    const { main } = await mainOf("/where-to-order");
    expect(headings(main, 1)).toEqual(["Where to Order"]);
    const platforms = [
      { key: "zepto", name: "Zepto", url: "https://www.zeptonow.com/" },
      { key: "instamart", name: "Swiggy Instamart", url: "https://www.swiggy.com/instamart" },
      { key: "blinkit", name: "Blinkit", url: "https://blinkit.com/" },
    ];
    for (const platform of platforms) {
      const logo = new RegExp(`<img src="(/images/platforms/${platform.key}\\.svg)" alt="${platform.name} logo"`);
      const src = logo.exec(main)?.[1];
      expect(src, `${platform.name} logo`).toBeTruthy();
      const image = await fetch(`${serverUrl()}${src}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(await image.text()).toContain("<svg");
      expect(headings(main, 3)).toContain(platform.name);
      const link = links(main).find((l) => l.text.startsWith(`Order on ${platform.name}`));
      expect(link?.href).toBe(platform.url);
      expect(link?.opening).toContain('target="_blank"');
      expect(link?.opening).toContain('rel="noopener noreferrer"');
    }
    expect(text(main)).toMatch(/if you run a delivery or retail platform and would like to stock our bakes/);
  });
});

describe("contact", () => {
  it("'Get in Touch' with the support and partnership cards", async () => {
    const { main } = await mainOf("/contact");
    expect(headings(main, 1)).toEqual(["Get in Touch"]);
    const support = links(main).find((link) => link.text.includes("Customer Support"));
    expect(support?.href).toBe("/contact-support");
    expect(support?.text).toContain("Orders, products, general inquiries.");
    expect(links(main).find((link) => link.text.includes("Partnerships"))?.href).toBe("/partner-with-us");
  });
});

describe("footer", () => {
  it.each(["/about-us", "/know-yourself"])(
    "on %s: tagline, Explore links, social icons, newsletter, the year",
    async (path) => {
      const { html } = await mainOf(path);
      const footer = element(html, /<footer[\s>]/);
      expect(text(footer)).toContain("Baked before sunrise. Honest on the label.");
      const explore = element(footer, /<nav aria-labelledby="footer-explore"/);
      expect(text(element(explore, /<h2[\s>]/))).toBe("Explore");
      expect(links(explore).map((link) => [link.text, link.href])).toEqual([
        ["Home", "/"],
        ["Menu", "/offerings"],
        ["About Us", "/about-us"],
        ["Where to Order", "/where-to-order"],
        ["Contact", "/contact"],
      ]);
      for (const network of ["Instagram", "Facebook", "YouTube"]) {
        expect(footer).toMatch(new RegExp(`<svg role="img" aria-label="Slice Bakery on ${network}"`));
      }
      expect(text(footer)).toContain("Fresh from the oven, in your inbox");
      expect(footer).toMatch(/<input[^>]*type="email"/);
      expect(text(footer)).toContain("Email address");
      expect(text(footer)).toContain(`© ${new Date().getFullYear()} Slice Bakery. All rights reserved.`);
    },
  );
});

describe("know yourself", () => {
  it("lists the inputs and options, Female and the first choices selected, and no report yet", async () => {
    const { main } = await mainOf("/know-yourself");
    expect(headings(main, 1)).toEqual(["Know Yourself"]);
    const form = element(main, /<form[\s>]/);
    expect(form).toMatch(/action="\/know-yourself" method="post"/);
    for (const [id, label] of [
      ["calc-height", "Height (cm)"],
      ["calc-weight", "Weight (kg)"],
      ["calc-age", "Age"],
    ]) {
      expect(form).toContain(`<label for="${id}"`);
      expect(text(element(form, new RegExp(`<label for="${id}"`)))).toBe(label);
      expect(form).toMatch(new RegExp(`<input id="${id}" type="number"`));
    }
    expect(form).toMatch(/<input type="radio"[^>]* name="gender" checked="" value="female"\/>Female/);
    expect(form).toMatch(/<input type="radio"[^>]* name="gender" value="male"\/>Male/);
    const options = (id: string) => elements(element(form, new RegExp(`<select id="${id}"`)), /<option[\s>]/);
    expect(options("calc-activity").map(text)).toEqual([
      "Sedentary (little or no exercise)",
      "Light (1-3 days/week)",
      "Moderate (3-5 days/week)",
      "Active (6-7 days/week)",
      "Very Active (physical job + hard exercise)",
    ]);
    expect(options("calc-goal").map(text)).toEqual(["Maintain Weight", "Lose Weight", "Gain Muscle"]);
    expect(text(element(form, /<button type="submit"/))).toBe("Calculate");
    expect(text(main)).not.toContain("Your Health Report");
  });
});
