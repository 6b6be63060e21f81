import { data, Link } from "react-router";
import { ConfirmButton } from "#app/components/admin/ConfirmButton";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { dangerButton, secondaryButton } from "#app/components/admin/ui";
import { PRODUCT_DELETE_CONFIRM, PRODUCT_DELETED, PRODUCT_DELETE_FAILED } from "#app/lib/validation/product-text";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { text } from "#app/server/admin/forms.server";
import { redirectWithFlash } from "#app/server/http/flash.server";
import { attempt } from "#app/server/models/errors.server";
import { deleteProduct, getProduct } from "#app/server/models/products.server";
import type { Route } from "./+types/product-delete";

export const meta = () => adminMeta("Delete product");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = await getProduct(params.id);
  if (!product) throw data("Product not found.", { status: 404 });
  return { product: { id: product.id, title: product.title } };
}

/** Deletes only with confirmed=yes (window.confirm with JavaScript, or this page's button without it). */
export async function action({ request, params }: Route.ActionArgs) {
  const { form, uploadError } = await readAdminForm(request);
  if (uploadError) return data({ error: uploadError.message }, { status: uploadError.status });
  if (text(form, "confirmed") !== "yes") return data({ error: null });
  const deleted = await attempt(() => deleteProduct(params.id));
  return redirectWithFlash(
    adminPath(),
    deleted.ok ? { type: "success", message: PRODUCT_DELETED } : { type: "error", message: PRODUCT_DELETE_FAILED },
  );
}

export default function ProductDelete({ loaderData }: Route.ComponentProps) {
  const href = useAdminHref();
  const { product } = loaderData;
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-6 shadow-soft sm:p-8">
      <h1 className="text-2xl font-semibold">Delete {product.title}?</h1>
      <p className="mt-3 text-muted">{PRODUCT_DELETE_CONFIRM}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ConfirmButton
          action={href("product", product.id, "delete")}
          message={PRODUCT_DELETE_CONFIRM}
          className={dangerButton}
          confirmed
        >
          Yes, delete product
        </ConfirmButton>
        <Link to={href("product", product.id)} className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </div>
  );
}
