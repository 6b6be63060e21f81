// {admin_prefix}/products: every product, in pages (app/lib/list-query.ts): search by title, filter by offering,
// sort by newest, title or price; a card grid or compact rows.
import { Link } from "react-router";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { ProductList } from "#app/components/admin/ProductList";
import { PageHeader, primaryButton } from "#app/components/admin/ui";
import { adminProductList } from "#app/lib/admin-lists";
import { countOf, parseListQuery } from "#app/lib/list-query";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { listOfferings } from "#app/server/models/offerings.server";
import { countProducts, listAdminProductsPage } from "#app/server/models/products.server";
import type { Route } from "./+types/products";

export const meta = () => adminMeta("Products");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const offerings = await listOfferings();
  const query = parseListQuery(new URL(request.url).searchParams, adminProductList(offerings.map((o) => o.slug)));
  const [total, { rows, info }] = await Promise.all([
    countProducts(),
    listAdminProductsPage(query, { offeringSlug: query.filters.offering }),
  ]);
  return {
    products: rows,
    info,
    total,
    view: query.filters.view === "rows" ? ("rows" as const) : ("grid" as const),
    offerings: offerings.map(({ slug, name }) => ({ slug, name })),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const href = useAdminHref();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Products"
        description={`${countOf(loaderData.total, "product")} in total.`}
        actions={
          <Link to={href("product", "add")} className={primaryButton}>
            Add product
          </Link>
        }
      />
      <ProductList {...loaderData} empty="No products yet." />
    </div>
  );
}
