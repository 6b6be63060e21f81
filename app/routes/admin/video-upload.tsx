import { data } from "react-router";
import { VideoUploadForm } from "#app/components/admin/VideoUploadForm";
import { useAdminHref } from "#app/components/admin/admin-data";
import { Panel } from "#app/components/admin/ui";
import { VIDEO_UPLOADED } from "#app/lib/admin-messages";
import { adminPath } from "#app/server/admin-prefix.server";
import { assertCsrf, CSRF_FIELD, requireAdmin } from "#app/server/auth/admin-auth.server";
import { redirectWithFlash } from "#app/server/http/flash.server";
import { toDomainError } from "#app/server/models/errors.server";
import { createVideo } from "#app/server/models/videos.server";
import { readVideoForm } from "#app/server/storage/uploads.server";
import { UploadError } from "#app/server/storage/upload-error.server";
import type { Route } from "./+types/video-upload";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Upload video | Slice Bakery Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/** Streams the video to a temporary file (never whole in memory); the session is checked before any parsing. */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdmin(request);
  let form;
  try {
    form = await readVideoForm(request, "videoFile");
  } catch (error) {
    if (error instanceof UploadError) return data({ error: error.message, values: {} }, { status: error.status });
    throw error;
  }
  try {
    assertCsrf(session, form.fields[CSRF_FIELD]);
    const values = { title: form.fields.title ?? "", description: form.fields.description ?? "" };
    try {
      await createVideo({ title: values.title, description: values.description, video: form.video });
    } catch (error) {
      const known = toDomainError(error);
      if (!known) throw error;
      return data({ error: known.message, values }, { status: known.status });
    }
  } finally {
    await form.cleanup();
  }
  return redirectWithFlash(adminPath(), { type: "success", message: VIDEO_UPLOADED });
}

export default function VideoUpload({ actionData }: Route.ComponentProps) {
  const href = useAdminHref();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-3xl font-semibold">Upload a video</h1>
      <Panel title="Upload Video" id="video-heading">
        <VideoUploadForm action={href("videos", "upload")} error={actionData?.error} values={actionData?.values} />
      </Panel>
    </div>
  );
}
