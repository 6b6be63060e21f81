// {admin_prefix}/insights: the owner's insights for the last 7, 30 or 90 days (?days=, plain links):
// visits per day, click-outs per day per shop, top products by views and by click-outs, view-to-click-out rate
// per product, top pages, top searches, searches with no results, newsletter sign-ups and verification rate,
// and the cake orders: the funnel, by occasion and by size.
// Each chart is drawn on the server (victory SVG, no JavaScript needed), has its figures in a table and a CSV
// download ({admin_prefix}/insights.csv?section=&days=). The figures come from insightsReport, as those of
// GET /api/insights do.
import type { ReactNode } from "react";
import { Link, useLoaderData } from "react-router";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { DailyChart, RankingChart } from "#app/components/admin/InsightsCharts";
import { DataTable, PageHeader, secondaryButton, type Column } from "#app/components/admin/ui";
import type { ApiInsightsProduct, ApiInsightsSearch } from "#app/lib/api-shapes";
import {
  comparedWith,
  dayOf,
  formatRate,
  lastDays,
  parsePreset,
  previousRange,
  RANGE_PRESETS,
  SHOPS,
  CSV_SECTIONS,
  type CsvSection,
} from "#app/lib/insights";
import { formatDay } from "#app/lib/dates";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { insightsReport } from "#app/server/insights/store.server";
import type { Route } from "./+types/insights";
import { formatNumber } from "#app/lib/numbers";

export const meta = () => adminMeta("Insights");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const days = parsePreset(new URL(request.url).searchParams.get("days"));
  const today = dayOf();
  const range = lastDays(days, today);
  const [report, previous] = await Promise.all([insightsReport(range), insightsReport(previousRange(range))]);
  return { days, report, previous: previous.totals, today };
}

const num = formatNumber;
const longDay = formatDay;

const COLORS = {
  views: "#7a4419",
  ran: "#c98a3c",
  clicks: "#b8326b",
  searches: "#1f6f8b",
  none: "#b42318",
  started: "#f2b544",
  verified: "#1f7a3a",
};

type Report = Route.ComponentProps["loaderData"]["report"];

/** A row of a ranking as its bar shows it. */
type Bar = { label: string; value: number };

/** Orders counted by what `label` names (an occasion, a size) as bars. */
const ranked = <T extends { orders: number }>(rows: T[], label: (row: T) => string): Bar[] =>
  rows.map((r) => ({ label: label(r), value: r.orders }));

/**
 * One chart's card: heading, the chart, a legend, the table and the CSV link. A section with one chart is named
 * as its CSV download is (and takes its id from it); the products' section has three charts, named each.
 */
type SectionProps = {
  id?: string;
  title?: string;
  section: CsvSection;
  summary?: ReactNode;
  legend?: { label: string; color: string }[];
  /** Drawn twice: narrow for phones (larger text once scaled), wide from 640 px; CSS shows one. */
  chart: (name: string, narrow: boolean) => ReactNode;
  table: ReactNode;
  empty?: string | null;
};

function Section({
  section,
  id = section,
  title = CSV_SECTIONS[section],
  summary,
  legend,
  chart,
  table,
  empty,
}: SectionProps) {
  const href = useAdminHref();
  // The CSV link downloads the period on screen.
  const { days } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-semibold text-espresso">
            {title}
          </h2>
          {summary ? <p className="mt-1 text-sm text-muted">{summary}</p> : null}
        </div>
        <a
          href={`${href("insights.csv")}?section=${section}&days=${days}`}
          download
          className={`${secondaryButton} text-sm`}
        >
          CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {empty ? (
        <p className="mt-4 rounded-xl border border-dashed border-crust/30 bg-cream/50 p-6 text-center text-muted">
          {empty}
        </p>
      ) : (
        <>
          {legend ? (
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
              {legend.map((l) => (
                <li key={l.label} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block size-3 rounded-sm"
                    style={{ backgroundColor: l.color }}
                  />
                  {l.label}
                </li>
              ))}
            </ul>
          ) : null}
          <figure className="mt-3">
            <div className="sm:hidden">{chart(`${id}-narrow`, true)}</div>
            <div className="mx-auto hidden max-w-xl sm:block">{chart(`${id}-wide`, false)}</div>
          </figure>
          <div className="mt-4">{table}</div>
        </>
      )}
    </section>
  );
}

/**
 * A ranked list: a bar per row (the first ten also said in words, for screen readers) over its table; the chart
 * and the table are named by the section's title, and `whenEmpty` stands in for both when there are no rows.
 */
