import { allergenSentence } from "#app/lib/allergens";
import Pencil from "lucide-react/icons/pencil";
import { DELIVERY_APP_KEYS, perDeliveryApp } from "#app/lib/delivery-apps";
import Trash2 from "lucide-react/icons/trash-2";
import { data, Link } from "react-router";
import { ConfirmButton } from "#app/components/admin/ConfirmButton";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { dangerButton, primaryButton } from "#app/components/admin/ui";
import { DietBadges } from "#app/components/public/DietBadges";
import { PRODUCT_DELETE_CONFIRM } from "#app/lib/validation/product-text";
import { PLACEHOLDER_IMAGE, pickVariant, srcSet } from "#app/lib/images";
import { formatAmount, NUTRIENTS } from "#app/lib/nutrition";
import { formatMoney } from "#app/lib/money";
import { site } from "#app/lib/site-config";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { getProduct } from "#app/server/models/products.server";
import type { Route } from "./+types/product";

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(data?.product.title ?? "Product");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = await getProduct(params.id);
  if (!product) throw data("Product not found.", { status: 404 });
  return { product };
}

const SHOP_LABELS = perDeliveryApp((a) => a.label);

/** The admin product view: large image, title, price, description, shop links, Edit, Delete. */
export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  const href = useAdminHref();
  const { product } = loaderData;
  const [first, ...rest] = product.images;
  const links = DELIVERY_APP_KEYS.filter((k) => product.shoppingLinks[k]);
  return (
    <div className="space-y-6">
      <p className="text-sm font-medium text-muted">
        <Link to={href("products")} className="underline">
          Products
        </Link>{" "}
        /{" "}
        <Link to={href("offerings", product.category.slug)} className="underline">
          {product.category.name}
        </Link>
      </p>
      <article className="grid gap-8 rounded-2xl border border-stone-200 bg-white p-4 shadow-soft sm:p-6 lg:grid-cols-2">
        <div className="space-y-3">
          <img
            src={first ? pickVariant(first.variants, 960, first.url) : PLACEHOLDER_IMAGE}
            srcSet={srcSet(first?.variants)}
            sizes="(min-width: 1024px) 40vw, 100vw"
            alt={product.title}
            className="aspect-square w-full rounded-xl bg-cream-deep object-cover"
          />
          {rest.length > 0 ? (
            <ul className="grid grid-cols-4 gap-2">
              {rest.map((image, i) => (
                <li key={image.id}>
                  <img
                    src={pickVariant(image.variants, 480, image.url)}
                    alt={`${product.title}, view ${i + 2}`}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-semibold sm:text-4xl">{product.title}</h1>
          <p className="text-2xl font-semibold text-crust">{formatMoney(product.price)}</p>
          <p className="leading-relaxed whitespace-pre-line text-espresso/90">{product.description}</p>
          <div>
            <h2 className="text-lg font-semibold">Dietary labels, allergens and nutrition</h2>
            {product.dietLabels.length === 0 ? (
              <p className="text-sm text-muted">No dietary labels.</p>
            ) : (
              <DietBadges labels={product.dietLabels} className="mt-2" />
            )}
            <p className="mt-2 text-sm text-espresso/90" data-testid="admin-allergens">
              {allergenSentence(product.allergens) || "No allergens declared."}
            </p>
            <p className="mt-2 text-sm text-espresso/90" data-testid="admin-nutrition">
              {product.nutrition
                ? `Per serving (${product.nutrition.servingSize}): ${NUTRIENTS.flatMap((n) => {
                    const value = product.nutrition?.[n.key];
                    return value === null || value === undefined
                      ? []
                      : [`${n.label.toLowerCase()} ${formatAmount(value, n.unit)}`];
                  }).join(", ")}.`
                : "No nutrition given."}
            </p>
          </div>
          <div>
            <h2 className="text-lg font-semibold">Shop links</h2>
            {links.length === 0 ? (
              <p className="text-sm text-muted">No shop links yet.</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2">
                {links.map((k) => (
                  <li key={k}>
                    <a
                      href={product.shoppingLinks[k]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-block rounded-full bg-cream-deep px-4 py-2 text-sm font-semibold text-crust hover:bg-butter-light"
                    >
                      {SHOP_LABELS[k]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="mt-auto flex flex-wrap gap-3 border-t border-stone-200 pt-4">
            <Link to={href("product", product.id, "update")} className={primaryButton}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Link>
            <ConfirmButton
              action={href("product", product.id, "delete")}
              message={PRODUCT_DELETE_CONFIRM}
              className={dangerButton}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </ConfirmButton>
            <a href={`/product/${product.id}`} className="self-center text-sm font-medium text-crust underline">
              View on {site.name}
            </a>
          </div>
        </div>
      </article>
    </div>
  );
}
