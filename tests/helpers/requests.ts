// Builders for real Request objects handed to loaders and actions in integration tests.
import { createLoadContext } from "#app/server/http/context.server";
import type { CountingSlot } from "#app/server/insights/counting.server";

export const BASE = "http://localhost:3000";

/** A load context as the pipeline makes it; pass a counting slot to read what a loader told the insights counter. */
export function context(ip = "203.0.113.7", countingSlot?: CountingSlot) {
  return createLoadContext(ip, countingSlot);
}

export function get(path: string, headers: Record<string, string> = {}) {
  return new Request(BASE + path, { headers });
}

export function postForm(
  path: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  return new Request(BASE + path, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, ...headers },
  });
}

export function postMultipart(path: string, form: FormData, headers: Record<string, string> = {}, method = "POST") {
  return new Request(BASE + path, { method, body: form, headers: { origin: BASE, ...headers } });
}

export function sendJson(path: string, body: unknown, method = "POST", headers: Record<string, string> = {}) {
  return new Request(BASE + path, {
    method,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", origin: BASE, ...headers },
  });
}

/** A multipart body: each value (or each item of an array value) appended under its name. */
export function multipart(fields: Record<string, string | string[] | File | File[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  return form;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyLoader = (args: any) => any;

/** Runs a page loader for a GET of `path` as React Router would, with the app's load context. */
export async function runLoader<L extends AnyLoader>(
  loader: L,
  path: string,
  params: Record<string, string> = {},
): Promise<Awaited<ReturnType<L>>> {
  return loader({ request: get(path), params, context: context(), unstable_pattern: path });
}
