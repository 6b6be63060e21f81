import { site } from "#app/lib/site-config";
import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [{ title: `${site.name} | ${site.tagline}` }, { name: "description", content: site.description }];
}

export default function Home() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold text-crust sm:text-5xl">{site.name}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{site.tagline}</p>
    </section>
  );
}
