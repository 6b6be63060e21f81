import { Link } from "react-router";
import { AddOfferingForm, OfferingsList } from "#app/components/admin/OfferingForms";
import { useAdminHref } from "#app/components/admin/admin-data";
import { Panel } from "#app/components/admin/ui";
import { adminPath } from "#app/server/admin-prefix.server";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { failure, handleOfferingIntent, text } from "#app/server/admin/forms.server";
import { listOfferingsWithSummary } from "#app/server/models/offerings.server";
import type { Route } from "./+types/offerings";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Offerings | Slice Bakery Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const offerings = await listOfferingsWithSummary();
  return {
    offerings: offerings.map(({ id, name, slug, productCount }) => ({ id, name, slug, productCount })),
    editing: new URL(request.url).searchParams.get("edit"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { form, uploadError } = await readAdminForm(request);
  if (uploadError) return failure(uploadError.status, { intent: "upload", error: uploadError.message });
  const handled = await handleOfferingIntent(form, text(form, "intent"), adminPath("offerings"));
  return handled ?? failure(400, { intent: "unknown", error: "Unknown form." });
}

export default function Offerings({ loaderData, actionData }: Route.ComponentProps) {
  const href = useAdminHref();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-semibold">Offerings</h1>
        <Link to={href("products")} className="font-semibold text-crust underline">
          All products
        </Link>
      </div>
      <Panel title="Add New Offering" id="add-offering-heading">
        <AddOfferingForm failure={actionData} />
      </Panel>
      <Panel title="Offerings List" id="offerings-heading">
        <OfferingsList offerings={loaderData.offerings} editing={loaderData.editing} failure={actionData} basePath={href("offerings")} />
      </Panel>
    </div>
  );
}
