import ArrowRight from "lucide-react/icons/arrow-right";
import Handshake from "lucide-react/icons/handshake";
import Headset from "lucide-react/icons/headset";
import Mail from "lucide-react/icons/mail";
import { Link } from "react-router";
import { IconBadge } from "#app/components/public/IconBadge";
import { PageIntro } from "#app/components/public/PageIntro";
import { site } from "#app/lib/site-config";
import type { Route } from "./+types/contact";

export function meta(): Route.MetaDescriptors {
  const description = `Questions about an order or a product, or want to work with ${site.name}? Get in touch.`;
  return [
    { title: `Contact | ${site.name}` },
    { name: "description", content: description },
    { property: "og:title", content: `Get in Touch | ${site.name}` },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

const cards = [
  {
    to: "/contact-support",
    title: "Customer Support",
    text: "Orders, products, general inquiries.",
    detail:
      "Something wrong with an order, a question about ingredients, or just want to say hello? We read every message.",
    action: "Contact support",
    icon: Headset,
  },
  {
    to: "/partner-with-us",
    title: "Partnerships",
    text: "Resellers, distributors, marketing and technology partners.",
    detail: "Stock our bakes, bring us to a new neighbourhood, or build something together with us.",
    action: "Partner with us",
    icon: Handshake,
  },
] as const;

export default function Contact() {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Get in Touch">
        <p>We're a small team of bakers, and a real person answers every message, usually within one working day.</p>
      </PageIntro>

      <section aria-label="Ways to reach us" className="container-page py-14">
        <ul className="grid gap-6 md:grid-cols-2">
          {cards.map(({ to, title, text, detail, action, icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-4 rounded-[var(--radius-card)] bg-white p-7 shadow-soft ring-1 ring-crust/10 transition hover:-translate-y-0.5 hover:ring-crust/30"
              >
                <IconBadge icon={icon} size="lg" />
                <h2 className="text-2xl font-semibold text-espresso">{title}</h2>
                <p className="font-medium text-crust">{text}</p>
                <p className="leading-relaxed text-muted">{detail}</p>
                <span className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-crust group-hover:text-crust-dark">
                  {action}
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10 flex flex-wrap items-center gap-2 text-muted">
          <Mail aria-hidden="true" className="size-5 text-crust" />
          Prefer e-mail? Write to{" "}
          <a href={`mailto:${site.contactEmail}`} className="font-semibold text-crust underline underline-offset-4">
            {site.contactEmail}
          </a>
        </p>
      </section>
    </>
  );
}
