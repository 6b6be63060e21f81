// Markup faults the HTML checker reports and a browser forgives: an id used twice (a label, an aria reference or
// an SVG gradient then points at the wrong element) and attributes no element has (`index`, which a chart
// library's props can leak onto its <path> elements). Read from the page as it stands, so charts drawn after
// hydration are checked too.
import { expect, type Page } from "@playwright/test";

export async function expectCleanIds(page: Page, label: string): Promise<void> {
  // page.content() reads the document without running a script in the page, so this works with JavaScript off.
  const html = await page.content();
  const ids = [...html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map((m) => m[1]!);
  expect(ids.length, `${label}: the page has elements with ids`).toBeGreaterThan(0);
  const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  expect(repeated, `${label}: ids used more than once`).toEqual([]);
  const indexed = [...html.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*?\sindex="[^"]*"/g)].map((m) => m[1]);
  expect(indexed, `${label}: elements with an index attribute`).toEqual([]);
}
