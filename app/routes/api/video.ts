// GET /api/video/:id (public), PUT /api/video/:id (admin, multipart `title`, `description`, optional
// `videoFile`) and DELETE /api/video/:id (admin).
import { requireFormBody } from "#app/server/http/api.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import { VIDEO_DELETED, VIDEO_NOT_FOUND } from "#app/lib/validation/video-text";
import { deleteVideo, getVideo, toApiVideo, updateVideo } from "#app/server/models/videos.server";
import { readVideoForm } from "#app/server/storage/uploads.server";

const api = apiRecordRoute(VIDEO_NOT_FOUND, {
  get: { find: getVideo, toJson: toApiVideo },
  put: async (id, request) => {
    requireFormBody(request);
    const form = await readVideoForm(request, "videoFile");
    try {
      return toApiVideo(await updateVideo(id, { title: form.fields.title, description: form.fields.description, video: form.video }));
    } finally {
      await form.cleanup();
    }
  },
  delete: { run: deleteVideo, message: VIDEO_DELETED },
});

export const loader = api.loader;
export const action = api.action;
