import { SubscribeForm } from "#app/components/public/SubscribeForm";
import { site } from "#app/lib/site-config";
import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${site.name} | ${site.tagline}` }, { name: "description", content: site.description }];
}

export default function Home() {
  return (
    <>
      <section className="container-page py-16">
        <h1 className="text-4xl font-semibold text-crust sm:text-5xl">{site.name}</h1>
        <p className="mt-4 max-w-xl text-lg text-muted">{site.tagline}</p>
      </section>
      {/* Coming-soon block (site-spec.md section 2.6); the storefront issue owns the page around it. */}
      <section aria-labelledby="coming-soon" className="container-page">
        <div className="rounded-[var(--radius-card)] bg-butter-light/70 px-6 py-12 text-center sm:px-12">
          <h2 id="coming-soon" className="text-3xl font-semibold text-crust sm:text-4xl">
            {site.comingSoon.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted">{site.comingSoon.tagline}</p>
          <div className="mt-6 flex justify-center">
            <SubscribeForm variant="coming-soon" />
          </div>
        </div>
      </section>
    </>
  );
}
