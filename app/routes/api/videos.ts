// GET /api/video (public, newest first) and POST /api/video (admin, multipart `videoFile`, `title`,
// `description`): the file is streamed to a temporary file, checked by its bytes, then moved into storage.
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { requireFormBody } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { createVideo, listVideos, toApiVideo } from "#app/server/models/videos.server";
import { readVideoForm } from "#app/server/storage/uploads.server";

const api = apiRoute({
  GET: async () => json((await listVideos()).map(toApiVideo)),
  POST: async ({ request }) => {
    await requireAdminApi(request);
    requireFormBody(request);
    const form = await readVideoForm(request, "videoFile");
    try {
      const video = await createVideo({ title: form.fields.title, description: form.fields.description, video: form.video });
      return json(toApiVideo(video), 201);
    } finally {
      await form.cleanup();
    }
  },
});

export const loader = api.loader;
export const action = api.action;
