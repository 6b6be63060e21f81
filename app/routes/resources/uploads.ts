// Serves stored uploads: correct Content-Type, ETag, HEAD and Range (206) for video seeking. nosniff and the
// other security headers come from the server's one list (http/headers.server.ts), never from a route:
// React Router appends a route's headers to Express's, so a header set in both places is sent twice.
// Keys are random and immutable (a replaced file gets a new key), so caching is long-lived.
import { createFileResponse } from "@remix-run/response/file";
import { withPlannedRange } from "#app/server/http/range.server";
import { isSafeKey, storage } from "#app/server/storage/storage.server";
import type { Route } from "./+types/uploads";

export async function loader({ request, params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const file = isSafeKey(key) ? await storage().get(key) : null;
  if (!file) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // An invalid Range, another unit or several ranges: the whole file (RFC 9110), not the helper's 400 or 416.
  const response = await createFileResponse(file, withPlannedRange(request, file.size), {
    cacheControl: "public, max-age=31536000, immutable",
    acceptRanges: true,
  });
  response.headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  return response;
}
