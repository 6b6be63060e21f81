// What a browser was doing when its admin session ended, kept for the next sign-in: the page it was on and, for
// a form it sent, what was typed. After signing in again the owner lands on that page and the form is filled in
// again (the admin layout's ResumeNotice), to check and send once more: nothing is ever sent on the owner's
// behalf.
//
// Kept in a cookie of its own, so it belongs to that browser alone: signed (the server reads only what it
// wrote), HttpOnly, SameSite=Lax, sent only to admin paths, fifteen minutes, read once. Only a browser that
// carries a session cookie this site signed gets one (it signed in here before), so an anonymous post costs
// nothing more than before, and no other site's visitor can plant one. Never kept: the CSRF token, a field whose
// name says password, secret or token, and files. The page to return to is always a path inside the admin area
// (safeReturnPath), never another site.
import { createCookie } from "react-router";
import { safeReturnPath } from "#app/lib/admin-session";
import { ADMIN_PREFIX } from "../platform/admin-prefix.server";
import { readForm } from "../storage/uploads.server";
import { CSRF_FIELD, hadAdminSession, sessionSecret } from "./session.server";

export const RESUME_COOKIE = "slice_resume";

/** Long enough to find the password; short enough that an old draft does not come back unasked. */
const RESUME_SECONDS = 15 * 60;
const MAX_FIELDS = 40;
/** Browsers keep cookies up to 4096 bytes (name, value and attributes); stay clear of that. */
const MAX_HEADER_CHARS = 3800;
const NEVER_KEPT = /pass(word)?|secret|token/i;

export type Resume = {
  /** The admin page to return to, with its query. */
  to: string;
  /** The path the form was sent to (which form on the page to fill), or null after a plain page view. */
  action: string | null;
  /** What was typed, in the form's order (a repeated name, such as ticked boxes, repeats). */
  values: [string, string][];
  /** Some of it was too long to keep whole, or could not be read (a form with files). */
  cut: boolean;
};

async function resumeCookie() {
  return createCookie(RESUME_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: ADMIN_PREFIX,
    maxAge: RESUME_SECONDS,
    secrets: [await sessionSecret()],
  });
}

function isResume(value: unknown): value is Resume {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.to === "string" &&
    (v.action === null || typeof v.action === "string") &&
    typeof v.cut === "boolean" &&
    Array.isArray(v.values) &&
    v.values.length <= MAX_FIELDS &&
    v.values.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === "string"))
  );
}

/** The request's kept resume, or null (none, forged, expired, or not a path inside the admin area). */
async function parseResume(request: Request): Promise<Resume | null> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(`${RESUME_COOKIE}=`)) return null;
  const value: unknown = await (await resumeCookie()).parse(header);
  if (!isResume(value)) return null;
  const to = safeReturnPath(value.to, ADMIN_PREFIX);
  return to ? { ...value, to } : null;
}

/** `text` cut to at most `max` UTF-16 units, never splitting a surrogate pair (which could not be encoded). */
function cut(text: string, max: number): string {
  const part = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(part) ? part.slice(0, -1) : part;
}

/** The Set-Cookie header for `resume`, its typed text cut until the cookie fits (marked `cut` if it was). */
async function resumeHeader(resume: Resume): Promise<string> {
  const cookie = await resumeCookie();
  for (let budget = MAX_HEADER_CHARS; ; budget = Math.floor(budget / 2)) {
    let left = budget;
    let shortened = false;
    const values = resume.values.map(([name, value]): [string, string] => {
      const kept = cut(value, left);
      left -= kept.length;
      shortened ||= kept.length < value.length;
      return [name, kept];
    });
    const header = await cookie.serialize({ ...resume, values, cut: resume.cut || shortened });
    if (header.length <= MAX_HEADER_CHARS || budget === 0) return header;
  }
}

/** The page a post came from: its same-origin Referer inside the admin area, else the address it was sent to. */
function pageOfPost(request: Request, action: string): string {
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin) {
        const page = safeReturnPath(`${from.pathname}${from.search}`, ADMIN_PREFIX);
        if (page) return page;
      }
    } catch {
      // Not an address: the form's own address will do.
    }
  }
  return action;
}

/**
 * For a request that found no live session: the Set-Cookie header that keeps where the browser was (and, for a
 * post, what it typed) for after the next sign-in, or null (a browser that never signed in here, a path outside
 * the admin area). A page view does not replace what a post kept.
 */
export async function keepForSignIn(request: Request): Promise<string | null> {
  if (!(await hadAdminSession(request))) return null;
  const url = new URL(request.url);
  const here = safeReturnPath(`${url.pathname}${url.search}`, ADMIN_PREFIX);
  if (!here) return null;
  if (request.method !== "POST") {
    const kept = await parseResume(request);
    if (kept && kept.action) return null;
    return resumeHeader({ to: here, action: null, values: [], cut: false });
  }
  const action = safeReturnPath(url.pathname, ADMIN_PREFIX) ?? here;
  const read = await readForm(request);
  const values: [string, string][] = [];
  let lost = !read.ok;
  if (read.ok) {
    for (const [name, value] of read.form) {
      if (typeof value !== "string" || name === CSRF_FIELD || NEVER_KEPT.test(name)) continue;
      if (values.length === MAX_FIELDS) {
        lost = true;
        break;
      }
      values.push([cut(name, 100), value]);
    }
  }
  return resumeHeader({ to: pageOfPost(request, here), action, values, cut: lost });
}

/** Where the login sends this browser: the page it was on when its session ended, or null. */
export async function resumePath(request: Request): Promise<string | null> {
  return (await parseResume(request))?.to ?? null;
}

/** Whether the login page should say that signing in leads back to a page (and whether typed values wait). */
export async function pendingResume(request: Request): Promise<"page" | "values" | null> {
  const resume = await parseResume(request);
  if (!resume) return null;
  return resume.action ? "values" : "page";
}

/**
 * For the admin page at `page` (path and query) of a signed-in request: the kept resume if it is for this page,
 * and the Set-Cookie header that clears it, so it shows once. A resume for another page is left as it is.
 */
export async function takeResume(
  request: Request,
  page: string,
): Promise<{ resume: Resume | null; setCookie: string | null }> {
  const resume = await parseResume(request);
  if (!resume || resume.to !== safeReturnPath(page, ADMIN_PREFIX)) return { resume: null, setCookie: null };
  // A page view, or a post that typed nothing (the notice's own "Stay signed in" a moment too late): only the
  // return to the page.
  const typed = resume.action !== null && (resume.values.length > 0 || resume.cut);
  return { resume: typed ? resume : null, setCookie: await clearResume() };
}

/** The Set-Cookie header that removes the kept resume (a logout, or once shown). */
export async function clearResume(): Promise<string> {
  return (await resumeCookie()).serialize("", { maxAge: 0, expires: new Date(0) });
}
