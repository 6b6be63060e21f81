import { Link } from "react-router";
import { useEffect, useState } from "react";
import { formatNumber } from "#app/lib/numbers";
import {
  DAILY_NEED_KEY,
  formatAmount,
  NUTRIENTS,
  readDailyNeed,
  REFERENCE_DAILY_KCAL,
  servingShare,
  type Nutrition,
} from "#app/lib/nutrition";


/**
 * The visitor's daily need as Know Yourself kept it in this browser, read after hydration: `own` when there is a
 * usable one, `unusable` when something is stored but cannot be believed (not our format, or outside the range a
 * person needs: edited by hand, or left by an older version), `none` otherwise (and before hydration).
 */
type DailyNeed = { kind: "own"; kcal: number } | { kind: "unusable" } | { kind: "none" };

function useDailyNeed(): DailyNeed {
  const [daily, setDaily] = useState<DailyNeed>({ kind: "none" });
  useEffect(() => {
    try {
      const text = window.localStorage.getItem(DAILY_NEED_KEY);
      const kcal = readDailyNeed(text);
      setDaily(kcal !== null ? { kind: "own", kcal } : text ? { kind: "unusable" } : { kind: "none" });
    } catch {
      setDaily({ kind: "none" }); // storage blocked: the reference stays
    }
  }, []);
  return daily;
}

const knowYourselfLink = "font-semibold text-crust underline underline-offset-4";

/**
 * What one serving is as a share of a day: of the visitor's own daily need when Know Yourself worked it out in
 * this browser, else of the common 2,000 kcal reference (what the server renders, and all a visitor without
 * JavaScript sees), with a link to work out one's own. A stored need that cannot be used is never a silent
 * 2,000: the line says it was set aside and which figure the share uses instead.
 */
export function ServingShare({ nutrition }: { nutrition: Nutrition }) {
  const daily = useDailyNeed();
  const own = daily.kind === "own" ? daily.kcal : null;
  const share = servingShare(nutrition.energyKcal, own ?? REFERENCE_DAILY_KCAL);
  return (
    <div className="rounded-2xl bg-cream p-4" data-testid="serving-share" data-basis={own ? "own" : "reference"}>
      <p className="font-semibold text-espresso">
        {nutrition.servingSize} = {share.label}&nbsp;% of {own ? "your day" : `a ${formatNumber(REFERENCE_DAILY_KCAL)} kcal day`}
      </p>
      <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-crust/10">
        <div className="h-full rounded-full bg-butter" style={{ width: `${Math.max(share.bar, share.percent > 0 ? 2 : 0)}%` }} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {own ? (
          <>
            {formatAmount(nutrition.energyKcal, "kcal")} of the {formatNumber(own)} kcal a day you worked out on{" "}
            <Link to="/know-yourself" className={knowYourselfLink}>
              Know Yourself
            </Link>{" "}
            (kept in this browser only).
          </>
        ) : daily.kind === "unusable" ? (
          <>
            The daily need kept in this browser could not be used, so this is based on the common{" "}
            {formatNumber(REFERENCE_DAILY_KCAL)} kcal reference.{" "}
            <Link to="/know-yourself" className={knowYourselfLink}>
              Work out your own daily need
            </Link>{" "}
            again to see your share.
          </>
        ) : (
          <>
            Based on the common {formatNumber(REFERENCE_DAILY_KCAL)} kcal reference.{" "}
            <Link to="/know-yourself" className={knowYourselfLink}>
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
