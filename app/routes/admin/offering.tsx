import { data, Link } from "react-router";
import { ProductGrid } from "#app/components/admin/ProductGrid";
import { useAdminHref } from "#app/components/admin/admin-data";
import { primaryButton, secondaryButton } from "#app/components/admin/ui";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { listProductsByOfferingSlug } from "#app/server/models/products.server";
import type { Route } from "./+types/offering";

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${data?.offering.name ?? "Offering"} | Slice Bakery Admin` }, { name: "robots", content: "noindex, nofollow" }];
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
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-muted">
            <Link to={href("offerings")} className="underline">
              Offerings
            </Link>{" "}
            / {offering.name}
          </p>
          <h1 className="text-3xl font-semibold">{offering.name} Products</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={href("offerings", offering.slug, "update")} className={secondaryButton}>
            Rename offering
          </Link>
          <Link to={`${href("product", "add")}?category=${encodeURIComponent(offering.id)}`} className={primaryButton}>
            Add product
          </Link>
        </div>
      </div>
      <ProductGrid products={products} empty="No products found for this offering." />
    </div>
  );
}
