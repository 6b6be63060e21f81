import { Link } from "react-router";
import { PLACEHOLDER_IMAGE, pickVariant, srcSet, type ImageVariant } from "#app/lib/images";
import { formatPrice } from "#app/lib/price";
import { useAdminHref } from "./admin-data";

export type AdminProductCard = {
  id: string;
  title: string;
  price: number;
  image: { url: string; variants: ImageVariant[] } | null;
  category?: string;
};

/** The admin product grid (2 to 4 columns): image, title, price; each card opens the admin product screen. */
export function ProductGrid({ products, empty }: { products: AdminProductCard[]; empty: string }) {
  const href = useAdminHref();
  if (products.length === 0) return <p className="rounded-xl bg-white p-6 text-muted shadow-soft">{empty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((p) => (
        <li key={p.id}>
          <Link
            to={href("product", p.id)}
            className="group block overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-soft transition hover:-translate-y-0.5"
          >
            <img
              src={p.image ? pickVariant(p.image.variants, 480, p.image.url) : PLACEHOLDER_IMAGE}
              srcSet={srcSet(p.image?.variants)}
              sizes="(min-width: 1024px) 25vw, 50vw"
              alt=""
              loading="lazy"
              className="aspect-square w-full bg-cream-deep object-cover"
            />
            <div className="p-3">
              <p className="font-semibold text-espresso group-hover:text-crust">{p.title}</p>
              <p className="text-sm text-muted">
                {formatPrice(p.price)}
                {p.category ? ` · ${p.category}` : ""}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
