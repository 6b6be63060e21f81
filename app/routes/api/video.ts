// GET /api/video/:id (public), PUT /api/video/:id (admin, multipart `title`, `description`, optional
// `videoFile`) and DELETE /api/video/:id (admin).
import { apiMessageSchema, apiVideoSchema } from "#app/lib/api-shapes";
import { VIDEO_DELETED, VIDEO_NOT_FOUND } from "#app/lib/validation/video-text";
import { API_BODIES, checkFormFields } from "#app/server/http/api-bodies.server";
import { apiRecordRoute } from "#app/server/http/api-route.server";
import { deleteVideo, getVideo, toApiVideo, updateVideo } from "#app/server/models/videos.server";
import { readVideoForm } from "#app/server/storage/uploads.server";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes an uploaded video: the front door lets its multipart bodies up to the video limit.
export const handle: RouteHandle = { upload: "video" };

const api = apiRecordRoute("/api/video/{id}", "Videos", VIDEO_NOT_FOUND, {
  get: {
    summary: "One video",
    ok: { status: 200, description: "The video.", schema: apiVideoSchema },
    find: getVideo,
    toJson: toApiVideo,
  },
  put: {
    summary: "Update a video's title and description, optionally its file",
    body: API_BODIES.videoUpdate,
    ok: { status: 200, description: "Updated.", schema: apiVideoSchema },
    update: async (id, request) => {
      const form = await readVideoForm(request, "videoFile");
      try {
        checkFormFields(Object.keys(form.fields), API_BODIES.videoUpdate);
        return toApiVideo(
          await updateVideo(id, { title: form.fields.title, description: form.fields.description, video: form.video }),
        );
      } finally {
        await form.cleanup();
      }
    },
  },
  delete: {
    summary: "Delete a video and its file",
    ok: { status: 200, description: "Video deleted.", schema: apiMessageSchema },
    remove: deleteVideo,
    message: VIDEO_DELETED,
  },
});

export const loader = api.loader;
export const action = api.action;
