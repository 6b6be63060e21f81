// 'All Uploaded Videos' with the Upload Video form on top.
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { data, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { adminHref, adminMeta, useAdminData } from "#app/components/admin/admin-data";
import { ConfirmButton, ConfirmStep } from "#app/components/admin/ConfirmButton";
import { cardClass, EmptyState, PageHeader, Panel, RouteErrorAlert, secondaryButton } from "#app/components/admin/ui";
import { VideoUploadForm } from "#app/components/admin/VideoUploadForm";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { pagePath, redirectWithFlash } from "#app/server/http/flash.server";
import { attempt } from "#app/server/models/errors.server";
import { deleteVideo, listVideos } from "#app/server/models/videos.server";
import {
  VIDEO_DELETE_CONFIRM,
  VIDEO_DELETE_FAILED,
  VIDEO_DELETED,
  VIDEOS_LOAD_FAILED,
} from "#app/lib/validation/video-text";
import type { Route } from "./+types/videos";

export const meta = () => adminMeta("All Uploaded Videos");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const videos = await listVideos();
  return {
    videos: videos.map(({ id, title, description, videoUrl, mimeType }) => ({
      id,
      title,
      description,
      videoUrl,
      mimeType,
    })),
  };
}

type ActionResult = { id: string | null; error?: string; confirmDelete?: boolean };

export async function action({ request }: Route.ActionArgs) {
  const { form, uploadError } = await readAdminForm(request);
  if (uploadError) return data<ActionResult>({ id: null, error: uploadError.message }, { status: uploadError.status });
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete")
    return data<ActionResult>({ id: null, error: "Unknown action." }, { status: 400 });
  if (form.get("confirmed") !== "yes") return data<ActionResult>({ id, confirmDelete: true });
  const deleted = await attempt(() => deleteVideo(id));
  if (!deleted.ok)
    return data<ActionResult>({ id: null, error: VIDEO_DELETE_FAILED }, { status: deleted.error.status });
  return redirectWithFlash(pagePath(request), { type: "success", message: VIDEO_DELETED });
}

export default function Videos() {
  const { videos } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { prefix } = useAdminData();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        id="videos-heading"
        title="All Uploaded Videos"
        description="The videos of the home page's Slice Stories: upload, edit or remove them."
      />
      <Panel title="Upload Video" id="upload-video-heading">
        <VideoUploadForm />
      </Panel>
      <section aria-labelledby="videos-heading">
        {/* The layout shows the flash message; a failed delete shows here. */}
        {actionData?.error ? (
          <div className="mb-6">
            <StatusMessage look="panel" tone="error">
              {actionData.error}
            </StatusMessage>
          </div>
        ) : null}
        {videos.length === 0 ? (
          <EmptyState>No videos available.</EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id} className={`${cardClass} flex flex-col gap-3`}>
                {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the owner uploads no caption files */}
                <video
                  controls
                  preload="metadata"
                  className="aspect-video w-full rounded-xl bg-espresso"
                  aria-label={video.title || "Untitled Video"}
                >
                  <source src={video.videoUrl} type={video.mimeType} />
                </video>
                <h2 className="text-lg font-semibold text-espresso">{video.title || "Untitled Video"}</h2>
                <p className="line-clamp-4 text-sm text-muted">{video.description || "No description provided."}</p>
                <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
                  <Link
                    to={adminHref(prefix, "videos/edit", video.id)}
                    aria-label={`Edit ${video.title || "video"}`}
                    className={secondaryButton}
                  >
                    Edit
                  </Link>
                  {actionData?.confirmDelete && actionData.id === video.id ? (
                    <ConfirmStep
                      id={video.id}
                      message={VIDEO_DELETE_CONFIRM}
                      label="Yes, delete this video"
                      fields={{ intent: "delete", id: video.id }}
                      cancelTo={location.pathname}
                    />
                  ) : (
                    <ConfirmButton
                      message={VIDEO_DELETE_CONFIRM}
                      fields={{ intent: "delete", id: video.id }}
                      disabled={busy}
                    >
                      Delete
                    </ConfirmButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorAlert fallback={VIDEOS_LOAD_FAILED} />;
}
