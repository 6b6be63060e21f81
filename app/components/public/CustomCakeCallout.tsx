import CakeSlice from "lucide-react/icons/cake-slice";
import { Link } from "react-router";

/**
 * The invitation to order a custom cake: on the home page, Where to Order, the Cakes page and every cake's page
 * (`to`: the form with that cake's flavour and size).
 */
export function CustomCakeCallout({
  id,
  compact = false,
  to = "/order-a-cake",
  className = "",
}: {
  id: string;
  compact?: boolean;
  to?: string;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 rounded-[var(--radius-card)] bg-butter-light/70 shadow-soft sm:flex-row sm:items-center ${compact ? "p-5" : "p-6 sm:p-10"} ${className}`}
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white text-crust">
        <CakeSlice aria-hidden="true" className="size-7" />
      </span>
      <div className="flex-1">
        <h2 id={id} className={`font-semibold text-espresso ${compact ? "text-xl" : "text-2xl sm:text-3xl"}`}>
          A cake made for your day
        </h2>
        <p className="mt-1 text-muted">
          Birthdays, weddings, anniversaries: pick the date, size and flavour, eggless if you like, with your message on
          top.
        </p>
      </div>
      <Link
        to={to}
        className="inline-flex w-fit items-center rounded-full bg-crust px-6 py-3 font-semibold text-white transition hover:bg-crust-dark"
      >
        Order a cake
      </Link>
    </section>
  );
}
