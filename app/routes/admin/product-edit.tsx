import { data } from "react-router";
import { ProductForm } from "#app/components/admin/ProductForm";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { PageHeader, Panel } from "#app/components/admin/ui";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { failure, handleUpdateProduct } from "#app/server/admin/forms.server";
import { PRODUCT_UPDATE_FAILED } from "#app/lib/validation/product-text";
import { PRODUCT_FORM_FILES } from "#app/server/storage/uploads.server";
import { listOfferings } from "#app/server/models/offerings.server";
import { getProduct, productFormValues } from "#app/server/models/products.server";
import type { Route } from "./+types/product-edit";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return adminMeta(`Edit ${data?.product.title ?? "product"}`);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = await getProduct(params.id);
  if (!product) throw data("Product not found.", { status: 404 });
  return { product, values: productFormValues(product), offerings: await listOfferings() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { form, uploadError } = await readAdminForm(request, { imageFields: ["images"], ...PRODUCT_FORM_FILES });
  if (uploadError) {
    return failure(uploadError.status, {
      intent: "update-product",
      error: PRODUCT_UPDATE_FAILED,
      fieldErrors: { form: uploadError.message },
    });
  }
  return handleUpdateProduct(params.id, form);
}

/** The edit side of the admin product view: Save returns to viewing with the changes, Cancel without them. */
export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const href = useAdminHref();
  const { product, offerings } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={`Edit ${product.title}`} />
      <Panel title="Product details" id="product-heading">
        <ProductForm
          offerings={offerings}
          intent="update-product"
          submitLabel="Save"
          values={values}
          fieldErrors={actionData?.fieldErrors}
          error={actionData?.error}
          existingImages={product.images}
          cancelHref={href("product", product.id)}
        />
      </Panel>
    </div>
  );
}
