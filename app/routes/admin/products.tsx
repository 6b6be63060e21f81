import { Link } from "react-router";
import { ProductGrid } from "#app/components/admin/ProductGrid";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { PageHeader, primaryButton } from "#app/components/admin/ui";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { listProducts } from "#app/server/models/products.server";
import type { Route } from "./+types/products";

export const meta = () => adminMeta("Products");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const products = await listProducts();
  return {
    products: products.map((p) => ({
      id: p.id,
      title: p.title,
      price: p.price,
      category: p.category.name,
      image: p.images[0] ? { url: p.images[0].url, variants: p.images[0].variants } : null,
    })),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const href = useAdminHref();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Products"
        description={`${loaderData.products.length} in total, newest first.`}
        actions={
          <Link to={href("product", "add")} className={primaryButton}>
            Add product
          </Link>
        }
      />
      <ProductGrid products={loaderData.products} empty="No products yet." />
    </div>
  );
}
