import { Link, NavLink } from "react-router";
import { site } from "#app/lib/site-config";

export type NavOffering = { id: string; name: string; slug: string };

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition hover:bg-cream-deep ${isActive ? "text-crust" : "text-espresso"}`;

export function Header({ offerings }: { offerings: NavOffering[] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-crust/10 bg-cream/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-4">
        <Link to="/" className="font-display text-2xl font-semibold text-crust">
          {site.name}
        </Link>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          {offerings.map((o) => (
            <NavLink key={o.id} to={`/offerings/${o.slug}`} className={navClass}>
              {o.name}
            </NavLink>
          ))}
          <NavLink to="/about-us" className={navClass}>
            About Us
          </NavLink>
          <NavLink to="/where-to-order" className={navClass}>
            Where To Order
          </NavLink>
          <NavLink to="/contact" className={navClass}>
            Contact
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
