import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { countOf } from "#app/lib/plural";
import { ProductImage, type ImageRef } from "./ProductImage";

export type OfferingCardData = { id: string; name: string; slug: string; productCount: number; image: ImageRef | null };

// The cards' widths as laid out (the page's side padding taken off): a phone then fetches the 720 px picture
// for its screen, not the 960 px one that the whole viewport's width would ask for.
const COVER_SIZES = "(min-width: 1024px) 26rem, (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)";

export function productCountText(count: number): string {
  return countOf(count, "product");
}

/**
 * One offering (a shelf of the menu): its cover, name and product count, linking to /offerings/{slug}. The cover is
 * decorative (empty alt), so the link's accessible name is "{name} {n} products".
 */
export function OfferingCard({
  offering,
  headingLevel = 2,
  eager = false,
}: {
  offering: OfferingCardData;
  headingLevel?: 2 | 3;
  /** Above the fold: the cover loads at once. */
  eager?: boolean;
}) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={`/offerings/${offering.slug}`}
      className="group block h-full overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-crust/5 transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="overflow-hidden bg-cream-deep">
        <ProductImage
          image={offering.image}
          alt=""
          ratio="landscape"
          width={960}
          eager={eager}
          sizes={COVER_SIZES}
          className="transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex items-center justify-between gap-3 p-5">
        <div>
          <Title className="font-display text-2xl font-semibold text-espresso">{offering.name}</Title>
          <p className="text-sm text-muted">{productCountText(offering.productCount)}</p>
        </div>
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-full bg-butter-light text-crust transition group-hover:bg-butter"
        >
          <ArrowRight className="size-5" />
        </span>
      </div>
    </Link>
  );
}

/** Offering cards in one column on phones, two on tablets and three on desktops. */
export function OfferingGrid({
  offerings,
  headingLevel = 2,
  eagerCount = 0,
  className = "",
}: {
  offerings: OfferingCardData[];
  headingLevel?: 2 | 3;
  /** How many of the first covers are above the fold. */
  eagerCount?: number;
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {offerings.map((offering, index) => (
        <li key={offering.id}>
          <OfferingCard offering={offering} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
