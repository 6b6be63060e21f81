import { Link } from "react-router";
import { ProductGrid } from "#app/components/admin/ProductGrid";
import { useAdminHref } from "#app/components/admin/admin-data";
import { primaryButton } from "#app/components/admin/ui";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { listProducts } from "#app/server/models/products.server";
import type { Route } from "./+types/products";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Products | Slice Bakery Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

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
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold">Products</h1>
          <p className="text-muted">{loaderData.products.length} in total, newest first.</p>
        </div>
        <Link to={href("product", "add")} className={primaryButton}>
          Add product
        </Link>
      </div>
      <ProductGrid products={loaderData.products} empty="No products yet." />
    </div>
  );
}
