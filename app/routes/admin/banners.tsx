// Banner management, served at both {admin_prefix}/view-banner and /banner-management.
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { data, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { adminMeta } from "#app/components/admin/admin-data";
import { BannerCard } from "#app/components/admin/BannerCard";
import { EmptyState, PageHeader } from "#app/components/admin/ui";
import {
  BANNER_DELETE_FAILED,
  BANNER_DELETED,
  BANNER_NEW_IMAGE_REQUIRED,
  BANNER_UPDATE_FAILED,
  BANNER_UPDATED,
} from "#app/lib/validation/banner-text";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { pagePath, redirectWithFlash } from "#app/server/http/flash.server";
import { deleteBanner, listBanners, updateBanner } from "#app/server/models/banners.server";
import { attempt } from "#app/server/models/errors.server";
import type { Route } from "./+types/banners";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

export const meta = () => adminMeta("Banner Management");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const banners = await listBanners();
  return { banners: banners.map(({ id, device, image, variants }) => ({ id, device, image, variants })) };
}

type ActionResult = { id: string | null; error?: string; confirmDelete?: boolean };

export async function action({ request }: Route.ActionArgs) {
  const { form, uploadError } = await readAdminForm(request, { imageFields: ["banner"], maxFiles: 1 });
  if (uploadError) {
    return data<ActionResult>(
      { id: null, error: `${BANNER_UPDATE_FAILED} ${uploadError.message}` },
      { status: uploadError.status },
    );
  }
  const here = pagePath(request);
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");

  if (intent === "update") {
    const file = form.get("banner");
    const updated = await attempt(() => updateBanner(id, { file: file instanceof File ? file : null }));
    if (!updated.ok) {
      const { message, status } = updated.error;
      return data<ActionResult>(
        { id, error: message === BANNER_NEW_IMAGE_REQUIRED ? message : `${BANNER_UPDATE_FAILED} ${message}` },
        { status },
      );
    }
    return redirectWithFlash(here, { type: "success", message: BANNER_UPDATED });
  }

  if (intent === "delete") {
    if (form.get("confirmed") !== "yes") return data<ActionResult>({ id, confirmDelete: true });
    const deleted = await attempt(() => deleteBanner(id));
    if (!deleted.ok) return data<ActionResult>({ id, error: BANNER_DELETE_FAILED }, { status: deleted.error.status });
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
        <PageHeader
          id="banners-heading"
          title="Banner Management"
          description="Replace or remove the images of the home page carousel."
        />
      </div>
      {/* The layout shows the flash message; an error about no listed banner shows here. */}
      {pageError ? (
        <div className="mb-6">
          <StatusMessage look="panel" tone="error">
            {pageError}
          </StatusMessage>
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
