// The order form's calendar (with JavaScript only): the days the bakery can take an order for, the others
// greyed out and not choosable (inside the lead time, closed weekdays, holidays, full days, past the booking
// window). It fills the same date field the visitor can also type into, so the form posts what it always did.
// Only the order page imports it, so react-day-picker and its date library stay out of every other page.
import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";
import { formatOrderDay } from "#app/lib/orders";

/** A bakery day ("2026-12-05") as the browser's local midnight, the way the calendar counts days. */
function toDate(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const navButton =
  "inline-flex size-10 items-center justify-center rounded-full text-crust hover:bg-butter-light aria-disabled:cursor-not-allowed aria-disabled:opacity-30 [&_svg]:size-4 [&_svg]:fill-current";

export function OrderDayPicker({
  earliest,
  latest,
  unavailable,
  day,
  onDay,
}: {
  earliest: string;
  latest: string;
  unavailable: readonly string[];
  /** The chosen day as the date field holds it (possibly typed, possibly not a day at all). */
  day: string;
  onDay: (day: string) => void;
}) {
  const first = toDate(earliest)!;
  const last = toDate(latest)!;
  const chosen = toDate(day);
  const [month, setMonth] = useState<Date>(chosen && chosen >= first && chosen <= last ? chosen : first);
  // A day typed into the field shows its month, as long as the calendar offers it.
  useEffect(() => {
    const typed = toDate(day);
    if (typed && typed >= first && typed <= last) setMonth(typed);
    // first and last are new objects each render; the day is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day]);
  return (
    <div role="group" aria-label="Calendar of the days we can bake for" className="min-w-0 rounded-2xl border border-crust/15 bg-cream p-2 sm:p-4">
      <DayPicker
        mode="single"
        selected={chosen}
        onSelect={(date) => {
          if (date) onDay(toDay(date));
        }}
        month={month}
        onMonthChange={setMonth}
        startMonth={first}
        endMonth={last}
        disabled={[{ before: first }, { after: last }, unavailable.map((d) => toDate(d)!)]}
        showOutsideDays={false}
        footer={
          <p className="mt-3 text-sm text-muted">
            {chosen ? (
              <>
                Chosen: <strong className="text-espresso">{formatOrderDay(day)}</strong>.{" "}
              </>
            ) : null}
            Greyed-out days are full, closed or too soon.
          </p>
        }
        classNames={{
          root: "relative w-full",
          months: "relative",
          month: "space-y-2",
          nav: "absolute inset-x-0 top-0 flex items-center justify-between",
          button_previous: navButton,
          button_next: navButton,
          month_caption: "flex h-10 items-center justify-center",
          caption_label: "font-display text-lg font-semibold text-espresso",
          // Fixed columns that share the width: seven days fit a 320 px phone without pushing the page sideways.
          month_grid: "w-full table-fixed border-collapse",
          weekdays: "",
          weekday: "pb-1 text-center text-xs font-semibold tracking-wide text-muted uppercase",
          week: "",
          day: "p-0.5 text-center",
          // A day that can be chosen stands on white; the others are greyed and struck through (not colour alone).
          day_button:
            "mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-full bg-white font-semibold text-espresso tabular-nums shadow-sm hover:bg-butter-light disabled:cursor-not-allowed disabled:bg-transparent disabled:font-normal disabled:text-muted/60 disabled:line-through disabled:shadow-none",
          selected: "[&>button]:bg-crust [&>button]:text-white [&>button]:hover:bg-crust-dark",
          today: "",
          disabled: "",
          outside: "",
          hidden: "invisible",
          footer: "",
        }}
      />
    </div>
  );
}
