import { Link } from "react-router";
import { site } from "#app/lib/site-config";
import { LinkItems, type SiteLink } from "./LinkItems";
import { socialIcons } from "./SocialIcons";
import { SubscribeForm } from "./SubscribeForm";

const explore: SiteLink[] = [
  { to: "/", label: "Home" },
  { to: "/offerings", label: "Menu" },
  { to: "/about-us", label: "About Us" },
  { to: "/where-to-order", label: "Where to Order" },
  { to: "/contact", label: "Contact" },
];

const eatWell: SiteLink[] = [
  { to: "/blog", label: "Blog" },
  { to: "/know-yourself", label: "Know Yourself" },
  { to: "/partner-with-us", label: "Partner With Us" },
];

const headingClass = "font-sans text-sm font-semibold uppercase tracking-wider text-butter";

const linkClass =
  "rounded text-cream/85 underline-offset-4 transition hover:text-white hover:underline focus-visible:text-white";

function FooterNav({ id, title, links }: { id: string; title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        <LinkItems links={links} className={linkClass} />
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 bg-espresso text-cream">
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-butter via-crust to-berry" />
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.3fr_0.8fr_0.8fr_1.6fr] lg:gap-12">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="font-display text-3xl font-semibold text-white">
            {site.name}
          </Link>
          <p className="mt-3 max-w-xs leading-relaxed text-cream/85">{site.tagline}</p>
          <h2 className={`mt-6 ${headingClass}`}>Follow us</h2>
          <ul className="mt-3 space-y-2.5">
            {site.socials.map((social) => {
              const Icon = socialIcons[social.key];
              return (
                <li key={social.key} className="flex items-center gap-3 text-sm text-cream/85">
                  <span className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 text-butter-light">
                    <Icon label={social.label} className="size-[18px]" />
                  </span>
                  <span>{social.handle}</span>
                </li>
              );
            })}
          </ul>
        </div>

        <FooterNav id="footer-explore" title="Explore" links={explore} />
        <FooterNav id="footer-eat-well" title="Eat well" links={eatWell} />

        <section
          aria-labelledby="footer-newsletter"
          className="col-span-2 self-start rounded-card bg-white/[0.06] p-6 ring-1 ring-cream/10 lg:col-span-1"
        >
          <h2 id="footer-newsletter" className="text-xl font-semibold text-white">
            {site.newsletter.heading}
          </h2>
          <p className="mt-2 mb-4 text-sm leading-relaxed text-cream/85">{site.newsletter.text}</p>
          <SubscribeForm variant="footer" />
        </section>
      </div>
      <div className="border-t border-cream/15">
        <p className="container-page py-5 text-sm text-cream/80">
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
