import { useMemo, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { productCardsHtml, type ProductCardData } from "#app/lib/product-cards";

export type { ProductCardData } from "#app/lib/product-cards";

const GRID_SIZES = "(min-width: 1280px) 18rem, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw";

/** The href of the card link an event happened in, when it is one of this list's same-tab links. */
function cardHref(event: { target: EventTarget | null; currentTarget: HTMLElement }): string | null {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  const href = link?.getAttribute("href");
  if (!link || !href || link.target || !event.currentTarget.contains(link)) return null;
  return href;
}

/**
 * Product cards in 2 columns on phones, 3 on tablets and 4 on desktops; no paging by design, so an offering
 * can draw thousands. The cards are one HTML string (productCardsHtml, app/lib/product-cards.ts: the same bytes on
 * the server and at hydration), so React renders and hydrates one list element, not four elements per card. With
 * JavaScript, one handler on the list (not per card) turns a plain left click into a client-side navigation.
 * No hover prefetch: React Router's <PrefetchPageLinks> finds nothing for a route that lazy route discovery has
 * not discovered yet, and plain links are not discovered (left for later).
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
  const html = useMemo(
    () => ({ __html: productCardsHtml(products, { showPrice, eagerCount, headingLevel, sizes: GRID_SIZES }) }),
    [products, showPrice, eagerCount, headingLevel],
  );

  function onClick(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = cardHref(event);
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    <>
      {/* A delegated handler for the links inside (Enter on a focused link is a click too): not an interaction of the list itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        aria-label={label}
        className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4"
        onClick={onClick}
        dangerouslySetInnerHTML={html}
      />
    </>
  );
}
