import { Link } from "react-router";
import { PLACEHOLDER_IMAGE, pickVariant, srcSet, type ImageVariant } from "#app/lib/images";
import { Thumbnail } from "#app/components/public/ProductImage";
import { formatMoney } from "#app/lib/money";
import { useAdminHref } from "./admin-data";

export type AdminProductCard = {
  id: string;
  title: string;
  /** In paise. */
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
                {formatMoney(p.price)}
                {p.category ? ` · ${p.category}` : ""}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The compact view's column headers. The image and the actions need no visible heading (`hidden`: said to
 * screen readers only); the offering column shows from 640 px up (on a phone it is a line under the title).
 */
const ROW_HEADERS: { label: string; hidden?: boolean; className?: string }[] = [
  { label: "Image", hidden: true },
  { label: "Title" },
  { label: "Offering", className: "hidden sm:table-cell" },
  { label: "Price", className: "text-right" },
  { label: "Actions", hidden: true },
];

/** The compact view: one row per product (small lazy thumbnail, title, offering, price, edit and delete). */
export function ProductRows({ products, caption }: { products: AdminProductCard[]; caption: string }) {
  const href = useAdminHref();
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-soft">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream-deep text-xs tracking-wider text-muted uppercase">
          <tr>
            {ROW_HEADERS.map(({ label, hidden, className = "" }) => (
              <th key={label} scope="col" className={`px-3 py-2 font-semibold ${className}`}>
                {hidden ? <span className="sr-only">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {products.map((p) => (
            <tr key={p.id}>
              <td className="w-14 px-3 py-2">
                <Thumbnail image={p.image} size={40} className="size-10" />
              </td>
              <td className="px-3 py-2 font-medium text-espresso">
                <Link to={href("product", p.id)} className="hover:text-crust hover:underline">
                  {p.title}
                </Link>
                {p.category ? <span className="block text-xs text-muted sm:hidden">{p.category}</span> : null}
              </td>
              <td className="hidden px-3 py-2 text-muted sm:table-cell">{p.category}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(p.price)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                <Link
                  to={href("product", p.id, "update")}
                  className="font-semibold text-crust underline-offset-2 hover:underline"
                >
                  Edit<span className="sr-only"> {p.title}</span>
                </Link>
                <Link
                  to={href("product", p.id, "delete")}
                  className="ml-3 font-semibold text-danger underline-offset-2 hover:underline"
                >
                  Delete<span className="sr-only"> {p.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
