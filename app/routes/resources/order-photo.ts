// /orders/<token>/photos/<file>: one of the customer's reference photos, for their private order page. The
// status link is the key, as for the page itself; an erased or deleted photo is a 404 at once. Never kept by a
// cache, shared or not.
import { serveStoredFile } from "#app/server/http/serve-upload.server";
import { orderPhotoKey } from "#app/server/models/orders.server";
import type { Route } from "./+types/order-photo";

export async function loader({ request, params }: Route.LoaderArgs) {
  return serveStoredFile(request, await orderPhotoKey(params.token, params.file), "private");
}
