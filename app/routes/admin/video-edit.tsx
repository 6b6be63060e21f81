// Edit video: title, description and an optional new file. Without JavaScript a plain
// multipart post to this route; with it, the same form goes up by XMLHttpRequest (with a progress bar) to
// {admin_prefix}/videos/upload?id=…, which runs the same saveVideo code path.
import { useState } from "react";
import { FocusOnRefusal } from "#app/components/ui/Field";
import { data, Link, useActionData, useLoaderData } from "react-router";

import { adminHref, adminMeta, useAdminData, useFormFlash } from "#app/components/admin/admin-data";

import { CsrfInput } from "#app/components/admin/CsrfInput";

import { cardClass, RouteErrorAlert } from "#app/components/admin/ui";

import { VideoFileField, VideoSubmit, VideoTextFields } from "#app/components/admin/VideoUploadForm";

import { useXhrUpload } from "#app/components/admin/use-xhr-upload";

import { adminPath } from "#app/server/platform/admin-prefix.server";

import { requireAdmin } from "#app/server/auth/admin-auth.server";

import { redirectWithFlash } from "#app/server/http/flash.server";

import { getVideo } from "#app/server/models/videos.server";
import {
  missingVideoFields,
  VIDEO_FETCH_FAILED,
  VIDEO_FIELD_REQUIRED,
  VIDEO_UPDATE_FAILED,
  VIDEO_UPDATE_REQUIRED,
  VIDEO_UPDATED,
  type VideoField,
} from "#app/lib/validation/video-text";
import type { Route } from "./+types/video-edit";
import { saveVideo } from "./video-save.server";

import type { RouteHandle } from "#app/lib/route-facts";

// The action takes an uploaded video: the front door lets its multipart bodies up to the video limit.
export const handle: RouteHandle = { upload: "video" };

export const meta = () => adminMeta("Edit Video");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const video = await getVideo(params.id);
  if (!video) throw data(VIDEO_FETCH_FAILED, { status: 404 });
  const { id, title, description, videoUrl, mimeType } = video;
  return { video: { id, title, description, videoUrl, mimeType } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await saveVideo(request, { id: params.id });
  if (outcome.ok)
    return redirectWithFlash(adminPath("view-videos"), { type: "success", message: VIDEO_UPDATED, alert: true });
  return data(
    { error: VIDEO_UPDATE_FAILED, detail: outcome.message, values: outcome.values },
    { status: outcome.status },
  );
}

export default function VideoEdit() {
  const { video } = useLoaderData<typeof loader>();
  const failed = useFormFlash("video-edit");
  const actionData = useActionData<typeof action>();
  const { prefix } = useAdminData();
  const upload = useXhrUpload(VIDEO_UPDATE_FAILED);
  const listHref = adminHref(prefix, "view-videos");
  const values = actionData?.values ?? failed?.values;
  // The fields the last refused submit left empty (a new array each time, so each refusal moves the focus).
  const [missing, setMissing] = useState<VideoField[] | null>(null);
  const errorOf = (name: VideoField) => (missing?.includes(name) ? VIDEO_FIELD_REQUIRED[name] : undefined);
  const error = upload.error ?? (actionData ? `${actionData.error}: ${actionData.detail}` : (failed?.message ?? null));

  return (
    <section aria-labelledby="edit-video-heading" className="mx-auto max-w-2xl">
      <Link to={listHref} className="text-sm font-semibold text-crust underline-offset-4 hover:underline">
        ← All Uploaded Videos
      </Link>
      <h1 id="edit-video-heading" className="mt-2 mb-6 text-3xl font-semibold text-espresso">
        Edit Video
      </h1>
      <div className={cardClass}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the owner uploads no caption files */}
        <video
          controls
          preload="metadata"
          className="mb-5 aspect-video w-full rounded-xl bg-espresso"
          aria-label="Current video"
        >
          <source src={video.videoUrl} type={video.mimeType} />
        </video>
        <form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const body = new FormData(event.currentTarget);
            const empty = missingVideoFields(body, false);
            setMissing(empty.length > 0 ? empty : null);
            if (empty.length > 0) {
              upload.setError(VIDEO_UPDATE_REQUIRED);
              return;
            }
            const url = `${adminHref(prefix, "videos/upload")}?id=${encodeURIComponent(video.id)}&returnTo=${encodeURIComponent(listHref)}`;
            upload.send(url, body);
          }}
        >
          <CsrfInput />
          <FocusOnRefusal refusal={missing ?? actionData ?? failed} />
          <VideoTextFields
            idPrefix="edit-video"
            errorOf={errorOf}
            required
            values={{ title: values?.title ?? video.title, description: values?.description ?? video.description }}
          />
          <VideoFileField id="edit-video-file" label="New video file (optional)" />
          <VideoSubmit error={error} focusOnLoad={Boolean(actionData ?? failed)} upload={upload}>
            Update Video
          </VideoSubmit>
        </form>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorAlert fallback={VIDEO_FETCH_FAILED} />;
}
