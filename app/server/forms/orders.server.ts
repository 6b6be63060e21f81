// The custom cake order form: the /order-a-cake page action and POST /api/orders. The same steps as every public
// form (the per-IP rate limit before the body is read, the honeypot, then the model), with answers of its own:
// the placed order (reference and private link), a refused day (with the free days nearest to it) and, from the
// form, the same request sent again (led to the first order).
import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { CHOOSE_DAY_FIELD } from "#app/lib/order-choices";
import { bakeryToday, formatOrderDay, isCalendarDay } from "#app/lib/orders";
import { ORDER_FIELDS, MAX_ORDER_PHOTOS, ORDER_TEXT } from "#app/lib/validation/order";
import { secretHash } from "../auth/password.server";
import { checkPublicLimit, isHoneypotTripped } from "../auth/public-forms.server";
import { readJsonObject } from "../http/api.server";
import { DomainError, toDomainError } from "../models/errors.server";
import {
  DayUnavailableError,
  DuplicateOrderError,
  orderPhotoRule,
  placeOrder,
  statusPath,
  TWIN_ORDER_MINUTES,
} from "../models/orders.server";
import { env } from "../platform/env.server";
import { UploadError } from "../storage/upload-error.server";
import { readImageForm, type ImageFormOptions } from "../storage/uploads.server";
import { textFields } from "./pipeline.server";

export type OrderOutcome =
  | { kind: "placed"; reference: string; statusPath: string }
  /** A bot filled the hidden field: an answer that looks the same, nothing stored or sent. */
  | { kind: "honeypot"; reference: string; statusPath: string }
  | { kind: "invalid"; status: number; message: string; errors: string[]; fields: Record<string, string> }
  | { kind: "day-unavailable"; status: 409; message: string; nextFreeDays: string[]; nearestFreeDays: string[] }
  /** One of the free days a refusal offered, chosen without scripts: the form comes back with it, nothing placed. */
  | { kind: "day-chosen"; status: 200; message: string }
  /** The same request sent again within minutes: the first order's page when this browser placed it, else its reference. */
  | { kind: "duplicate"; status: 409; message: string; reference: string; statusPath: string | null }
  | { kind: "rate-limited"; status: 429; message: string; retryAfterSeconds: number };

export type OrderSubmission = {
  outcome: OrderOutcome;
  values: Record<string, string>;
  /** How many photos came with the form: a refusal cannot give them back (a page without scripts loses them). */
  photosSent: number;
  /** The cookie that remembers the private links this browser's orders got (on a placed order), or null. */
  setCookie?: string | null;
};

/**
 * The private links of the orders this browser placed in the last TWIN_ORDER_MINUTES, so that the same request
 * sent again leads to its first order's page. Only this form's path sees it; the tokens are the customer's own.
 */
function placedOrdersCookie() {
  return createCookie("slice_placed_orders", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production" && !env.INSECURE_COOKIES,
    path: "/order-a-cake",
    maxAge: TWIN_ORDER_MINUTES * 60,
  });
}

/** How many recent orders the cookie remembers. */
const PLACED_REMEMBERED = 3;

async function placedTokens(request: Request): Promise<string[]> {
  const value: unknown = await placedOrdersCookie().parse(request.headers.get("cookie"));
  return Array.isArray(value)
    ? value.filter((t): t is string => typeof t === "string").slice(0, PLACED_REMEMBERED)
    : [];
}

/**
 * The form's reader: photos only, and one too many refused with the order's own limit at the photos field (the
 * reader stops at that file, before it is read, so the model's count of the photos is never reached).
 */
const ORDER_FORM_FILES: ImageFormOptions = {
  imageFields: ["photos"],
  maxFiles: MAX_ORDER_PHOTOS,
  tooManyFiles: ORDER_TEXT.tooManyPhotos,
};

/** The text fields the form refills after a refusal (never the files). */
const VALUE_FIELDS = ORDER_FIELDS.filter((f) => f !== "photos");

function fakePlacement(): OrderOutcome {
  const year = bakeryToday().slice(2, 4);
  return {
    kind: "honeypot",
    reference: `SB-${year}-0000`,
    statusPath: statusPath(randomBytes(32).toString("base64url")),
  };
}

