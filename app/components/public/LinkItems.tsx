import { NavLink, type NavLinkProps } from "react-router";

export type SiteLink = { to: string; label: string };

/**
 * The <li> items of a list of site links; the caller owns the <ul> (and may add items of its own). A link carries
 * aria-current="page" on its own page only (`end`): "Menu" (/offerings) is not current on /offerings/cakes.
 */
export function LinkItems({ links, className }: { links: readonly SiteLink[]; className: NavLinkProps["className"] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end className={className}>
        {link.label}
      </NavLink>
    </li>
  ));
}
