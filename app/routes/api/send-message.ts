// POST /api/send-message (multipart `message`, optional `image`), admin only: stores the broadcast and its image,
// queues one e-mail per verified subscriber (a single INSERT ... SELECT) and answers 202 at once.
import { requireAdminApi } from "#app/server/auth/admin-auth.server";
import { apiError } from "#app/server/http/api.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { publicOrigin } from "#app/server/http/public-url.server";
import { queueBroadcast } from "#app/server/models/broadcasts.server";
import { readImageForm } from "#app/server/storage/uploads.server";

const api = apiRoute({
  POST: async ({ request }) => {
    await requireAdminApi(request);
    const type = (request.headers.get("content-type") ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
      return apiError(415, "Send the message as multipart/form-data.");
    }
    const form = await readImageForm(request, { imageFields: ["image"], maxFiles: 1 });
    const message = form.get("message");
    const image = form.get("image");
    const result = await queueBroadcast(
      { message: typeof message === "string" ? message : null, image: image instanceof File ? image : null },
      publicOrigin(request),
    );
    return json({ message: result.message }, 202);
  },
});

export const loader = api.loader;
export const action = api.action;
