import { Link } from "react-router";
import { formatPrice } from "#app/lib/price";
import { ProductImage, type ImageRef } from "./ProductImage";

export type ProductCardData = { id: string; title: string; price: number; image: ImageRef | null };

const GRID_SIZES = "(min-width: 1280px) 18rem, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw";

/** Product cards in 2 columns on phones, 3 on tablets and 4 on desktops; no paging. */
export function ProductGrid({
  products,
  showPrice = true,
  eagerCount = 0,
  headingLevel = 2,
  label = "Products",
}: {
  products: ProductCardData[];
  showPrice?: boolean;
  /** How many of the first cards are above the fold (their images load eagerly). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** Accessible name of the list. */
  label?: string;
}) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <Link
            to={`/product/${product.id}`}
            prefetch="intent"
            className="group block h-full overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-crust/5 transition hover:-translate-y-0.5 hover:shadow-lg"
          >
            <div className="overflow-hidden bg-cream-deep">
              <ProductImage
                image={product.image}
                alt={product.title}
                sizes={GRID_SIZES}
                eager={index < eagerCount}
                className="transition duration-500 group-hover:scale-[1.03]"
              />
            </div>
            <div className="p-3 sm:p-4">
              <Title className="font-display text-base font-semibold leading-snug text-espresso sm:text-lg">
                {product.title}
              </Title>
              {showPrice && <p className="mt-1 font-semibold text-crust">{formatPrice(product.price)}</p>}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
