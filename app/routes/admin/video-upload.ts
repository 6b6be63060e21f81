// POST {admin_prefix}/videos/upload: the video upload (and, with ?id=, the edit page's scripted upload).
// A plain form post is answered with a redirect and a flash (after a failure the flash names the form and
// carries the typed values, which that form shows); a scripted one (Accept: application/json, sent by
// XMLHttpRequest to show upload progress) with JSON and the same flash cookie for the next page.
import { redirect } from "react-router";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { requireAdmin } from "#app/server/auth/admin-auth.server";
import { flashCookieHeader, redirectWithFlash, type FlashInput } from "#app/server/http/flash.server";
import type { Route } from "./+types/video-upload";
import {
  safeReturnTo,
  saveVideo,
  VIDEO_UPDATE_FAILED,
  VIDEO_UPDATED,
  VIDEO_UPLOADED,
  wantsJson,
} from "./video-save.server";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes an uploaded video: the front door lets its multipart bodies up to the video limit.
export const handle: RouteHandle = { upload: "video" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(adminPath("view-videos"));
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("id");
  const json = wantsJson(request);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"));
  const outcome = await saveVideo(request, { id });

  if (outcome.ok) {
    // 'Video updated successfully!' is also alerted; the upload's text is shown in the page only.
    const flash: FlashInput = id
      ? { type: "success", message: VIDEO_UPDATED, alert: true }
      : { type: "success", message: VIDEO_UPLOADED };
    if (!json) return redirectWithFlash(returnTo, flash);
    return Response.json(
      {
        ok: true,
        message: flash.message,
        redirectTo: returnTo,
        video: { id: outcome.video.id, videoUrl: outcome.video.videoUrl },
      },
      { status: id ? 200 : 201, headers: { "Set-Cookie": await flashCookieHeader(flash) } },
    );
  }

  const message = id ? `${VIDEO_UPDATE_FAILED}: ${outcome.message}` : outcome.message;
  if (json) return Response.json({ ok: false, message }, { status: outcome.status });
  // The form that was posted shows the message and the typed values: the edit page, or the upload form's page.
  if (id)
    return redirectWithFlash(adminPath("videos/edit", encodeURIComponent(id)), {
      type: "error",
      message,
      form: "video-edit",
      values: outcome.values,
    });
  return redirectWithFlash(returnTo, { type: "error", message, form: "video-upload", values: outcome.values });
}
