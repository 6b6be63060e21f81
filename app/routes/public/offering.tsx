import { useMemo } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/public/Breadcrumbs";
import { ProductGrid } from "#app/components/public/ProductGrid";
import { packCards, unpackCards } from "#app/lib/product-cards";
import { seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { publicOrigin } from "#app/server/http/public-url.server";
import { listProductsByOfferingSlug } from "#app/server/models/products.server";
import type { Route } from "./+types/offering";

export const NO_PRODUCTS = "No products found for this offering.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { offering, products } = await listProductsByOfferingSlug(params.slug);
  // Every product (no paging): packed into one string, which the hydration data carries cheaply (product-cards.ts).
  return {
    slug: params.slug,
    offering,
    count: products.length,
    firstImage: products[0]?.image?.url,
    cards: packCards(products),
    origin: publicOrigin(request),
  };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const name = loaderData?.offering?.name ?? params.slug;
  const count = loaderData?.count ?? 0;
  return [
    ...seoMeta({
      title: `${name} Products`,
      description: loaderData?.offering
        ? `${count} fresh ${name.toLowerCase()} from ${site.name}, baked every morning in ${site.city}. Order on Zepto, Swiggy Instamart or Blinkit.`
        : `${site.name} products.`,
      origin: loaderData?.origin ?? "",
      path: `/offerings/${encodeURIComponent(params.slug)}`,
      image: loaderData?.firstImage,
    }),
    ...(loaderData?.offering ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}

export default function OfferingPage({ loaderData }: Route.ComponentProps) {
  const { slug, cards } = loaderData;
  const products = useMemo(() => unpackCards(cards), [cards]);
  return (
    <div className="container-page py-10 sm:py-14">
      <Breadcrumbs trail={[{ label: "Offerings", to: "/offerings" }]} />
      <h1 className="mt-3 text-4xl font-semibold capitalize text-espresso sm:text-5xl">{slug} Products</h1>
      <div className="mt-8 sm:mt-10">
        {products.length === 0 ? (
          <div className="rounded-card bg-white p-10 text-center shadow-soft">
            <p className="font-display text-xl text-espresso">{NO_PRODUCTS}</p>
            <Link to="/offerings" className="mt-4 inline-block font-semibold text-crust underline underline-offset-4">
              Browse the menu
            </Link>
          </div>
        ) : (
          <ProductGrid products={products} showPrice={false} eagerCount={4} />
        )}
      </div>
    </div>
  );
}
