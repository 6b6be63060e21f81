// Helpers for calling admin loaders and actions directly with real Request objects.
import { hashPassword } from "#app/server/auth/password.server";
import { createAdminSession } from "#app/server/auth/session.server";
import { db } from "#app/server/db.server";
import { context } from "./requests";

export const PREFIX = process.env.ADMIN_PREFIX ?? "/studio-7f3a9c2e";
export const LOGIN = `${PREFIX}/login`;

export type Outcome = {
  status: number;
  location: string | null;
  headers: Headers;
  /** Loader/action data (plain objects and data() results), or the body text of a Response. */
  data: unknown;
};

type Handler = (args: never) => unknown;

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null; type: string } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

async function normalise(value: unknown): Promise<Outcome> {
  if (value instanceof Response) {
    const text = await value.text();
    return { status: value.status, location: value.headers.get("location"), headers: value.headers, data: text };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, location: headers.get("location"), headers, data: value.data };
  }
  return { status: 200, location: null, headers: new Headers(), data: value };
}

/** Runs a loader or action; thrown redirects, Responses and data() become an Outcome like returned ones. */
export async function run(handler: Handler, request: Request, params: Record<string, string> = {}, ip?: string): Promise<Outcome> {
  try {
    return await normalise(await handler({ request, params, context: context(ip), unstable_pattern: "" } as never));
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) return normalise(error);
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
  await prisma.adminCredential.upsert({
    where: { id: "owner" },
    create: { id: "owner", username, passwordHash: await hashPassword(password) },
    update: { username, passwordHash: await hashPassword(password) },
  });
}

/** The cookie pairs ("name=value") of a response's Set-Cookie headers, for the next request. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
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

export function multipart(fields: Record<string, string | string[] | File | File[]>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  return form;
}

/** Every key in file storage, sorted. */
export async function storedKeys(): Promise<string[]> {
  const { storage } = await import("#app/server/storage/storage.server");
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await storage().list({ cursor, limit: 500 });
    keys.push(...page.files.map((f) => f.key));
    cursor = page.cursor;
  } while (cursor);
  return keys.sort();
}

/** Empties file storage (between tests of one file). */
export async function clearStorage() {
  const { storage } = await import("#app/server/storage/storage.server");
  for (const key of await storedKeys()) await storage().remove(key);
}
