import { Link } from "react-router";
import { site } from "#app/lib/site-config";
import { socialIcons } from "./SocialIcons";
import { SubscribeForm } from "./SubscribeForm";

const explore = [
  { to: "/", label: "Home" },
  { to: "/offerings", label: "Menu" },
  { to: "/about-us", label: "About Us" },
  { to: "/where-to-order", label: "Where to Order" },
  { to: "/contact", label: "Contact" },
];

const eatWell = [
  { to: "/blog", label: "Blog" },
  { to: "/know-yourself", label: "Know Yourself" },
  { to: "/partner-with-us", label: "Partner With Us" },
];

const linkClass =
  "rounded text-cream/85 underline-offset-4 transition hover:text-white hover:underline focus-visible:text-white";

export function Footer() {
  return (
    <footer className="mt-16 bg-espresso text-cream">
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-butter via-crust to-berry" />
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_0.8fr_1.6fr] lg:gap-12">
        <div>
          <Link to="/" className="font-display text-3xl font-semibold text-white">
            {site.name}
          </Link>
          <p className="mt-3 max-w-xs leading-relaxed text-cream/85">{site.tagline}</p>
          <h2 className="mt-6 font-sans text-sm font-semibold uppercase tracking-wider text-butter">Follow us</h2>
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

        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="font-sans text-sm font-semibold uppercase tracking-wider text-butter">
            Explore
          </h2>
          <ul className="mt-4 space-y-2.5">
            {explore.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-eat-well">
          <h2 id="footer-eat-well" className="font-sans text-sm font-semibold uppercase tracking-wider text-butter">
            Eat well
          </h2>
          <ul className="mt-4 space-y-2.5">
            {eatWell.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section
          aria-labelledby="footer-newsletter"
          className="self-start rounded-[var(--radius-card)] bg-white/[0.06] p-6 ring-1 ring-cream/10"
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
