// The one code path of the admin video forms (upload and edit, with or without JavaScript): the session is
// checked BEFORE the body is read, the body is streamed to a temporary file (readVideoForm), then the CSRF
// token is checked and the model stores the video. The temporary file is always removed.
import { ADMIN_PREFIX, adminPath } from "#app/server/platform/admin-prefix.server";
import { assertCsrf, requireAdmin } from "#app/server/auth/admin-auth.server";
import { toDomainError } from "#app/server/models/errors.server";
import { createVideo, updateVideo, type VideoRecord } from "#app/server/models/videos.server";
import { readVideoForm } from "#app/server/storage/uploads.server";
import { UploadError } from "#app/server/storage/upload-error.server";

export { VIDEO_UPDATE_FAILED, VIDEO_UPDATED, VIDEO_UPLOADED } from "#app/lib/validation/video-text";

export type SaveOutcome =
  | { ok: true; video: VideoRecord }
  | { ok: false; status: number; message: string; values: { title: string; description: string } };

export async function saveVideo(request: Request, target: { id?: string | null }): Promise<SaveOutcome> {
  const session = await requireAdmin(request);
  let form: Awaited<ReturnType<typeof readVideoForm>>;
  try {
    form = await readVideoForm(request, "videoFile");
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return { ok: false, status: error.status, message: error.message, values: { title: "", description: "" } };
  }
  const values = { title: form.fields.title ?? "", description: form.fields.description ?? "" };
  try {
    assertCsrf(session, form.fields.csrf);
    const fields = { title: form.fields.title, description: form.fields.description, video: form.video };
    const video = target.id ? await updateVideo(target.id, fields) : await createVideo(fields);
    return { ok: true, video };
  } catch (error) {
    const domain = toDomainError(error);
    if (!domain) throw error;
    return { ok: false, status: domain.status, message: domain.message, values };
  } finally {
    await form.cleanup();
  }
}

/** Where to go after an upload: an admin page named by the form, else the video list. */
export function safeReturnTo(value: string | null | undefined): string {
  if (value && (value === ADMIN_PREFIX || value.startsWith(`${ADMIN_PREFIX}/`)) && /^[A-Za-z0-9/_-]+$/.test(value)) {
    return value;
  }
  return adminPath("view-videos");
}

export function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}
