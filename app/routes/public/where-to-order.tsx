import { deliveryAppNames } from "#app/lib/delivery-apps";
import ExternalLink from "lucide-react/icons/external-link";
import Handshake from "lucide-react/icons/handshake";
import { Link } from "react-router";
import { CustomCakeCallout } from "#app/components/public/CustomCakeCallout";
import { ContentSection } from "#app/components/public/ContentSection";
import { IconBadge } from "#app/components/public/IconBadge";
import { PageIntro } from "#app/components/public/PageIntro";
import { site } from "#app/lib/site-config";
import type { Route } from "./+types/where-to-order";

export function meta(): Route.MetaDescriptors {
  const description = `Order ${site.name} loaves, pastries and cakes on ${deliveryAppNames("and")}.`;
  return [
    { title: `Where to Order | ${site.name}` },
    { name: "description", content: description },
    { property: "og:title", content: `Where to Order | ${site.name}` },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

export default function WhereToOrder() {
  const [lead, ...more] = site.whereToOrderText;
  return (
    <>
      <PageIntro eyebrow="Delivered fresh" title="Where to Order">
        <p>{lead}</p>
      </PageIntro>

      <ContentSection id="platforms-heading" title="Find us on your favourite app">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {site.deliveryPlatforms.map((platform) => (
            <li key={platform.key} className="flex flex-col overflow-hidden rounded-card bg-white shadow-soft">
              <div className="bg-cream-deep p-6">
                <img
                  src={`/images/platforms/${platform.key}.svg`}
                  alt={`${platform.name} logo`}
                  width={480}
                  height={160}
                  className="mx-auto h-auto w-full max-w-72 rounded-2xl"
                />
              </div>
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h3 className="text-xl font-semibold text-espresso">{platform.name}</h3>
                <p className="leading-relaxed text-muted">{platform.blurb}</p>
                <a
                  href={platform.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-auto inline-flex w-fit items-center gap-2 rounded-full bg-crust px-5 py-2.5 font-semibold text-white transition hover:bg-crust-dark"
                >
                  Order on {platform.name}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>

      <div className="container-page pb-10">
        <CustomCakeCallout id="custom-cake-heading" />
      </div>

      <section aria-labelledby="partner-heading" className="container-page pb-6">
        <div className="grid gap-6 rounded-[var(--radius-card)] border border-crust/10 bg-white/70 p-6 sm:p-10 md:grid-cols-[auto_1fr] md:items-start">
          <IconBadge icon={Handshake} size="lg" />
          <div>
            <h2 id="partner-heading" className="text-2xl font-semibold text-crust">
              Partnering with delivery platforms
            </h2>
            {more.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 max-w-3xl leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
            <Link
              to="/partner-with-us"
              className="mt-5 inline-flex font-semibold text-crust underline decoration-butter decoration-2 underline-offset-4 hover:text-crust-dark"
            >
              Partner with us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
