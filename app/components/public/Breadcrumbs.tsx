import { Fragment } from "react";
import { Link } from "react-router";

export type Crumb = { label: string; to: string };

/** "Home / …" links above a page's heading; `trail` are the crumbs after Home. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs = [{ label: "Home", to: "/" }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.to}>
            {index > 0 && <li aria-hidden="true">/</li>}
            <li>
              <Link to={crumb.to} className="hover:text-crust">
                {crumb.label}
              </Link>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
