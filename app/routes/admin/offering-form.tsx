import { data, Form, Link } from "react-router";
import { Field } from "#app/components/ui/Field";
import { CsrfInput } from "#app/components/admin/CsrfInput";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { FormError, inputClass, primaryButton, secondaryButton } from "#app/components/admin/ui";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { failure, handleOfferingIntent } from "#app/server/admin/forms.server";
import { OFFERING_SLUG_UNKNOWN } from "#app/lib/validation/offering-text";
import { getOfferingBySlug } from "#app/server/models/offerings.server";
import type { Route } from "./+types/offering-form";

/**
 * The standalone offering form: {prefix}/offerings/:slug/add adds a new offering (the slug only names where
 * the form was opened from, e.g. "new"), {prefix}/offerings/:slug/update renames the offering with that slug.
 */
function modeOf(request: Request): "add" | "update" {
  return new URL(request.url).pathname.endsWith("/update") ? "update" : "add";
}

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const title = data?.mode === "update" ? `Rename ${data.offering?.name ?? "offering"}` : "Add New Offering";
  return adminMeta(title);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const mode = modeOf(request);
  if (mode === "add") return { mode, offering: null };
  const offering = await getOfferingBySlug(params.slug);
  if (!offering) throw data(OFFERING_SLUG_UNKNOWN, { status: 404 });
  return { mode, offering };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { form, uploadError } = await readAdminForm(request);
  if (uploadError) return failure(uploadError.status, { intent: "upload", error: uploadError.message });
  if (modeOf(request) === "add") {
    return (await handleOfferingIntent(form, "add-offering", adminPath("offerings")))!;
  }
  const offering = await getOfferingBySlug(params.slug);
  if (!offering) throw data(OFFERING_SLUG_UNKNOWN, { status: 404 });
  form.set("id", offering.id);
  return (await handleOfferingIntent(form, "rename-offering", adminPath("offerings", offering.slug)))!;
}

export default function OfferingForm({ loaderData, actionData }: Route.ComponentProps) {
  const href = useAdminHref();
  const { mode, offering } = loaderData;
  const heading = mode === "add" ? "Add New Offering" : `Rename ${offering?.name}`;
  return (
    <div className="mx-auto max-w-xl">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-soft sm:p-8">
        <h1 className="text-3xl font-semibold">{heading}</h1>
        <Form method="post" className="mt-6 space-y-4" aria-label={heading}>
          <CsrfInput />
          <FormError message={actionData?.error} />
          <Field look="admin" id="offering-name" label="Offering name">
            <input
              id="offering-name"
              name="name"
              required={mode === "update"}
              defaultValue={actionData?.values?.name ?? offering?.name ?? ""}
              className={`mt-1 ${inputClass}`}
            />
          </Field>
          <div className="flex gap-3">
            <button type="submit" className={primaryButton}>
              {mode === "add" ? "Add" : "Save"}
            </button>
            <Link to={offering ? href("offerings", offering.slug) : href("offerings")} className={secondaryButton}>
              Cancel
            </Link>
          </div>
        </Form>
      </div>
    </div>
  );
}
