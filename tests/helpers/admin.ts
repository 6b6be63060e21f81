// Helpers for calling admin loaders and actions directly with real Request objects: sessions, outcomes,
// cookies and flash messages, row counts (stored files: ./uploads).
import { hashPassword } from "#app/server/auth/password.server";
import { createAdminSession } from "#app/server/auth/session.server";
import { db } from "#app/server/platform/db.server";
import type { Flash } from "#app/lib/flash";
import { BASE, context } from "./requests";

export const PREFIX = process.env.ADMIN_PREFIX ?? "/studio-7f3a9c2e";
export const LOGIN = `${PREFIX}/login`;

export type Outcome = {
  status: number;
  location: string | null;
  headers: Headers;
  /** Loader/action data (plain objects and data() results), or the body text of a Response. */
  data: unknown;
  /** The handler threw it (a redirect or an error response) rather than returned it. */
  thrown: boolean;
};

type Handler = (args: never) => unknown;

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null; type: string } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

async function normalise(value: unknown, thrown = false): Promise<Outcome> {
  if (value instanceof Response) {
    const text = await value.text();
    return {
      status: value.status,
      location: value.headers.get("location"),
      headers: value.headers,
      data: text,
      thrown,
    };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, location: headers.get("location"), headers, data: value.data, thrown };
  }
  return { status: 200, location: null, headers: new Headers(), data: value, thrown };
}

/** Runs a loader or action; thrown redirects, Responses and data() become an Outcome like returned ones. */
export async function run(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
  ip?: string,
): Promise<Outcome> {
  try {
    return await normalise(await handler({ request, params, context: context(ip), unstable_pattern: "" } as never));
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) return normalise(error, true);
    throw error;
  }
}

/** A live admin session: the Cookie header to send and the CSRF token its forms carry. */
export async function signIn(): Promise<{ cookie: string; csrf: string; id: string }> {
  const { session, setCookie } = await createAdminSession();
  return { cookie: setCookie.split(";")[0]!, csrf: session.csrfToken, id: session.id };
}

export async function createOwner(username = "owner", password = "correct-horse-battery") {
  const prisma = await db();
  const passwordHash = await hashPassword(password); // once: a hash takes a while (password.server.ts)
  await prisma.adminCredential.upsert({
    where: { id: "owner" },
    create: { id: "owner", username, passwordHash },
    update: { username, passwordHash },
  });
}

/** The Cookie header for the next request: `base` plus every cookie the response set; a cleared one (Max-Age=0) is dropped, as a browser does. */
export function withSetCookies(base: string, headers: Headers): string {
  const jar = new Map<string, string>();
  for (const part of base.split(/;\s*/).filter(Boolean)) jar.set(part.split("=")[0]!, part);
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/;\s*max-age=0(;|$)/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** The cookie pairs ("name=value") of a response's Set-Cookie headers, for the next request. */
export function cookiesFrom(headers: Headers): string {
  return withSetCookies("", headers);
}

/**
 * The flash message the next admin page shows after a response: what the admin layout loader (the only reader
 * of the flash cookie) gives with `cookie` plus the cookies the response set.
 */
export async function nextFlash(cookie: string, headers: Headers): Promise<Flash | null> {
  const { loader } = await import("#app/routes/admin/layout");
  const layout = await run(
    loader,
    new Request(`${BASE}${PREFIX}`, { headers: { cookie: withSetCookies(cookie, headers) } }),
  );
  return (layout.data as { flash: Flash | null }).flash;
}

/** Row counts of everything an admin action can change. */
export async function counts() {
  const prisma = await db();
  const [offerings, products, images, banners, videos] = await Promise.all([
    prisma.offering.count(),
    prisma.product.count(),
    prisma.productImage.count(),
    prisma.banner.count(),
    prisma.video.count(),
  ]);
  return { offerings, products, images, banners, videos };
}
