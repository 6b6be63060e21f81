import type { ReactNode } from "react";

/**
 * The heading of a home page section: a small eyebrow above the h2 (whose `id` labels the section), an optional
 * lead line below it, and an optional action (a link) set on the right from the tablet width up.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  action?: ReactNode;
}) {
  const heading = (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-crust">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold text-espresso sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-muted">{lead}</p> : null}
    </div>
  );
  if (!action) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {action}
    </div>
  );
}