type Body = { input: Record<string, unknown>; photos: File[]; values: Record<string, string>; knownTokens: string[] };

async function run(
  ip: string,
  read: () => Promise<Body>,
  emailOrigin: string | null,
  from: "form" | "json",
): Promise<OrderSubmission> {
  const limit = await checkPublicLimit(ip, "orders");
  if (!limit.allowed) {
    const { message, retryAfterSeconds } = limit;
    return { outcome: { kind: "rate-limited", status: 429, message, retryAfterSeconds }, values: {}, photosSent: 0 };
  }
  let values: Record<string, string> = {};
  let photosSent = 0;
  let knownTokens: string[] = [];
  try {
    const body = await read();
    values = body.values;
    photosSent = body.photos.filter((p) => p.size > 0).length;
    knownTokens = body.knownTokens;
    if (isHoneypotTripped(body.input)) return { outcome: fakePlacement(), values, photosSent };
    const chosen = body.input[CHOOSE_DAY_FIELD];
    if (from === "form" && typeof chosen === "string" && isCalendarDay(chosen)) {
      const message = `${formatOrderDay(chosen)} is chosen: check your order and send it again.`;
      return { outcome: { kind: "day-chosen", status: 200, message }, values: { ...values, date: chosen }, photosSent };
    }
    const placed = await placeOrder(body.input, {
      photos: body.photos,
      emailOrigin,
      from,
      leadTwinToFirst: from === "form",
    });
    const setCookie =
      from === "form"
        ? await placedOrdersCookie().serialize([placed.token, ...knownTokens].slice(0, PLACED_REMEMBERED))
        : null;
    return {
      outcome: { kind: "placed", reference: placed.reference, statusPath: placed.statusPath },
      values,
      photosSent,
      setCookie,
    };
  } catch (error) {
    if (error instanceof DayUnavailableError) {
      const { message, nextFreeDays, nearestFreeDays } = error;
      return {
        outcome: { kind: "day-unavailable", status: 409, message, nextFreeDays, nearestFreeDays },
        values,
        photosSent,
      };
    }
    if (error instanceof DuplicateOrderError) {
      const token = knownTokens.find((t) => secretHash(t) === error.statusTokenHash);
      const { message, reference } = error;
      const outcome: OrderOutcome = {
        kind: "duplicate",
        status: 409,
        message,
        reference,
        statusPath: token ? statusPath(token) : null,
      };
      return { outcome, values, photosSent };
    }
    // A photo too large for the reader: told at the photos field, with the field's limits.
    if (error instanceof UploadError && error.status === 413 && !error.field) {
      const message = `${error.message} ${orderPhotoRule()}`;
      const outcome: OrderOutcome = {
        kind: "invalid",
        status: 413,
        message,
        errors: [message],
        fields: { photos: message },
      };
      return { outcome, values, photosSent: Math.max(photosSent, 1) };
    }
    const domain = toDomainError(error);
    if (!domain) throw error;
    const outcome: OrderOutcome = {
      kind: "invalid",
      status: domain.status,
      message: domain.message,
      errors: domain.errors ?? [domain.message],
      fields: domain.fields ?? {},
    };
    return { outcome, values, photosSent };
  }
}

/** The page's post: a multipart form with up to three photos (or a urlencoded one without). */
export function submitOrderForm(ip: string, request: Request, emailOrigin: string | null): Promise<OrderSubmission> {
  return run(
    ip,
    async () => {
      const knownTokens = await placedTokens(request);
      const form = await readImageForm(request, ORDER_FORM_FILES);
      const photos = form.getAll("photos").filter((p): p is File => p instanceof File);
      const input = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
      return { input, photos, values: textFields(form, VALUE_FIELDS), knownTokens };
    },
    emailOrigin,
    "form",
  );
}

/** POST /api/orders: a JSON object (no photos; those are sent with the form). */
export function submitOrderJson(ip: string, request: Request, emailOrigin: string | null): Promise<OrderSubmission> {
  return run(
    ip,
    async () => {
      const read = await readJsonObject(request);
      if (!read.ok) throw new DomainError(read.status, read.message);
      return { input: read.value, photos: [], values: {}, knownTokens: [] };
    },
    emailOrigin,
    "json",
  );
}
