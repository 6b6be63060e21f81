// The Insights screen's charts: victory, rendered on the server into the page's SVG, so they show
// without JavaScript (as CaloriePie does). Only the admin Insights route imports this module, so victory is in
// no public page's scripts. Each chart's figures are also in a table next to it (the screen draws those).
import type { SVGProps } from "react";
import {
  Bar,
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryClipContainer,
  VictoryContainer,
  VictoryLine,
  VictoryScatter,
  VictoryStack,
} from "victory";
import { formatNumber } from "#app/lib/numbers";

const AXIS = "#6b5547";
const GRID = "#eadfd2";
const FONT = "Inter Variable, Inter, system-ui, sans-serif";

const axisStyle = {
  axis: { stroke: AXIS },
  tickLabels: { fill: AXIS, fontSize: 11, fontFamily: FONT, padding: 4 },
  grid: { stroke: "transparent" },
};
const valueAxisStyle = {
  ...axisStyle,
  axis: { stroke: "transparent" },
  grid: { stroke: GRID, strokeDasharray: "3,3" },
};

export type Series = { label: string; color: string; values: number[] };

const monthDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const shortDay = (day: string) => monthDay.format(new Date(`${day}T00:00:00Z`));

/** At most `labels` labelled days on the x axis, the last day always among them. */
function dayTicks(count: number, labels: number): number[] {
  const step = Math.max(1, Math.ceil(count / labels));
  const ticks: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i + 1);
  return ticks;
}

/** Round ticks (steps of 1, 2 or 5 times a power of ten), about four of them, from 0. */
const integerTicks = (max: number) => {
  if (max <= 0) return [0, 1];
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
};

/**
 * Victory names every element after its chart's `name` and container id: each chart on the screen gets its own,
 * or the page repeats the same ids hundreds of times (invalid HTML, and aria-labelledby could point at another
 * chart's title).
 */
function container(name: string, title: string, desc: string) {
  return <VictoryContainer responsive containerId={name} title={title} desc={desc} className="insights-chart" />;
}

/** Victory's own path passes its `index` prop on to the <path> element, which has no such attribute. */
function PlainPath({ index: _index, ...props }: SVGProps<SVGPathElement> & { index?: unknown }) {
  return <path {...props} />;
}
const bar = () => <Bar pathComponent={<PlainPath />} />;

/**
 * Figures per day: bars (stacked when several series) or lines. `days` are YYYY-MM-DD, one value per day
 * in each series.
 */