function Ranking<Row extends { id: string }>({
  rows,
  bar,
  color,
  format,
  columns,
  whenEmpty,
  ...section
}: Omit<SectionProps, "chart" | "table" | "empty"> & {
  rows: Row[];
  bar: (row: Row) => Bar;
  color: string;
  format?: (value: number) => string;
  columns: Column<Row>[];
  whenEmpty: string;
}) {
  const title = section.title ?? CSV_SECTIONS[section.section];
  const bars = rows.map(bar);
  const desc = bars
    .slice(0, 10)
    .map((b) => `${b.label}: ${format ? format(b.value) : b.value}`)
    .join(", ");
  return (
    <Section
      {...section}
      empty={rows.length === 0 ? whenEmpty : null}
      chart={(name, narrow) => (
        <RankingChart name={name} narrow={narrow} title={title} desc={desc} rows={bars} color={color} format={format} />
      )}
      table={<DataTable look="figures" caption={title} columns={columns} rows={rows} />}
    />
  );
}

/**
 * One line or stacked bar per series, a point per day, over a folded table of the same figures; the chart and
 * the table are named as the section's CSV download.
 */
function Daily<Row extends { day: string }>({
  rows,
  series,
  kind,
  desc,
  axis,
  soFar,
  dayCell,
  ...section
}: Omit<SectionProps, "chart" | "table" | "legend"> & {
  rows: Row[];
  series: { label: string; color: string; value: (row: Row) => number }[];
  kind?: "lines";
  desc: string;
  axis: string[];
  soFar: boolean;
  dayCell: (day: string) => string;
}) {
  const title = CSV_SECTIONS[section.section];
  return (
    <Section
      {...section}
      legend={series}
      chart={(chartName, narrow) => (
        <DailyChart
          name={chartName}
          narrow={narrow}
          title={title}
          desc={desc}
          days={axis}
          soFar={soFar}
          kind={kind}
          series={series.map((s) => ({ label: s.label, color: s.color, values: rows.map(s.value) }))}
        />
      )}
      table={
        <Folded label={`Table of ${title.toLowerCase()}`}>
          <DataTable
            look="figures"
            caption={title}
            columns={[
              { header: "Day", cell: (r) => dayCell(r.day) },
              ...series.map((s) => ({ header: s.label, cell: (r: Row) => num(s.value(r)), className: "tabular-nums" })),
            ]}
            rows={rows.map((r) => ({ ...r, id: r.day }))}
          />
        </Folded>
      }
    />
  );
}

