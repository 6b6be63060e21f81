// GET /api/video (public, newest first) and POST /api/video (admin, multipart `videoFile`, `title`,
// `description`): the file is streamed to a temporary file, checked by its bytes, then moved into storage.
import { apiVideoSchema } from "#app/lib/api-shapes";
import { API_BODIES, checkFormFields } from "#app/server/http/api-bodies.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { createVideo, listVideos, toApiVideo } from "#app/server/models/videos.server";
import { readVideoForm } from "#app/server/storage/uploads.server";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes an uploaded video: the front door lets its multipart bodies up to the video limit.
export const handle: RouteHandle = { upload: "video" };

const api = apiRoute({
  path: "/api/video",
  tag: "Videos",
  methods: {
    GET: {
      summary: "List videos, newest first",
      ok: { status: 200, description: "Videos.", schema: apiVideoSchema, list: true },
      run: async () => json((await listVideos()).map(toApiVideo)),
    },
    POST: {
      summary: "Upload a video",
      admin: true,
      body: API_BODIES.videoCreate,
      ok: { status: 201, description: "Created.", schema: apiVideoSchema },
      run: async ({ request }) => {
        const form = await readVideoForm(request, "videoFile");
        try {
          checkFormFields(Object.keys(form.fields), API_BODIES.videoCreate);
          const video = await createVideo({
            title: form.fields.title,
            description: form.fields.description,
            video: form.video,
          });
          return json(toApiVideo(video), 201);
        } finally {
          await form.cleanup();
        }
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
