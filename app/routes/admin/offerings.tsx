import { Link } from "react-router";

import { OfferingPanels } from "#app/components/admin/OfferingForms";

import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";

import { PageHeader, secondaryButton } from "#app/components/admin/ui";
import { adminPath } from "#app/server/platform/admin-prefix.server";

import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";

import { failure, handleOfferingIntent, text } from "#app/server/admin/forms.server";

import { listOfferingsWithSummary } from "#app/server/models/offerings.server";

import type { Route } from "./+types/offerings";

export const meta = () => adminMeta("Offerings");

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
      <PageHeader
        title="Offerings"
        actions={
          <Link to={href("products")} className={secondaryButton}>
            All products
          </Link>
        }
      />
      <OfferingPanels
        offerings={loaderData.offerings}
        editing={loaderData.editing}
        failure={actionData}
        basePath={href("offerings")}
      />
    </div>
  );
}