/** The daily tables are long: folded under their chart (a native <details>, open or closed without JavaScript). */
function Folded({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="cursor-pointer text-sm font-semibold text-crust underline underline-offset-4">
        {label}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

function productColumns(
  href: (...s: string[]) => string,
  withRate: boolean,
): Column<ApiInsightsProduct & { id: string }>[] {
  return [
    {
      header: "Product",
      cell: (p) =>
        p.title === "(deleted product)" ? (
          <span className="text-muted">{p.title}</span>
        ) : (
          <Link to={href("product", p.productId)} className="font-medium text-crust underline underline-offset-2">
            {p.title}
          </Link>
        ),
    },
    { header: "Views", cell: (p) => num(p.views), className: "tabular-nums" },
    { header: "Click-outs", cell: (p) => num(p.clickOuts), className: "tabular-nums" },
    ...(withRate
      ? [{ header: "Rate", cell: (p: ApiInsightsProduct) => formatRate(p.rate), className: "tabular-nums" }]
      : []),
  ];
}

const searchColumns = (noResults: boolean): Column<ApiInsightsSearch & { id: string }>[] => [
  {
    header: "Query",
    cell: (s) => <span className="block min-w-[6rem] font-medium [overflow-wrap:anywhere]">{s.query}</span>,
  },
  { header: "Searches", cell: (s) => num(s.searches), className: "tabular-nums" },
  {
    header: "Dropdown / page",
    cell: (s) => (
      <>
        {num(s.fromDropdown)} / {num(s.fromPage)}
        <span className="sr-only"> (from the dropdown / from the search page)</span>
      </>
    ),
    className: "tabular-nums whitespace-nowrap",
  },
  ...(noResults
    ? []
    : [{ header: "Results", cell: (s: ApiInsightsSearch) => num(s.results), className: "tabular-nums" }]),
];

function Totals({ report, previous, days }: { report: Report; previous: Report["totals"]; days: number }) {
  const t = report.totals;
  const items: { label: string; value: number; note?: string; before: number }[] = [
    {
      label: "Page views",
      value: t.views,
      note: t.views > 0 ? `${formatRate(t.viewsThatRan / t.views)} ran in a browser` : undefined,
      before: previous.views,
    },
    {
      label: "Click-outs to shops",
      value: t.clickOuts,
      note: t.views > 0 ? `${formatRate(t.clickOuts / t.views)} of views` : undefined,
      before: previous.clickOuts,
    },
    {
      label: "Searches",
      value: t.searches,
      note: t.searches > 0 ? `${num(t.searchesWithoutResults)} with no results` : undefined,
      before: previous.searches,
    },
    {
      label: "Newsletter sign-ups",
      value: t.newsletterStarted,
      note: `${num(t.newsletterVerified)} verified (${formatRate(t.verificationRate)})`,
      before: previous.newsletterStarted,
    },
    {
      label: "Messages",
      value: t.contactMessages + t.partnerMessages,
      note: `${num(t.contactMessages)} contact, ${num(t.partnerMessages)} partner`,
      before: previous.contactMessages + previous.partnerMessages,
    },
    { label: "Bot visits (left out)", value: t.botViews, before: previous.botViews },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
      {items.map(({ label, value, note, before }) => (
        <div
          key={label}
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-soft"
          data-testid="insights-total"
        >
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-espresso tabular-nums">{num(value)}</dd>
          {note ? <dd className="mt-0.5 text-xs text-muted">{note}</dd> : null}
          <dd className="mt-0.5 text-xs font-medium text-espresso">{comparedWith(value, before, days)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { days, report, today } = loaderData;
  // The range ends today, a day still being counted: say so wherever its figures show.
  const soFar = report.to === today;
  const dayCell = (day: string) => (soFar && day === today ? `${longDay(day)} (so far)` : longDay(day));
  const href = useAdminHref();
  const dayList = report.visitsPerDay.map((d) => d.day);
  const range = `${longDay(report.from)} – ${longDay(report.to)}`;
  const withId = <T extends object>(rows: T[], key: (r: T) => string) => rows.map((r) => ({ ...r, id: key(r) }));
  // What every daily chart shares: the days along its axis and how a day is named in its table.
  const daily = { axis: dayList, soFar, dayCell };
  const rated = report.products.filter((p) => p.views > 0).slice(0, 10);
  const t = report.totals;
  const o = report.orders;
  const funnel = [
    { label: "Requested", value: o.funnel.requested },
    { label: "Quoted", value: o.funnel.quoted },
    { label: "Confirmed", value: o.funnel.confirmed },
    { label: "Completed", value: o.funnel.completed },
    { label: "Declined or cancelled", value: o.funnel.declinedOrCancelled },
  ];
  // The cake orders' three rankings: what each row is (its column header) and the rows. The funnel always has
  // its five steps; with no request in the period it says nothing, so it shows as empty like the others.
  const orderRankings: { section: CsvSection; header: string; rows: Bar[]; color: string; summary?: string }[] = [
    {
      section: "order-funnel",
      header: "Step",
      rows: o.funnel.requested > 0 ? funnel : [],
      color: COLORS.views,
      summary: `${num(o.funnel.requested)} requested, ${num(o.funnel.confirmed)} confirmed, ${num(o.funnel.completed)} completed.`,
    },
    {
      section: "order-occasions",
      header: "Occasion",
      rows: ranked(o.byOccasion, (r) => r.occasion),
      color: COLORS.searches,
    },
    { section: "order-sizes", header: "Size", rows: ranked(o.bySize, (r) => r.size), color: COLORS.searches },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Insights"
        description={
          <>
            {range}. Anonymous daily counts: no cookies, no personal data; bots and visitors asking not to be tracked
            (Do Not Track, Global Privacy Control) are left out.{" "}
            {soFar ? "Today is counted so far: its figures grow until midnight. " : ""}
            Each total is compared with the {days} days before.
          </>
        }
        actions={
          <nav aria-label="Period" className="flex flex-wrap gap-2">
            {RANGE_PRESETS.map((n) => (
              <Link
                key={n}
                to={`?days=${n}`}
                aria-current={n === days ? "page" : undefined}
                className={n === days ? "btn btn-primary" : secondaryButton}
              >
                Last {n} days
              </Link>
            ))}
          </nav>
        }
      />

      <Totals report={report} previous={loaderData.previous} days={days} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Daily
          section="visits"
          summary={`${num(t.views)} views of pages, offerings and products; ${num(t.viewsThatRan)} of them ran in a browser (the others had no JavaScript, or came from an automated client).`}
          desc={`Page views per day, ${range}: ${num(t.views)} in all, ${num(t.viewsThatRan)} of them ran in a browser.`}
          kind="lines"
          rows={report.visitsPerDay}
          series={[
            { label: "Views", color: COLORS.views, value: (d) => d.views },
            { label: "Ran in a browser", color: COLORS.ran, value: (d) => d.ran },
          ]}
          {...daily}
        />

        <Daily
          section="click-outs"
          summary={`${num(t.clickOuts)} clicks on the products' shop links.`}
          desc={`Clicks on shop links per day, stacked by shop: ${SHOPS.map((s) => `${s.label} ${num(report.clickOutsPerDay.reduce((n, d) => n + d[s.key], 0))}`).join(", ")}.`}
          rows={report.clickOutsPerDay}
          series={SHOPS.map((s) => ({
            label: s.label,
            color: s.color,
            value: (d: Report["clickOutsPerDay"][number]) => d[s.key],
          }))}
          {...daily}
        />

        <Ranking
          id="top-viewed"
          title="Top products by views"
          section="products"
          whenEmpty="No product was viewed in these days."
          rows={withId(report.topProductsByViews, (p) => p.productId)}
          bar={(p) => ({ label: p.title, value: p.views })}
          color={COLORS.views}
          columns={productColumns(href, false)}
        />

        <Ranking
          id="top-clicked"
          title="Top products by click-outs"
          section="products"
          whenEmpty="No shop link was clicked in these days."
          rows={withId(report.topProductsByClickOuts, (p) => p.productId)}
          bar={(p) => ({ label: p.title, value: p.clickOuts })}
          color={COLORS.clicks}
          columns={productColumns(href, false)}
        />

        <Ranking
          id="rates"
          title="View-to-click-out rate per product"
          section="products"
          summary="Click-outs per view, for the most viewed products."
          whenEmpty="No product was viewed in these days."
          rows={withId(rated, (p) => p.productId)}
          bar={(p) => ({ label: p.title, value: p.rate ?? 0 })}
          color="#8a5a2b"
          format={formatRate}
          columns={productColumns(href, true)}
        />

        <Ranking
          section="pages"
          whenEmpty="No page was viewed in these days."
          rows={withId(report.topPages, (p) => p.path)}
          bar={(p) => ({ label: p.path, value: p.views })}
          color={COLORS.views}
          columns={[
            { header: "Page", cell: (p) => <span className="break-all">{p.path}</span> },
            { header: "Views", cell: (p) => num(p.views), className: "tabular-nums" },
          ]}
        />

        <Ranking
          section="searches"
          summary={`${num(t.searches)} searches in the header's dropdown and on the search page.`}
          whenEmpty="Nobody searched in these days."
          rows={withId(report.topSearches, (s) => s.query)}
          bar={(s) => ({ label: s.query, value: s.searches })}
          color={COLORS.searches}
          columns={searchColumns(false)}
        />

        <Ranking
          section="no-results"
          summary="What visitors looked for and did not find: ideas for the menu, or words to add to titles."
          whenEmpty="Every search found something in these days."
          rows={withId(report.noResultSearches, (s) => s.query)}
          bar={(s) => ({ label: s.query, value: s.searches })}
          color={COLORS.none}
          columns={searchColumns(true)}
        />

        <Daily
          title="Newsletter sign-ups"
          section="newsletter"
          summary={`${num(t.newsletterStarted)} started, ${num(t.newsletterVerified)} verified: a verification rate of ${formatRate(t.verificationRate)}.`}
          desc={`Sign-ups started and verified per day: ${num(t.newsletterStarted)} started, ${num(t.newsletterVerified)} verified.`}
          kind="lines"
          rows={report.newsletterPerDay}
          series={[
            { label: "Started", color: COLORS.started, value: (d) => d.started },
            { label: "Verified", color: COLORS.verified, value: (d) => d.verified },
          ]}
          {...daily}
        />

        {orderRankings.map(({ section, header, rows, color, summary }) => (
          <Ranking
            key={section}
            section={section}
            summary={summary}
            whenEmpty="No cake order was requested in these days."
            rows={withId(rows, (r) => r.label)}
            bar={(r) => r}
            color={color}
            columns={[
              { header, cell: (r) => r.label },
              { header: "Orders", cell: (r) => num(r.value), className: "tabular-nums" },
            ]}
          />
        ))}
      </div>
    </div>
  );
}
