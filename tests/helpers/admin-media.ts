// Admin sessions and route-call helpers for integration tests of admin loaders and actions.
import { createAdminSession } from "#app/server/auth/session.server";
import { context } from "./requests";

/** A live admin session: its CSRF token and the Cookie header that names it. */
export async function signIn(): Promise<{ csrf: string; cookie: string }> {
  const { session, setCookie } = await createAdminSession();
  return { csrf: session.csrfToken, cookie: setCookie.split(";")[0]! };
}

export type Outcome = { status: number; data: unknown; headers: Headers; location: string | null; thrown: boolean };

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

const isDataWithInit = (v: unknown): v is DataWithInit =>
  typeof v === "object" && v !== null && (v as { type?: unknown }).type === "DataWithResponseInit";

function toOutcome(value: unknown, thrown: boolean): Outcome {
  if (value instanceof Response) {
    return { status: value.status, data: undefined, headers: value.headers, location: value.headers.get("location"), thrown };
  }
  if (isDataWithInit(value)) {
    return { status: value.init?.status ?? 200, data: value.data, headers: new Headers(value.init?.headers), location: null, thrown };
  }
  return { status: 200, data: value, headers: new Headers(), location: null, thrown };
}

/** Calls a loader or action with a real Request and normalises what it returns or throws. */
export async function invoke(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<Outcome> {
  try {
    const value = await fn({ request, params, context: context(), unstable_pattern: "" } as never);
    return toOutcome(value, false);
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) return toOutcome(error, true);
    throw error;
  }
}

/** The Cookie header value for the next request: `base` plus every cookie the response set. */
export function withSetCookies(base: string, headers: Headers): string {
  const jar = new Map<string, string>();
  for (const part of base.split(/;\s*/).filter(Boolean)) jar.set(part.split("=")[0]!, part);
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  return [...jar.values()].join("; ");
}
