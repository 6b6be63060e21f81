import type { ReactNode } from "react";

/** The opening band of a content page: a small eyebrow, the page's one h1 and an intro line. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-cream-deep">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-butter-light/70 blur-2xl"
      />
      <div className="container-page relative py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.18em] text-crust">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-semibold text-espresso text-balance sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-muted text-pretty">{children}</div> : null}
      </div>
    </div>
  );
}
