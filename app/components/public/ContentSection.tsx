import type { ReactNode } from "react";
import { ContentIcon, type ContentIconName } from "./ContentIcons";

const looks = {
  /** On the page's cream, in the page column. */
  plain: { outer: "container-page py-14", inner: "", heading: "text-3xl" },
  /** A full-width lighter band, to set a section apart from its neighbours. */
  band: { outer: "bg-white/60 py-14", inner: "container-page", heading: "text-3xl" },
  /** A band in the narrower column of an article, with a smaller heading (what to read next). */
  "band-narrow": { outer: "bg-white/60 py-12", inner: "container-page max-w-4xl", heading: "text-2xl" },
} as const;

/**
 * A section of a content page (about us, blog, article, where to order): an h2 in crust brown whose `id` labels
 * the section (or the navigation, with `as="nav"`), followed by the children (usually a grid of cards).
 */
export function ContentSection({
  id,
  title,
  look = "plain",
  as: Tag = "section",
  children,
}: {
  id: string;
  title: ReactNode;
  look?: keyof typeof looks;
  as?: "section" | "nav";
  children: ReactNode;
}) {
  const { outer, inner, heading } = looks[look];
  const body = (
    <>
      <h2 id={id} className={`${heading} font-semibold text-crust text-balance`}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <Tag aria-labelledby={id} className={outer}>
      {inner ? <div className={inner}>{body}</div> : body}
    </Tag>
  );
}

/**
 * A white card (a list item) with an icon, a title and a short text: stacked (icon above, for narrow tiles) or
 * inline (icon beside the text, for wider cards).
 */
export function FeatureCard({
  icon,
  title,
  text,
  layout = "stacked",
}: {
  icon: ContentIconName;
  title: string;
  text: string;
  layout?: "stacked" | "inline";
}) {
  const inline = layout === "inline";
  return (
    <li className={`flex gap-4 rounded-card bg-white p-6 shadow-soft ${inline ? "" : "flex-col"}`}>
      <ContentIcon name={icon} size={inline ? "sm" : "md"} />
      <div>
        <h3 className="text-lg font-semibold text-espresso">{title}</h3>
        <p className={`leading-relaxed text-muted ${inline ? "mt-1.5 text-[0.95rem]" : "mt-4"}`}>{text}</p>
      </div>
    </li>
  );
}
