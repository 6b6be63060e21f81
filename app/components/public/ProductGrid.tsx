import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { formatPrice } from "#app/lib/price";
import { ProductImage, type ImageRef } from "./ProductImage";

export type ProductCardData = { id: string; title: string; price: number; image: ImageRef | null };

const GRID_SIZES = "(min-width: 1280px) 18rem, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw";

/**
 * Product cards in 2 columns on phones, 3 on tablets and 4 on desktops; no paging (site-spec 2.4), so an offering
 * can draw thousands. Each card is therefore lean: a plain link styled by one class (`product-card`, app.css),
 * an image whose alt is empty (the link's text already names the product: no redundant alt), the title and
 * the price. With JavaScript, one click handler on the list turns a plain left click into a client-side
 * navigation (the same as a <Link>, without a router hook per card).
 */
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
  const navigate = useNavigate();
  const Title = headingLevel === 2 ? "h2" : "h3";

  function onClick(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const href = link?.getAttribute("href");
    if (!link || !href || link.target || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // Delegated handler for the links inside (Enter on a focused link is a click too): not an interaction of the list itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" onClick={onClick}>
      {products.map((product, index) => (
        <li key={product.id}>
          <a href={`/product/${product.id}`} className="product-card">
            <ProductImage image={product.image} alt="" sizes={GRID_SIZES} eager={index < eagerCount} bare />
            <Title>{product.title}</Title>
            {showPrice && <p>{formatPrice(product.price)}</p>}
          </a>
        </li>
      ))}
    </ul>
  );
}
