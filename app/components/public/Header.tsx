import ChevronDown from "lucide-react/icons/chevron-down";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { Link, NavLink } from "react-router";
import { site } from "#app/lib/site-config";
import { Disclosure } from "#app/components/ui/Disclosure";
import { LinkItems, type SiteLink } from "./LinkItems";
import { SearchBox } from "./SearchBox";

export type NavOffering = { id: string; name: string; slug: string };

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition hover:bg-cream-deep ${isActive ? "bg-cream-deep text-crust" : "text-espresso"}`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-2.5 font-medium hover:bg-cream-deep ${isActive ? "bg-cream-deep text-crust" : "text-espresso"}`;

const home: SiteLink[] = [{ to: "/", label: "Home" }];

const pages: SiteLink[] = [
  { to: "/about-us", label: "About Us" },
  { to: "/where-to-order", label: "Where To Order" },
  { to: "/contact", label: "Contact" },
];

function OfferingLinks({ offerings, itemClass }: { offerings: NavOffering[]; itemClass: string }) {
  return (
    <ul>
      <LinkItems links={offerings.map((o) => ({ to: `/offerings/${o.slug}`, label: o.name }))} className={itemClass} />
      <li className="mt-1 border-t border-crust/10 pt-1">
        <Link to="/offerings" className={`${itemClass} font-semibold text-crust`}>
          View all
        </Link>
      </li>
    </ul>
  );
}

/** The public header: brand, product search, main navigation (desktop) and a menu toggle (mobile). */
export function Header({ offerings }: { offerings: NavOffering[] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-crust/10 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3 lg:flex-nowrap">
        <Link to="/" className="shrink-0 font-display text-2xl font-semibold tracking-tight text-crust">
          {site.name}
        </Link>

        <SearchBox className="order-last w-full md:order-none md:ml-4 md:w-auto md:max-w-md md:flex-1" />

        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 lg:flex">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <Disclosure
            label={
              <>
                Offerings
                <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180 group-aria-expanded:rotate-180" />
              </>
            }
            buttonClassName="group flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-espresso transition hover:bg-cream-deep aria-expanded:bg-cream-deep"
            panelClassName="absolute right-0 top-full z-50 mt-2 w-56 rounded-2xl border border-crust/10 bg-white p-2 shadow-xl"
          >
            <OfferingLinks
              offerings={offerings}
              itemClass="block rounded-xl px-3 py-2 text-sm text-espresso hover:bg-cream focus-visible:bg-cream"
            />
          </Disclosure>
          {pages.map((p) => (
            <NavLink key={p.to} to={p.to} className={navClass}>
              {p.label}
            </NavLink>
          ))}
        </nav>

        <Disclosure
          className="ml-auto md:ml-0 lg:hidden"
          label={
            <>
              <Menu aria-hidden="true" className="size-5" />
              <span>Menu</span>
            </>
          }
          openLabel={
            <>
              <X aria-hidden="true" className="size-5" />
              <span>Menu</span>
            </>
          }
          buttonClassName="flex h-10 items-center gap-2 rounded-full border border-crust/15 bg-white px-4 text-sm font-semibold text-espresso shadow-sm hover:bg-cream-deep"
          // Sized to what is left of the screen below the header and scrolled inside: on a phone on its side or zoomed
          // the list is taller than the screen, and the page cannot scroll it into view (the header is sticky).
          panelClassName="absolute right-0 top-full z-50 mt-2 max-h-[calc(100dvh-5rem)] w-[min(20rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-2xl border border-crust/10 bg-white p-3 shadow-xl"
        >
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              <LinkItems links={home} className={mobileLinkClass} />
              <li>
                <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-muted">Offerings</p>
                <OfferingLinks offerings={offerings} itemClass="block rounded-xl px-3 py-2 pl-5 text-espresso hover:bg-cream-deep" />
              </li>
              <LinkItems links={pages} className={mobileLinkClass} />
            </ul>
          </nav>
        </Disclosure>
      </div>
    </header>
  );
}
