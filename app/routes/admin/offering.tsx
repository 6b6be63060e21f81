import { data, Link } from "react-router";
import { ProductList } from "#app/components/admin/ProductList";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { PageHeader, primaryButton, secondaryButton } from "#app/components/admin/ui";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { adminProductList } from "#app/lib/admin-lists";
import { countOf, parseListQuery } from "#app/lib/list-query";
import { OFFERING_SLUG_UNKNOWN } from "#app/lib/validation/offering-text";
import { getOfferingBySlug } from "#app/server/models/offerings.server";
import { countProducts, listAdminProductsPage } from "#app/server/models/products.server";
import type { Route } from "./+types/offering";

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(data?.offering.name ?? "Offering");
}

/** The admin product grid of one offering, in pages, with the products list's search and sort. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const offering = await getOfferingBySlug(params.slug);
  if (!offering) throw data(OFFERING_SLUG_UNKNOWN, { status: 404 });
  const query = parseListQuery(new URL(request.url).searchParams, adminProductList([]));
  const [total, { rows, info }] = await Promise.all([
    countProducts({ offeringSlug: offering.slug }),
    listAdminProductsPage(query, { offeringSlug: offering.slug }),
  ]);
  return {
    offering,
    products: rows,
    info,
    total,
    view: query.filters.view === "rows" ? ("rows" as const) : ("grid" as const),
  };
}

export default function Offering({ loaderData }: Route.ComponentProps) {
  const href = useAdminHref();
  const { offering } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`${offering.name} Products`}
        description={`${countOf(loaderData.total, "product")}.`}
        breadcrumb={
          <>
            <Link to={href("offerings")} className="underline">
              Offerings
            </Link>{" "}
            / {offering.name}
          </>
        }
        actions={
          <>
            <Link to={href("offerings", offering.slug, "update")} className={secondaryButton}>
              Rename offering
            </Link>
            <Link
              to={`${href("product", "add")}?category=${encodeURIComponent(offering.id)}`}
              className={primaryButton}
            >
              Add product
            </Link>
          </>
        }
      />
      <ProductList {...loaderData} empty="No products found for this offering." />
    </div>
  );
}
