// Banner management (site-spec 2.19), served at both {admin_prefix}/view-banner and /banner-management.
import { data, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { BannerCard } from "#app/components/admin/BannerCard";
import { EmptyState, Message } from "#app/components/admin/ui";
import { BANNER_NEW_IMAGE_REQUIRED } from "#app/lib/validation/banner";
import { assertCsrf, requireAdmin } from "#app/server/auth/admin-auth.server";
import { pagePath, redirectWithFlash } from "#app/server/http/flash.server";
import { deleteBanner, listBanners, updateBanner } from "#app/server/models/banners.server";
import { toDomainError } from "#app/server/models/errors.server";
import { readImageForm } from "#app/server/storage/uploads.server";
import { UploadError } from "#app/server/storage/upload-error.server";
import type { Route } from "./+types/banners";

export const BANNER_UPDATED = "Banner updated successfully!";
export const BANNER_UPDATE_FAILED = "Failed to update banner.";
export const BANNER_DELETED = "Banner deleted successfully!";
export const BANNER_DELETE_FAILED = "Failed to delete banner.";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Banner Management | Slice Bakery Admin" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const banners = await listBanners();
  return { banners: banners.map(({ id, device, image, variants }) => ({ id, device, image, variants })) };
}

type ActionResult = { id: string | null; error?: string; confirmDelete?: boolean };

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  const here = pagePath(request);
  let form: FormData;
  try {
    form = await readImageForm(request, { imageFields: ["banner"], maxFiles: 1 });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return data<ActionResult>({ id: null, error: `${BANNER_UPDATE_FAILED} ${error.message}` }, { status: error.status });
  }
  assertCsrf(session, form.get("csrf"));
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");

  if (intent === "update") {
    const file = form.get("banner");
    try {
      await updateBanner(id, { file: file instanceof File ? file : null });
    } catch (error) {
      const domain = toDomainError(error);
      if (!domain) throw error;
      const message = domain.message === BANNER_NEW_IMAGE_REQUIRED ? domain.message : `${BANNER_UPDATE_FAILED} ${domain.message}`;
      return data<ActionResult>({ id, error: message }, { status: domain.status });
    }
    return redirectWithFlash(here, { type: "success", message: BANNER_UPDATED });
  }

  if (intent === "delete") {
    if (form.get("confirmed") !== "yes") return data<ActionResult>({ id, confirmDelete: true });
    try {
      await deleteBanner(id);
    } catch (error) {
      const domain = toDomainError(error);
      if (!domain) throw error;
      return data<ActionResult>({ id, error: BANNER_DELETE_FAILED }, { status: domain.status });
    }
    return redirectWithFlash(here, { type: "success", message: BANNER_DELETED });
  }

  return data<ActionResult>({ id: null, error: "Unknown action." }, { status: 400 });
}

export default function BannerManagement() {
  const { banners } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting";
  const pageError = actionData?.error && !banners.some((b) => b.id === actionData.id) ? actionData.error : null;

  return (
    <section aria-labelledby="banners-heading">
      <div className="mb-6">
        <h1 id="banners-heading" className="text-3xl font-semibold text-espresso sm:text-4xl">
          Banner Management
        </h1>
        <p className="mt-1 text-muted">Replace or remove the images of the home page carousel.</p>
      </div>
      {/* The layout shows the flash message; an error about no listed banner shows here. */}
      {pageError ? (
        <div className="mb-6">
          <Message type="error">{pageError}</Message>
        </div>
      ) : null}
      {banners.length === 0 ? (
        <EmptyState>No banners uploaded yet.</EmptyState>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {banners.map((banner) => (
            <BannerCard
              key={`${banner.id}:${banner.image}`}
              banner={banner}
              error={actionData?.id === banner.id ? actionData.error : null}
              confirmingDelete={actionData?.id === banner.id && actionData.confirmDelete === true}
              cancelTo={location.pathname}
              busy={busy}
            />
          ))}
        </div>
      )}
    </section>
  );
}
