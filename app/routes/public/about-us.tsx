import { Link } from "react-router";
import { ContentSection, FeatureCard } from "#app/components/public/ContentSection";
import { PageIntro } from "#app/components/public/PageIntro";
import { aboutStory, beliefs, whyChoose } from "#app/lib/about";
import { site } from "#app/lib/site-config";
import type { Route } from "./+types/about-us";

export function meta(): Route.MetaDescriptors {
  const description = `How ${site.name} began, what we believe about good bread, and why Pune chooses our whole grain loaves, pastries and cakes.`;
  return [
    { title: `About Us | ${site.name}` },
    { name: "description", content: description },
    { property: "og:title", content: `About Us | ${site.name}` },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

export default function AboutUs() {
  const [lead, ...rest] = aboutStory.paragraphs;
  return (
    <>
      <PageIntro eyebrow={`About ${site.name}`} title={aboutStory.heading}>
        <p>{site.tagline}</p>
      </PageIntro>

      <section
        aria-labelledby="story-heading"
        className="container-page grid items-start gap-10 py-14 lg:grid-cols-[1.1fr_1fr] lg:gap-16"
      >
        <div>
          <h2 id="story-heading" className="text-3xl font-semibold text-crust">
            How it started
          </h2>
          <p className="mt-5 text-xl leading-relaxed text-espresso text-pretty">{lead}</p>
          {rest.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-muted text-pretty">
              {paragraph}
            </p>
          ))}
        </div>
        <figure className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft lg:sticky lg:top-24">
          <img
            src="/images/offerings/loaves.webp"
            alt="Whole wheat loaves cooling on a wooden board"
            width={1200}
            height={900}
            className="aspect-[4/3] w-full object-cover"
          />
          <figcaption className="px-5 py-4 text-sm text-muted">
            Baked in {site.city} every morning, in small batches.
          </figcaption>
        </figure>
      </section>

      <ContentSection id="beliefs-heading" title="What we believe" look="band">
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {beliefs.map((belief, index) => (
            <li key={belief.title} className="rounded-card border border-crust/10 bg-cream p-6">
              <p aria-hidden="true" className="font-display text-3xl font-semibold text-amber-700">
                {String(index + 1).padStart(2, "0")}
              </p>
              <h3 className="mt-2 text-xl font-semibold text-espresso">{belief.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{belief.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="why-heading" title={`Why Choose ${site.name}`}>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {whyChoose.map((tile) => (
            <FeatureCard key={tile.title} icon={tile.icon} title={tile.title} text={tile.text} />
          ))}
        </ul>
      </ContentSection>

      <section aria-labelledby="taste-heading" className="container-page pb-6">
        <div className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] bg-crust px-6 py-10 text-cream sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 id="taste-heading" className="text-2xl font-semibold text-white sm:text-3xl">
              Taste the difference tomorrow morning
            </h2>
            <p className="mt-2 max-w-xl text-cream/90">
              See what's on the racks today, or order from your favourite delivery app.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/offerings"
              className="rounded-full bg-butter px-6 py-3 font-semibold text-espresso hover:bg-butter-light"
            >
              See the menu
            </Link>
            <Link
              to="/where-to-order"
              className="rounded-full border border-cream/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Where to Order
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
