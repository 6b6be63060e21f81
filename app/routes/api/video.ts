// GET /api/video/:id (public), PUT /api/video/:id (admin, multipart `title`, `description`, optional
// `videoFile`) and DELETE /api/video/:id (admin): contract.md section 3.
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { requireFormBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { isRecordId, notFound } from "#app/server/models/errors.server";
import { deleteVideo, getVideo, toApiVideo, updateVideo, VIDEO_NOT_FOUND } from "#app/server/models/videos.server";
import { readVideoForm } from "#app/server/storage/uploads.server";

const VIDEO_DELETED = "Video deleted successfully!";

function videoId(params: Record<string, string | undefined>): string {
  const id = params.id;
  if (!isRecordId(id)) throw notFound(VIDEO_NOT_FOUND);
  return id;
}

const api = apiRoute({
  GET: async ({ params }) => {
    const video = await getVideo(videoId(params));
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    return json(toApiVideo(video));
  },
  PUT: async ({ request, params }) => {
    await requireAdminApi(request);
    const id = videoId(params);
    requireFormBody(request);
    const form = await readVideoForm(request, "videoFile");
    try {
      const video = await updateVideo(id, { title: form.fields.title, description: form.fields.description, video: form.video });
      return json(toApiVideo(video));
    } finally {
      await form.cleanup();
    }
  },
  DELETE: async ({ request, params }) => {
    await requireAdminApi(request);
    await deleteVideo(videoId(params));
    return json({ message: VIDEO_DELETED });
  },
});

export const loader = api.loader;
export const action = api.action;
