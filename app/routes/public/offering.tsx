import { deliveryAppNames } from "#app/lib/delivery-apps";
import { useMemo } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Breadcrumbs } from "#app/components/public/Breadcrumbs";
import { NotFound } from "#app/components/public/NotFound";
import { DietFilters } from "#app/components/public/DietFilters";
import { ProductGrid } from "#app/components/public/ProductGrid";
import { dietFilterSearch, dietMatchSentence, parseDietFilters } from "#app/lib/diet-filters";
import { packCards, unpackCards } from "#app/lib/product-cards";
import { seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { publicOrigin } from "#app/server/platform/public-url.server";
import { listProductsByOfferingSlug } from "#app/server/models/products.server";
import type { Route } from "./+types/offering";

export const NO_PRODUCTS = "No products found for this offering.";

export async function loader({ request, params }: Route.LoaderArgs) {
  // ?diet=eggless&diet=vegan: only the products with every label (unknown values are ignored).
  const filters = parseDietFilters(new URL(request.url).searchParams);
  const { offering, total, products } = await listProductsByOfferingSlug(params.slug, filters);
  // A slug that names no offering is the 404 page: no page (and no Insights count) for a made-up address.
  if (!offering) throw data(null, { status: 404 });
  // Every product (no paging): packed into one string, which the hydration data carries cheaply (product-cards.ts).
  return {
    slug: params.slug,
    offering,
    filters,
    total,
    count: products.length,
    firstImage: products[0]?.image?.url,
    cards: packCards(products),
    origin: publicOrigin(request),
  };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const name = loaderData.offering.name;
  return seoMeta({
    title: `${name} Products`,
    description: `${loaderData.total} fresh ${name.toLowerCase()} from ${site.name}, baked every morning in ${site.city}. Order on ${deliveryAppNames("or")}.`,
    origin: loaderData.origin,
    // The filtered views share the offering's canonical address.
    path: `/offerings/${encodeURIComponent(params.slug)}`,
    image: loaderData.firstImage,
  });
}

export default function OfferingPage({ loaderData }: Route.ComponentProps) {
  const { slug, cards, filters, total, offering } = loaderData;
  const products = useMemo(() => unpackCards(cards), [cards]);
  const path = `/offerings/${encodeURIComponent(slug)}`;
  const things = offering.name.toLowerCase();
  return (
    <div className="container-page py-10 sm:py-14">
      <Breadcrumbs trail={[{ label: "Offerings", to: "/offerings" }]} />
      <h1 className="mt-3 text-4xl font-semibold capitalize text-espresso sm:text-5xl">{slug} Products</h1>
      {total > 0 ? (
        <div className="mt-6 space-y-3">
          <DietFilters path={path} filters={filters} />
          {/* Always there, so that a screen reader announces the count when a filter changes it in place. */}
          <p role="status" className="text-muted empty:hidden" data-testid="diet-match-count">
            {filters.length > 0 ? dietMatchSentence(products.length, total, things, filters) : ""}
          </p>
        </div>
      ) : null}
      <div className="mt-8 sm:mt-10">
        {total === 0 ? (
          <div className="rounded-card bg-white p-10 text-center shadow-soft">
            <p className="font-display text-xl text-espresso">{NO_PRODUCTS}</p>
            <Link to="/offerings" className="mt-4 inline-block font-semibold text-crust underline underline-offset-4">
              Browse the menu
            </Link>
          </div>
        ) : products.length === 0 ? (
          <div className="rounded-card bg-white p-10 text-center shadow-soft">
            <p className="font-display text-xl text-espresso">Nothing here matches those filters yet.</p>
            <Link
              to={`${path}${dietFilterSearch([])}`}
              preventScrollReset
              className="mt-4 inline-block font-semibold text-crust underline underline-offset-4"
            >
              Show all {total} {things}
            </Link>
          </div>
        ) : (
          <ProductGrid products={products} showPrice={false} eagerCount={4} />
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
