// The Insights charts as the server renders them: several on one page must give valid HTML (every id once,
// no attribute a <path> does not have, every clip-path pointing at a clip that exists).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DailyChart, RankingChart } from "#app/components/admin/InsightsCharts";

const days = ["2026-11-24", "2026-11-25", "2026-11-26"];
const series = [
  { label: "Views", color: "#7a4419", values: [3, 5, 2] },
  { label: "Ran", color: "#c98a3c", values: [1, 4, 1] },
];

/** Three daily charts that differ in kind, "so far" and series count; each drawn narrow and wide on one page. */
const dailyCharts = [
  { name: "visits", title: "Visits", series, kind: "lines", soFar: true },
  { name: "clicks", title: "Clicks", series, soFar: true },
  { name: "one", title: "One", series: series.slice(0, 1) },
] as const;

function page(): string {
  return renderToString(
    <>
      {[true, false].map((narrow) => (
        <div key={String(narrow)}>
          {dailyCharts.map(({ name, ...chart }) => (
            <DailyChart key={name} name={`${name}-${narrow}`} narrow={narrow} desc="d" days={days} {...chart} />
          ))}
          <RankingChart
            name={`top-${narrow}`}
            narrow={narrow}
            title="Top"
            desc="d"
            rows={[
              { label: "Croissant", value: 4 },
              { label: "Danish", value: 2 },
            ]}
            color="#000"
          />
        </div>
      ))}
    </>,
  );
}

describe("insights charts", () => {
  it("give every element id once, however many charts share the page", () => {
    const ids = [...page().matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("put no stray index attribute on paths and clip only with clips that exist", () => {
    const html = page();
    expect(html).not.toMatch(/\sindex="/);
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
    const clips = [...html.matchAll(/clip-path="url\(#([^)]*)\)"/g)].map((m) => m[1]!);
    expect(clips.length).toBeGreaterThan(0);
    expect(clips.filter((c) => !ids.has(c))).toEqual([]);
  });
});

describe("today so far", () => {
  it("labels the partial day and leaves it out of the line, so it is not drawn as a fall", () => {
    const html = renderToString(
      <DailyChart name="v" title="Visits" desc="d" days={days} series={series.slice(0, 1)} kind="lines" soFar />,
    );
    expect(html).toContain("today so far");
    // The line has the two finished days only: one segment ("M x,y L x,y"), no third point.
    const paths = [...html.matchAll(/<path[^>]*>/g)].map((m) => m[0]).filter((p) => p.includes("stroke:#7a4419"));
    // The line (no fill) and today's lone point (a white dot).
    const line = paths.filter((p) => !p.includes("fill:#ffffff")).map((p) => /d="([^"]*)"/.exec(p)![1]!);
    expect(paths.filter((p) => p.includes("fill:#ffffff"))).toHaveLength(1);
    expect(line).toHaveLength(1);
    expect(line[0]!.match(/L/g)).toHaveLength(1);
  });
});
