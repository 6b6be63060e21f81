// Serves stored uploads: correct Content-Type, ETag, HEAD and Range (206) for video seeking. nosniff and the
// other security headers come from the server's one list (http/headers.server.ts), never from a route:
// React Router appends a route's headers to Express's, so a header set in both places is sent twice.
// A file can be deleted or erased at any time, and then no cache may keep it: every copy (a browser's, a CDN's)
// asks again (`no-cache`, answered 304 while the ETag still matches), and the server's response cache never
// stores an upload (it skips `no-cache`), so a deleted file is a 404 on every process at once. Customers'
// order photos are private: only the owner (session or API token) reads them here (the customer reads them through the
// order's status link, routes/resources/order-photo.ts), never kept by any cache.
import { isOwnerRequest } from "#app/server/auth/admin-auth.server";
import { isPrivateKey, serveStoredFile } from "#app/server/http/serve-upload.server";
import { isSafeKey } from "#app/server/storage/storage.server";
import type { Route } from "./+types/uploads";

export async function loader({ request, params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!isSafeKey(key)) return serveStoredFile(request, null, "public");
  if (isPrivateKey(key)) {
    // A private file without the session is the same 404 as a missing one: its address tells nothing.
    return serveStoredFile(request, (await isOwnerRequest(request)) ? key : null, "private");
  }
  return serveStoredFile(request, key, "public");
}
