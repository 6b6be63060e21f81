// The custom cake order form: the /order-a-cake page action and POST /api/orders, through the public forms'
// pipeline (the per-IP rate limit before the body is read, the body, the honeypot), with outcomes of its own:
// the placed order (reference and private link), a refused day (with the free days nearest to it) and, from the
// form, a free day chosen without scripts and the same request sent again (led to the first order).
import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { CHOOSE_DAY_FIELD } from "#app/lib/order-choices";
import { bakeryToday, formatOrderDay, isCalendarDay } from "#app/lib/orders";
import { ORDER_FIELDS, MAX_ORDER_PHOTOS, ORDER_TEXT } from "#app/lib/validation/order";
import { secretHash } from "../auth/password.server";
import { countableRequest } from "../insights/counting.server";
import { toDomainError } from "../models/errors.server";
import {
  DayUnavailableError,
  DuplicateOrderError,
  orderPhotoRefusal,
  placeOrder,
  statusPath,
  TWIN_ORDER_MINUTES,
} from "../models/orders.server";
import { env } from "../platform/env.server";
import { UploadError } from "../storage/upload-error.server";
import { readImageForm, type ImageFormOptions } from "../storage/uploads.server";
import {
  jsonInput,
  runPublicForm,
  textFields,
  type BodyRead,
  type FormOutcome,
  type FormResult,
  type PublicForm,
  type RawInput,
} from "./pipeline.server";

/** The order form's own outcomes, beside the shared ones (rate-limited, invalid, refused). */
type OrderOwnOutcome =
  /** Placed: `token` is the private link's secret, null in the answer a bot gets (nothing was placed). */
  | { kind: "placed"; status: 201; reference: string; statusPath: string; token: string | null }
  | { kind: "day-unavailable"; status: 409; message: string; nextFreeDays: string[]; nearestFreeDays: string[] }
  /** One of the free days a refusal offered, chosen without scripts: the form comes back with it, nothing placed. */
  | { kind: "day-chosen"; status: 200; message: string; day: string }
  /** The same request sent again within minutes: the first order's page when this browser placed it, else its reference. */
  | { kind: "duplicate"; status: 409; message: string; reference: string; statusPath: string | null };

export type OrderOutcome = FormOutcome<OrderOwnOutcome>;

export type OrderSubmission = {
  outcome: OrderOutcome;
  values: Record<string, string>;
  /** How many photos came with the form: a refusal cannot give them back (a page without scripts loses them). */
  photosSent: number;
  /** The cookie that remembers the private links this browser's orders got (on a placed order), or null. */
  setCookie: string | null;
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

/**
 * The page's body: a multipart form with up to three photos (or a urlencoded one without). A refused photo is
 * told at the photos field, and the text fields read before it come back with the refusal: the form puts its
 * photos last, so those are all of them.
 */
async function orderFormInput(request: Request): Promise<BodyRead> {
  try {
    return { ok: true, input: await readImageForm(request, ORDER_FORM_FILES), counted: countableRequest(request) };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const input = new FormData();
    for (const [name, value] of error.fieldsRead) input.append(name, value);
    // A body too large for the reader is a photo too large (the text fields are small): told at the photos field,
    // with what the field takes.
    if (error.status === 413 && !error.field)
      return { ok: false, status: 413, message: orderPhotoRefusal(error).message, field: "photos", input };
    return { ok: false, status: error.status, message: error.message, field: error.field, input };
  }
}

/** What a bot gets: an answer that looks like a placed order, with a private link that opens nothing. */
function decoy(): OrderOutcome {
  const year = bakeryToday().slice(2, 4);
  const path = statusPath(randomBytes(32).toString("base64url"));
  return { kind: "placed", status: 201, reference: `SB-${year}-0000`, statusPath: path, token: null };
}

type Sender = { from: "form" | "json"; emailOrigin: string | null; knownTokens: readonly string[] };

/** The form's steps after the honeypot: a free day chosen, else the order placed (or refused by the model). */
function orderForm({ from, emailOrigin, knownTokens }: Sender): PublicForm<OrderOwnOutcome> {
  return {
    route: "orders",
    decoy,
    async steps(input: RawInput): Promise<OrderOutcome> {
      const form = input instanceof FormData;
      const fields = form ? Object.fromEntries([...input].filter(([, value]) => typeof value === "string")) : input;
      const chosen = fields[CHOOSE_DAY_FIELD];
      if (form && typeof chosen === "string" && isCalendarDay(chosen)) {
        const message = `${formatOrderDay(chosen)} is chosen: check your order and send it again.`;
        return { kind: "day-chosen", status: 200, message, day: chosen };
      }
      const photos = form ? input.getAll("photos").filter((p): p is File => p instanceof File) : [];
      try {
        const placed = await placeOrder(fields, { photos, emailOrigin, from, leadTwinToFirst: from === "form" });
        const { reference, token } = placed;
        return { kind: "placed", status: 201, reference, statusPath: placed.statusPath, token };
      } catch (error) {
        if (error instanceof DayUnavailableError) {
          const { message, nextFreeDays, nearestFreeDays } = error;
          return { kind: "day-unavailable", status: 409, message, nextFreeDays, nearestFreeDays };
        }
        if (error instanceof DuplicateOrderError) {
          const token = knownTokens.find((t) => secretHash(t) === error.statusTokenHash);
          const { message, reference } = error;
          return { kind: "duplicate", status: 409, message, reference, statusPath: token ? statusPath(token) : null };
        }
        const domain = toDomainError(error);
        if (!domain) throw error;
        const { status, message } = domain;
        return { kind: "invalid", status, message, errors: domain.errors ?? [message], fields: domain.fields ?? {} };
      }
    },
  };
}

/** The photos that came with the form; a photo refused by the reader was sent though it is not in the input. */
function photosSent({ outcome, input }: FormResult<OrderOwnOutcome>): number {
  const files = input instanceof FormData ? input.getAll("photos").filter((p) => p instanceof File && p.size > 0) : [];
  const refusedPhoto = outcome.kind === "invalid" && outcome.fields?.photos !== undefined;
  return Math.max(files.length, refusedPhoto ? 1 : 0);
}

/** The page's post: the outcome, the values to refill the form with, and the cookie of a placed order. */
export async function submitOrderForm(
  ip: string,
  request: Request,
  emailOrigin: string | null,
): Promise<OrderSubmission> {
  const knownTokens = await placedTokens(request);
  const result = await runPublicForm(ip, orderForm({ from: "form", emailOrigin, knownTokens }), () =>
    orderFormInput(request),
  );
  const { outcome, input } = result;
  const values: Record<string, string> = input instanceof FormData ? textFields(input, VALUE_FIELDS) : {};
  if (outcome.kind === "day-chosen") values.date = outcome.day;
  const setCookie =
    outcome.kind === "placed" && outcome.token
      ? await placedOrdersCookie().serialize([outcome.token, ...knownTokens].slice(0, PLACED_REMEMBERED))
      : null;
  return { outcome, values, photosSent: photosSent(result), setCookie };
}

/** POST /api/orders: a JSON object (no photos; those are sent with the form). */
export function submitOrderJson(
  ip: string,
  request: Request,
  emailOrigin: string | null,
): Promise<FormResult<OrderOwnOutcome>> {
  return runPublicForm(ip, orderForm({ from: "json", emailOrigin, knownTokens: [] }), () => jsonInput(request));
}
