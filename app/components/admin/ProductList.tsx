// The admin products list (all products, or one offering's): search by title, filter by offering, sort, the
// card grid (default) or compact rows, and pages (app/lib/list-query.ts).
import { Link, useSearchParams } from "react-router";
import { adminProductList } from "#app/lib/admin-lists";
import type { PageInfo } from "#app/lib/list-query";
import { filterSelect, ListSearch, MatchCount, Pager, sortSelect, type SelectControl } from "./ListControls";
import { ProductGrid, ProductRows, type AdminProductCard } from "./ProductGrid";
import { EmptyState } from "./ui";

const SORT = sortSelect(adminProductList([]));

function ViewSwitch({ view }: { view: "grid" | "rows" }) {
  const [params] = useSearchParams();
  const to = (next: "grid" | "rows") => {
    const query = new URLSearchParams(params);
    if (next === "grid") query.delete("view");
    else query.set("view", next);
    return `?${query}`;
  };
  const link = (value: "grid" | "rows", label: string) => (
    <Link
      to={to(value)}
      aria-current={view === value ? "page" : undefined}
      className={`rounded-full px-3 py-1 text-sm font-semibold ${view === value ? "bg-crust text-white" : "text-crust hover:bg-cream-deep"}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="View" className="inline-flex gap-1 rounded-full border border-crust/30 bg-white p-1">
      {link("grid", "Grid")}
      {link("rows", "Rows")}
    </nav>
  );
}

export function ProductList({
  products,
  info,
  view,
  offerings,
  total,
  empty,
}: {
  products: AdminProductCard[];
  info: PageInfo;
  view: "grid" | "rows";
  /** The offering filter's choices; left out on an offering's own grid. */
  offerings?: { slug: string; name: string }[];
  /** How many products there are before the search (for the empty states). */
  total: number;
  empty: string;
}) {
  const selects: SelectControl[] = [
    ...(offerings
      ? [
          filterSelect(
            "offering",
            "Offering",
            offerings.map((o) => o.slug),
            Object.fromEntries(offerings.map((o) => [o.slug, o.name])),
          ),
        ]
      : []),
    SORT,
  ];
  return (
    <>
      {total > 0 ? (
        <div className="space-y-3">
          <ListSearch
            label="Find a product"
            placeholder="Title"
            selects={selects}
            hidden={view === "rows" ? { view } : {}}
          />
          <ViewSwitch view={view} />
        </div>
      ) : null}
      {products.length === 0 ? (
        total === 0 ? (
          <ProductGrid products={[]} empty={empty} />
        ) : (
          <EmptyState>No product matches this search.</EmptyState>
        )
      ) : (
        <>
          <MatchCount total={info.total} noun="product" />
          {view === "rows" ? (
            <ProductRows products={products} caption="Products" />
          ) : (
            <ProductGrid products={products} empty={empty} />
          )}
          <Pager info={info} label="Product pages" />
        </>
      )}
    </>
  );
}
