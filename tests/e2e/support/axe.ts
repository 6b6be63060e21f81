// The accessibility check every e2e spec runs on the pages it visits: axe (WCAG 2.2 AA and best practice) in the
// page, and no violation at all, whatever impact axe gives it (a moderate one, such as a region outside the
// landmarks, is still a barrier to someone). axe runs as a script in the page, so only with JavaScript: a test's
// run without it passes `javaScriptEnabled: false` and is not checked (the same markup is, in the run with it).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type AxeScope = {
  /** False in a run without JavaScript: nothing is checked. */
  javaScriptEnabled?: boolean;
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Leave this part out (a CSS selector), e.g. a sandboxed frame axe cannot run in. */
  exclude?: string;
};

export async function expectNoAxeViolations(
  page: Page,
  label: string,
  { javaScriptEnabled = true, include, exclude }: AxeScope = {},
): Promise<void> {
  if (!javaScriptEnabled) return;
  // Legacy mode runs axe once in the page itself. The default splits the run per frame and finishes it in a new
  // blank page that it opens and closes for every check: twice the time (about 0.8 s against 0.4 s a page here),
  // to reach frames of other origins: the one frame of ours (the e-mail preview, sandboxed) is left out of the
  // checks of its page anyway.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  // Only violations are read: axe then keeps one node per passing or inapplicable rule instead of every one,
  // about a fifth less time per run (measured on the home, an offering and an article page).
  builder = builder.options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(report, `${label}: axe violations`).toEqual([]);
}
