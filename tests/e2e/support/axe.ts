// The accessibility check every e2e spec runs on the pages it visits: axe (WCAG 2.2 AA and best practice) in the
// page, and no violation at all, whatever impact axe gives it (a moderate one, such as a region outside the
// landmarks, is still a barrier to someone). axe runs as a script in the page, so only with JavaScript.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(report, `${label}: axe violations`).toEqual([]);
}