export function DailyChart({
  name,
  title,
  desc,
  days,
  series,
  kind = "bars",
  narrow = false,
  soFar = false,
}: {
  /** Unique on the page: the prefix of every id in the drawing. */
  name: string;
  title: string;
  desc: string;
  days: string[];
  series: Series[];
  kind?: "bars" | "lines";
  /**
   * The last day is today, still being counted: its bar is pale, its point stands alone (the line stops at
   * yesterday, so a day half over is not drawn as a fall) and its label says "so far".
   */
  soFar?: boolean;
  /** The phone's drawing: fewer pixels, so the same text is larger once the SVG is scaled to the screen. */
  narrow?: boolean;
}) {
  const width = narrow ? 340 : 480;
  const totals = days.map((_, i) => series.reduce((n, s) => n + (kind === "bars" ? (s.values[i] ?? 0) : 0), 0));
  const max = kind === "bars" ? Math.max(0, ...totals) : Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = dayTicks(days.length, narrow ? 4 : 6);
  const barWidth = Math.max(2, Math.min(18, Math.floor((width - 100) / Math.max(days.length, 1)) - 2));
  const data = (s: Series) => s.values.map((y, i) => ({ x: i + 1, y }));
  const partial = soFar && days.length > 1;
  const last = days.length;
  const dayLabel = (t: number) => (partial && t === last ? SO_FAR_TICK : days[t - 1] ? shortDay(days[t - 1]!) : "");
  // The partial day's bar: pale, with a dashed outline in its own colour.
  const barStyle = (color: string) => ({
    data: {
      fill: color,
      fillOpacity: ({ datum }: { datum?: { x: number } }) => (partial && datum?.x === last ? 0.35 : 1),
      stroke: ({ datum }: { datum?: { x: number } }) => (partial && datum?.x === last ? color : "none"),
      strokeDasharray: "3,2",
      strokeWidth: 1.5,
    },
  });
  const line = (s: Series, i: number) => {
    const points = data(s);
    const done = partial ? points.slice(0, -1) : points;
    return [
      <VictoryLine
        key={`${s.label}-done`}
        name={`${name}-line-${i}`}
        data={done}
        groupComponent={<VictoryClipContainer clipId={`${name}-clip-${i}`} />}
        style={{ data: { stroke: s.color, strokeWidth: 2.5 } }}
      />,
      ...(partial
        ? [
            <VictoryScatter
              key={`${s.label}-today`}
              name={`${name}-today-${i}`}
              data={points.slice(-1)}
              size={3.5}
              style={{ data: { fill: "#ffffff", stroke: s.color, strokeWidth: 2 } }}
            />,
          ]
        : []),
    ];
  };
  return (
    <VictoryChart
      width={width}
      height={narrow ? 220 : 230}
      padding={{ top: 12, right: partial ? 30 : 16, bottom: 32, left: 44 }}
      domain={{ x: [0.5, days.length + 0.5], y: [0, Math.max(1, max)] }}
      domainPadding={{ y: [0, 8] }}
      name={name}
      containerComponent={container(name, title, desc)}
    >
      <VictoryAxis tickValues={ticks} tickFormat={dayLabel} style={axisStyle} />
      <VictoryAxis
        dependentAxis
        tickValues={integerTicks(max)}
        tickFormat={(t: number) => formatNumber(t)}
        style={valueAxisStyle}
      />
      {kind === "lines" ? (
        series.flatMap(line)
      ) : series.length === 1 ? (
        <VictoryBar
          data={data(series[0]!)}
          barWidth={barWidth}
          dataComponent={bar()}
          style={barStyle(series[0]!.color)}
        />
      ) : (
        <VictoryStack>
          {series.map((s) => (
            <VictoryBar
              key={s.label}
              data={data(s)}
              barWidth={barWidth}
              dataComponent={bar()}
              style={barStyle(s.color)}
            />
          ))}
        </VictoryStack>
      )}
    </VictoryChart>
  );
}

/** The partial day's label on the day axis. */
export const SO_FAR_TICK = "today so far";

const shorten = (text: string, max = 22) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A ranking: one horizontal bar per row, the largest on top. */
export function RankingChart({
  name,
  title,
  desc,
  rows,
  color,
  format = (v) => formatNumber(v),
  narrow = false,
}: {
  /** Unique on the page: the prefix of every id in the drawing. */
  name: string;
  title: string;
  desc: string;
  rows: { label: string; value: number }[];
  color: string;
  format?: (value: number) => string;
  narrow?: boolean;
}) {
  const shown = rows.slice(0, 10);
  const max = Math.max(0, ...shown.map((r) => r.value));
  const height = 36 + shown.length * 26;
  // Victory draws the first datum at the bottom of a horizontal chart: reverse so the largest is on top.
  const data = shown.map((r, i) => ({ x: shown.length - i, y: r.value, label: format(r.value) })).reverse();
  return (
    <VictoryChart
      horizontal
      width={narrow ? 340 : 480}
      height={height}
      padding={{ top: 8, right: 48, bottom: 28, left: narrow ? 118 : 150 }}
      domain={{ x: [0.5, shown.length + 0.5], y: [0, max > 0 ? max : 1] }}
      name={name}
      containerComponent={container(name, title, desc)}
    >
      <VictoryAxis
        tickValues={shown.map((_, i) => shown.length - i)}
        tickFormat={(t: number) => shorten(shown[shown.length - t]?.label ?? "", narrow ? 17 : 22)}
        style={axisStyle}
      />
      <VictoryAxis
        dependentAxis
        tickCount={narrow ? 3 : 4}
        tickFormat={(t: number) => format(t)}
        style={valueAxisStyle}
      />
      <VictoryBar
        data={data}
        barWidth={16}
        dataComponent={bar()}
        style={{ data: { fill: color }, labels: { fill: "#2b1b12", fontSize: 11, fontFamily: FONT } }}
      />
    </VictoryChart>
  );
}
