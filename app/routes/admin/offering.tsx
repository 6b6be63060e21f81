import { data, Link } from "react-router";
import { ProductGrid } from "#app/components/admin/ProductGrid";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { PageHeader, primaryButton, secondaryButton } from "#app/components/admin/ui";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { listProductsByOfferingSlug } from "#app/server/models/products.server";
import type { Route } from "./+types/offering";

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(data?.offering.name ?? "Offering");
}

/** The admin product grid of one offering. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { offering, products } = await listProductsByOfferingSlug(params.slug);
  if (!offering) throw data("No offering has that name.", { status: 404 });
  return { offering, products };
}

export default function Offering({ loaderData }: Route.ComponentProps) {
  const href = useAdminHref();
  const { offering, products } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`${offering.name} Products`}
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
            <Link to={`${href("product", "add")}?category=${encodeURIComponent(offering.id)}`} className={primaryButton}>
              Add product
            </Link>
          </>
        }
      />
      <ProductGrid products={products} empty="No products found for this offering." />
    </div>
  );
}
