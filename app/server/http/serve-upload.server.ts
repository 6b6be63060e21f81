// One stored file as an HTTP answer, for every route that serves uploads (the public /uploads, the customer's
// order photos): type, ETag, HEAD and Range, and caching fit for a file that may be deleted at any time.
import { createFileResponse } from "@remix-run/response/file";
import { storage } from "../storage/storage.server";
import { withPlannedRange } from "./range.server";

/** Public uploads: every cache asks again before reusing one (304 while unchanged), so a deleted file is gone. */
export const PUBLIC_UPLOAD_CACHE = "public, no-cache";
/** Private files (customers' order photos): no cache, shared or not, keeps them. */
export const PRIVATE_UPLOAD_CACHE = "private, no-store";

/** The storage folder of customers' order photos: never served to anyone without the right to the order. */
const PRIVATE_FOLDERS = ["orders/"];

export function isPrivateKey(key: string): boolean {
  return PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));
}

function notFound(cacheControl: string): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });
}

/** The stored file under `key` (null: a plain 404), with the caching of its kind. */
export async function serveStoredFile(
  request: Request,
  key: string | null,
  kind: "public" | "private",
): Promise<Response> {
  const cacheControl = kind === "public" ? PUBLIC_UPLOAD_CACHE : PRIVATE_UPLOAD_CACHE;
  const file = key ? await storage().get(key) : null;
  if (!file) return notFound(cacheControl);
  // An invalid Range, another unit or several ranges: the whole file (RFC 9110), not the helper's 400 or 416.
  const response = await createFileResponse(file, withPlannedRange(request, file.size), {
    cacheControl,
    acceptRanges: true,
  });
  response.headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  return response;
}
