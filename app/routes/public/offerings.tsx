import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ProductImage } from "#app/components/public/ProductImage";
import { seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { publicOrigin } from "#app/server/http/public-url.server";
import { listOfferingsWithSummary } from "#app/server/models/offerings.server";
import { offeringCover } from "#app/server/offering-images.server";
import type { Route } from "./+types/offerings";

export async function loader({ request }: Route.LoaderArgs) {
  const offerings = await listOfferingsWithSummary();
  return {
    offerings: offerings.map((o) => ({ id: o.id, name: o.name, slug: o.slug, productCount: o.productCount, image: offeringCover(o) })),
    origin: publicOrigin(request),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const names = loaderData?.offerings.map((o) => o.name.toLowerCase()) ?? [];
  return seoMeta({
    title: "Our Menu",
    description: names.length
      ? `The ${site.name} menu: ${names.join(", ")}, baked fresh every morning in ${site.city}.`
      : `The ${site.name} menu, baked fresh every morning in ${site.city}.`,
    origin: loaderData?.origin ?? "",
    path: "/offerings",
    image: loaderData?.offerings[0]?.image.url,
  });
}

export default function OfferingsPage({ loaderData }: Route.ComponentProps) {
  const { offerings } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-crust">The menu</p>
        <h1 className="mt-2 text-4xl font-semibold text-espresso sm:text-5xl">Our Offerings</h1>
        <p className="mt-4 text-lg text-muted">
          Everything we bake, in one place. Pick a shelf to see what came out of the oven this morning.
        </p>
      </header>

      {offerings.length === 0 ? (
        <p role="status" className="mt-10 rounded-card bg-white p-8 text-center text-muted shadow-soft">
          Our menu is being written. Please check back soon.
        </p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offerings.map((o, index) => (
            <li key={o.id}>
              <Link
                to={`/offerings/${o.slug}`}
                className="group block h-full overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-crust/5 transition hover:-translate-y-0.5 hover:shadow-lg"
              >
                <div className="overflow-hidden bg-cream-deep">
                  <ProductImage
                    image={o.image}
                    alt=""
                    ratio="landscape"
                    width={960}
                    eager={index < 3}
                    sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
                    className="transition duration-500 group-hover:scale-[1.03]"
                  />
                </div>
                <div className="flex items-center justify-between gap-3 p-5">
                  <div>
                    <h2 className="font-display text-2xl font-semibold text-espresso">{o.name}</h2>
                    <p className="text-sm text-muted">{o.productCount === 1 ? "1 product" : `${o.productCount} products`}</p>
                  </div>
                  <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-butter-light text-crust transition group-hover:bg-butter">
                    <ArrowRight className="size-5" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
