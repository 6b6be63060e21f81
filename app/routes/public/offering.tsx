import { data, Link, redirect } from "react-router";
import { Breadcrumbs } from "#app/components/public/Breadcrumbs";
import { Pagination } from "#app/components/public/Pagination";
import { ProductGrid } from "#app/components/public/ProductGrid";
import { pageHref, readPageParam, withPage } from "#app/lib/pagination";
import { absoluteUrl, seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { publicOrigin } from "#app/server/http/public-url.server";
import { listOfferingProductsPage } from "#app/server/models/products.server";
import type { Route } from "./+types/offering";

export const NO_PRODUCTS = "No products found for this offering.";

/**
 * `?page=N` (24 cards a page). Not a whole number of at least 1 (`0`, `-1`, `abc`): a 301 to page 1; `?page=1`
 * or `?page=007`: a 301 to the canonical URL (page 1 has no parameter). Beyond the last page: 404. An empty or
 * unknown offering has one page, which shows the empty message.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const wanted = readPageParam(url.searchParams);
  if (!wanted.canonical) throw redirect(withPage(url, wanted.page), 301);
  const { offering, products, total, page, pageCount } = await listOfferingProductsPage(params.slug, wanted.page);
  if (page > pageCount) throw data(null, { status: 404 });
  return {
    slug: params.slug,
    path: `/offerings/${encodeURIComponent(params.slug)}`,
    offering,
    products,
    total,
    page,
    pageCount,
    origin: publicOrigin(request),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { offering, slug, path, page, pageCount, total, origin, products } = loaderData;
  const name = offering?.name ?? slug;
  const ofPages = page > 1 ? ` (page ${page} of ${pageCount})` : "";
  return [
    ...seoMeta({
      title: `${name} Products${ofPages}`,
      description: offering
        ? `${total} fresh ${name.toLowerCase()} from ${site.name}, baked every morning in ${site.city}. Order on Zepto, Swiggy Instamart or Blinkit.${page > 1 ? ` Page ${page} of ${pageCount}.` : ""}`
        : `${site.name} products.`,
      origin,
      path: pageHref(path, page),
      image: products[0]?.image?.url,
    }),
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: absoluteUrl(origin, pageHref(path, page - 1)) }] : []),
    ...(page < pageCount ? [{ tagName: "link", rel: "next", href: absoluteUrl(origin, pageHref(path, page + 1)) }] : []),
    ...(offering ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}

export default function OfferingPage({ loaderData }: Route.ComponentProps) {
  const { slug, path, products, page, pageCount } = loaderData;
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
        <Pagination path={path} page={page} pageCount={pageCount} />
      </div>
    </div>
  );
}
