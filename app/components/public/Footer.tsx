import { Link } from "react-router";
import { site } from "#app/lib/site-config";
import { SubscribeForm } from "./SubscribeForm";

const explore = [
  { to: "/", label: "Home" },
  { to: "/offerings", label: "Menu" },
  { to: "/about-us", label: "About Us" },
  { to: "/where-to-order", label: "Where to Order" },
  { to: "/contact", label: "Contact" },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-espresso text-cream">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="font-display text-2xl font-semibold">{site.name}</p>
          <p className="mt-2 max-w-xs text-cream/80">{site.tagline}</p>
        </div>
        <nav aria-label="Explore">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-butter">Explore</h2>
          <ul className="mt-3 space-y-2">
            {explore.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-cream/85 hover:text-white">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter" className="sm:col-span-2 lg:col-span-1">
          <h2 id="footer-newsletter" className="font-sans text-sm font-semibold uppercase tracking-wider text-butter">
            Newsletter
          </h2>
          <p className="mt-3 font-display text-xl text-cream">{site.newsletter.heading}</p>
          <p className="mt-1 text-sm text-cream/75">{site.newsletter.text}</p>
          <div className="mt-4">
            <SubscribeForm variant="footer" />
          </div>
        </section>
      </div>
      <div className="border-t border-cream/15">
        <p className="container-page py-5 text-sm text-cream/70">
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
