import { adminMeta } from "#app/components/admin/admin-data";
import { ProductForm } from "#app/components/admin/ProductForm";
import { PageHeader, Panel } from "#app/components/admin/ui";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { failure, handleCreateProduct } from "#app/server/admin/forms.server";
import { PRODUCT_FORM_FILES } from "#app/server/storage/uploads.server";
import { listOfferings } from "#app/server/models/offerings.server";
import type { Route } from "./+types/product-add";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

export const meta = () => adminMeta("Add product");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { offerings: await listOfferings(), category: new URL(request.url).searchParams.get("category") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const { form, uploadError } = await readAdminForm(request, { imageFields: ["images"], ...PRODUCT_FORM_FILES });
  if (uploadError) return failure(uploadError.status, { intent: "add-product", error: uploadError.message });
  return handleCreateProduct(form, (id) => adminPath("product", id));
}

export default function ProductAdd({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Add product" />
      <Panel title="Product details" id="product-heading">
        <ProductForm
          offerings={loaderData.offerings}
          intent="add-product"
          submitLabel="Add Product"
          values={actionData?.values ?? { category: loaderData.category }}
          fieldErrors={actionData?.fieldErrors}
          error={actionData?.error}
        />
      </Panel>
    </div>
  );
}
