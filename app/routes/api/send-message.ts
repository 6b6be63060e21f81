// POST /api/send-message (multipart `message`, optional `image`, `subject` and `audience`), admin only: stores the
// broadcast and its image, queues one e-mail per recipient (every verified subscriber, or those waiting for one
// coming-soon offering; a single INSERT ... SELECT) and answers 202 at once.
import { apiMessageSchema } from "#app/lib/api-shapes";
import { API_BODIES, checkFormFields, formFieldNames } from "#app/server/http/api-bodies.server";
import { apiRoute, json } from "#app/server/http/api-route.server";
import { ownerEmailOrigin } from "#app/server/platform/public-url.server";
import { queueBroadcast } from "#app/server/models/broadcasts.server";
import { readImageForm } from "#app/server/storage/uploads.server";
import type { RouteHandle } from "#app/lib/route-facts";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

const api = apiRoute({
  path: "/api/send-message",
  tag: "Messages",
  methods: {
    POST: {
      summary: "Queue a message to every verified subscriber (or to those waiting for a coming-soon offering)",
      admin: true,
      body: API_BODIES.sendMessage,
      ok: { status: 202, description: "Queued.", schema: apiMessageSchema },
      run: async ({ request }) => {
        const form = await readImageForm(request, { imageFields: ["image"], maxFiles: 1 });
        checkFormFields(formFieldNames(form), API_BODIES.sendMessage);
        const text = (name: string) => {
          const value = form.get(name);
          return typeof value === "string" ? value : null;
        };
        const image = form.get("image");
        const result = await queueBroadcast(
          {
            message: text("message"),
            subject: text("subject"),
            audience: text("audience") || null,
            image: image instanceof File ? image : null,
          },
          // Checked as the owner's (admin: true) before this runs: its origin may name the site in the links.
          ownerEmailOrigin(request),
        );
        return json({ message: result.message }, 202);
      },
    },
  },
});

export const loader = api.loader;
export const action = api.action;
