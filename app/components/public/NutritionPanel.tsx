import { Link } from "react-router";
import { useEffect, useState } from "react";
import {
  DAILY_NEED_KEY,
  formatAmount,
  NUTRIENTS,
  readDailyNeed,
  REFERENCE_DAILY_KCAL,
  servingShare,
  type Nutrition,
} from "#app/lib/nutrition";

const kcal = new Intl.NumberFormat("en-IN");

/** The visitor's daily need that Know Yourself kept in this browser, read after hydration (null before, or none). */
function useDailyNeed(): number | null {
  const [daily, setDaily] = useState<number | null>(null);
  useEffect(() => {
    try {
      setDaily(readDailyNeed(window.localStorage.getItem(DAILY_NEED_KEY)));
    } catch {
      setDaily(null); // storage blocked: the reference stays
    }
  }, []);
  return daily;
}

/**
 * What one serving is as a share of a day: of the visitor's own daily need when Know Yourself worked it out in
 * this browser, else of the common 2,000 kcal reference (what the server renders, and all a visitor without
 * JavaScript sees), with a link to work out one's own.
 */
export function ServingShare({ nutrition }: { nutrition: Nutrition }) {
  const own = useDailyNeed();
  const share = servingShare(nutrition.energyKcal, own ?? REFERENCE_DAILY_KCAL);
  return (
    <div className="rounded-2xl bg-cream p-4" data-testid="serving-share" data-basis={own ? "own" : "reference"}>
      <p className="font-semibold text-espresso">
        {nutrition.servingSize} = {share.label}&nbsp;% of {own ? "your day" : `a ${kcal.format(REFERENCE_DAILY_KCAL)} kcal day`}
      </p>
      <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-crust/10">
        <div className="h-full rounded-full bg-butter" style={{ width: `${Math.max(share.bar, share.percent > 0 ? 2 : 0)}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {own ? (
          <>
            {formatAmount(nutrition.energyKcal, "kcal")} of the {kcal.format(own)} kcal a day you worked out on{" "}
            <Link to="/know-yourself" className="font-semibold text-crust underline underline-offset-4">
              Know Yourself
            </Link>{" "}
            (kept in this browser only).
          </>
        ) : (
          <>
            Based on the common {kcal.format(REFERENCE_DAILY_KCAL)} kcal reference.{" "}
            <Link to="/know-yourself" className="font-semibold text-crust underline underline-offset-4">
              Work out your own daily need
            </Link>{" "}
            to see your share.
          </>
        )}
      </p>
    </div>
  );
}

/** The nutrition table (per serving) and the serving's share of a day. */
export function NutritionPanel({ nutrition }: { nutrition: Nutrition }) {
  const rows = NUTRIENTS.flatMap((n) => {
    const value = nutrition[n.key];
    return value === null ? [] : [{ ...n, value }];
  });
  return (
    <section aria-labelledby="nutrition-heading" className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-crust/5">
      <h2 id="nutrition-heading" className="font-sans text-base font-semibold text-espresso">
        Nutrition
      </h2>
      <table className="mt-3 w-full text-sm">
        <caption className="mb-2 text-left text-muted">Per serving: {nutrition.servingSize}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Per serving</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-crust/10">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`py-1.5 text-left font-medium text-espresso ${row.sub ? "pl-4 font-normal text-muted" : ""}`}>
                {row.label}
              </th>
              <td className="py-1.5 text-right tabular-nums text-espresso">{formatAmount(row.value, row.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4">
        <ServingShare nutrition={nutrition} />
      </div>
    </section>
  );
}
