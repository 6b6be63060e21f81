// Property-based fuzzing of every /api route (fast-check): malformed bodies, wrong types, huge strings, odd
// Unicode (NUL, lone surrogates, bidi controls, emoji), unknown and malformed ids, wrong content types and wrong
// methods. Every answer must be a 4xx { message } (never a 5xx, never a stack trace), and the database and the
// stored files must be exactly as before. Reads with odd parameters must never fail with a 5xx either.
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "fuzz-test-token-0123456789abcdef";
  // The public writes are rate-limited per IP and every fuzzed call comes from one IP: raise the limit so the
  // calls reach the validation (a 429 would pass as a 4xx without testing it).
  process.env.RATE_LIMIT_PUBLIC = "100000";
});

import { createOffering } from "#app/server/models/offerings.server";
import { CONTACT_SUBJECTS } from "#app/lib/validation/contact";
import { PARTNERSHIP_TYPES } from "#app/lib/validation/partner";
import { isEmail, normalizeEmail } from "#app/lib/validation/subscribe";
import { ONE_CHANGE_AT_A_TIME, ORDER_TEXT } from "#app/lib/validation/order";
import { REASON_REQUIRED } from "#app/lib/orders";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { ALLERGENS, ALLERGENS_MESSAGE, claimConflicts } from "#app/lib/allergens";
import { DIET_LABELS } from "#app/lib/diet";
import {
  ENERGY_REQUIRED,
  NUTRIENT_KEYS,
  nutrientMessage,
  NUTRITION_FIELDS,
  NUTRITION_UNREADABLE,
  SERVING_SIZE_INVALID,
  SERVING_SIZE_REQUIRED,
  SUGARS_OVER_CARBS,
} from "#app/lib/nutrition";
import { SHOP_PLATFORMS } from "#app/lib/validation/product";
import { UNKNOWN_CATEGORY } from "#app/lib/validation/product-text";
import {
  BASE,
  authorization,
  contentFingerprint,
  countRows,
  dispatch,
  form,
  mp4,
  png,
  storedKeys,
} from "#tests/helpers/api";
import { openApi, requestIsDocumented, requestSchemaOf, validatorOf } from "#tests/helpers/openapi";
import { dayFromToday, insertOrder, orderRequest, seedOrderCatalog } from "#tests/helpers/orders";
import { createOneOfEach } from "#tests/helpers/records";

// fast-check's own default of 100 cases a property (FUZZ_RUNS for a longer walk). The PostgreSQL pass walks half as
// many: the routes that answer them are the same code on either database, and what PostgreSQL decides itself (NUL
// and odd Unicode in stored text) has fixed cases of its own below, run in full on both.
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 50 : 100));
/** Each property runs RUNS requests against a real database: allow for a busy machine (and a larger FUZZ_RUNS). */
const FUZZ_TIMEOUT = 300_000 * Math.max(1, RUNS / 100);

let ids: { offering: string; product: string; banner: string; video: string; image: string };
let pngBytes: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  const { offering, product, banner, video } = await createOneOfEach();
  // Room for every order the fuzzing places.
  await seedOrderCatalog({ dayCapacity: 10_000 });
  await createOffering("Cup Cakes");
  ids = {
    offering: offering.id,
    product: product.id,
    banner: banner.id,
    video: video.id,
    image: product.images[0]!.url,
  };
  pngBytes = new Uint8Array(await (await png("#ffffff", 64, 64)).arrayBuffer());
});

async function snapshot() {
  return JSON.stringify({ rows: await countRows(), content: await contentFingerprint(), files: await storedKeys() });
}

async function expectClientError(response: Response, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  const text = await response.text();
  let body: { message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${label}: not JSON: ${text.slice(0, 200)}`);
  }
  expect(typeof body.message, label).toBe("string");
  expect(text, label).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
  if (body.errors !== undefined) expect(Array.isArray(body.errors), label).toBe(true);
}

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates become U+FFFD, as a browser would send). */
function enc(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
      ? String.fromCharCode(b)
      : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
  ).join("");
}

// ── Arbitraries ───────────────────────────────────────────────────────────────────────────────────────────────

const oddUnicode = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\u202eevil\u202c",
  "\u200b\u200d\ufeff",
  "🥐".repeat(50),
  "e\u0301\u0301\u0301",
  "𝕮𝖗𝖔𝖎𝖘𝖘𝖆𝖓𝖙",
  "\r\n\t\v\f",
  "%00%ff%",
  '\'; DROP TABLE "Product"; --',
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "${7*7}{{7*7}}",
);

const anyText = fc.oneof(
  { weight: 3, arbitrary: oddUnicode },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

/** Text that is never a valid required field: blank, or longer than any field allows. */
const invalidText = fc.oneof(
  fc.constantFrom("", "   ", "\t\n"),
  fc.integer({ min: 5001, max: 20_000 }).map((n) => "x".repeat(n)),
  fc
    .tuple(oddUnicode, fc.integer({ min: 6000, max: 8000 }))
    .map(([s, n]) => s.repeat(Math.ceil(n / Math.max(1, s.length)))),
);

/** JSON values of the wrong type for a text field. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(anyText, anyText, { maxKeys: 3 }),
);

const badPrice = fc.constantFrom(
  "-1",
  "-0.01",
  "abc",
  "1.234",
  "NaN",
  "Infinity",
  "1e3",
  "12abc",
  "0x10",
  "",
  " ",
  "１２",
  "1,5",
  "999999999999",
);

const unknownId = fc.stringMatching(/^[a-z0-9]{25}$/);
const malformedId = fc.oneof(
  anyText.filter((s) => s.length > 0),
  oddUnicode,
  fc.constantFrom("..", ".", "null", "undefined", "0", "-1", "a".repeat(10_000), "c".repeat(19), "c".repeat(33)),
);

type Body = { contentType?: string; body?: BodyInit; note: string };

function multipart(parts: [string, string | File][]): Body {
  const form = new FormData();
  for (const [k, v] of parts) form.append(k, v);
  return {
    body: form,
    note: `multipart ${parts.map(([k, v]) => `${k}=${typeof v === "string" ? JSON.stringify(v).slice(0, 30) : `file(${v.size})`}`).join(" ")}`,
  };
}

const fakeImage = fc.oneof(
  fc.constant(new File(["<svg onload=alert(1)></svg>".padEnd(64, " ")], "x.png", { type: "image/png" })),
  fc
    .uint8Array({ minLength: 0, maxLength: 64 })
    .map((b) => new File([new Uint8Array(b)], "x.jpg", { type: "image/jpeg" })),
  fc.constant(new File([new Uint8Array(64)], "zeros.webp", { type: "image/webp" })),
);

/** A bad image that is not empty (an empty file part counts as no file, so next to a good image it would be valid). */
const nonEmptyFakeImage = fakeImage.filter((f) => f.size > 0);

/** Bodies that no route accepts: wrong content types, malformed JSON, broken multipart. */
const junkBody: fc.Arbitrary<Body> = fc.oneof(
  fc
    .record({
      contentType: fc.constantFrom(
        "text/plain",
        "application/xml",
        "application/octet-stream",
        "image/png",
        "text/html",
      ),
      body: anyText,
    })
    .map((b) => ({ ...b, note: `${b.contentType} ${JSON.stringify(b.body).slice(0, 40)}` })),
  fc.constantFrom("{", "[1,2", "{'name': 1}", "undefined", "\u0000", '{"name":"x"', "").map((body) => ({
    contentType: "application/json",
    body,
    note: `malformed json ${JSON.stringify(body)}`,
  })),
  fc
    .oneof(fc.constant("null"), fc.constant("[]"), fc.constant('"text"'), fc.constant("42"), fc.constant("true"))
    .map((body) => ({
      contentType: "application/json",
      body,
      note: `non-object json ${body}`,
    })),
  fc.constant({
    contentType: "application/json",
    body: JSON.stringify({ name: "x".repeat(70_000) }),
    note: "json over the size limit",
  }),
  fc
    .constantFrom("multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=abc")
    .chain((contentType) =>
      anyText.map((body) => ({ contentType, body: `--abc\r\n${body}`, note: `broken multipart (${contentType})` })),
    ),
  fc.constant({ contentType: undefined, body: undefined, note: "no body" }),
);

const offeringBody: fc.Arbitrary<Body> = fc.oneof(
  wrongType.map((name) => ({
    contentType: "application/json",
    body: JSON.stringify({ name }),
    note: `name ${JSON.stringify(name)?.slice(0, 40)}`,
  })),
  invalidText.map((name) => ({
    contentType: "application/json",
    body: JSON.stringify({ name }),
    note: `name of length ${name.length}`,
  })),
  fc
    .dictionary(
      anyText.filter((k) => k !== "name"),
      wrongType,
      { maxKeys: 4 },
    )
    .map((o) => ({
      contentType: "application/json",
      body: JSON.stringify(o),
      note: `no name ${JSON.stringify(o).slice(0, 40)}`,
    })),
);

/** Product fields with at least one invalid value (the price is always invalid). */
const productBody: fc.Arbitrary<Body> = fc
  .record({
    title: fc.oneof(anyText, invalidText),
    price: badPrice,
    description: fc.oneof(anyText, invalidText),
    category: fc.oneof(fc.constant("pastries"), anyText, malformedId),
    shoppingLinks: fc.oneof(anyText, fc.constant('{"zepto":"javascript:alert(1)"}'), fc.constant("{")),
    removeImages: fc.array(anyText, { maxLength: 2 }),
    images: fc.array(fakeImage, { maxLength: 2 }),
  })
  .map((f) =>
    multipart([
      ["title", f.title],
      ["price", f.price],
      ["description", f.description],
      ["category", f.category],
      ["shoppingLinks", f.shoppingLinks],
      ...f.removeImages.map((r): [string, string] => ["removeImages", r]),
      ...f.images.map((i): [string, File] => ["images", i]),
    ]),
  );

const productBadImage: fc.Arbitrary<Body> = nonEmptyFakeImage.map((image) =>
  multipart([
    ["title", "Fuzz tart"],
    ["price", "10"],
    ["description", "Fuzz."],
    ["category", "pastries"],
    ["images", new File([pngBytes], "ok.png", { type: "image/png" })],
    ["images", image],
  ]),
);

const bannerCreateBody: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ title: anyText, device: anyText }).map((f) =>
    multipart([
      ["title", f.title],
      ["device", f.device],
    ]),
  ),
  fc.tuple(fakeImage, fc.constantFrom("largeBanner", "smallBanner")).map(([file, field]) => multipart([[field, file]])),
  nonEmptyFakeImage.map((bad) =>
    multipart([
      ["largeBanner", new File([pngBytes], "ok.png", { type: "image/png" })],
      ["smallBanner", bad],
    ]),
  ),
  anyText.map((text) => multipart([["largeBanner", text]])),
);

const bannerUpdateBody: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ device: anyText, title: anyText }).map((f) =>
    multipart([
      ["device", f.device],
      ["title", f.title],
    ]),
  ),
  fakeImage.map((file) =>
    multipart([
      ["banner", file],
      ["device", "large"],
    ]),
  ),
  fc.tuple(fc.constantFrom("huge", "LARGE ", "medium", "1"), fc.oneof(anyText, invalidText)).map(([device, title]) =>
    multipart([
      ["banner", new File([pngBytes], "ok.png", { type: "image/png" })],
      ["device", device],
      ["title", title],
    ]),
  ),
);

const videoBody: fc.Arbitrary<Body> = fc.oneof(
  // At least one of title and description is blank or too long.
  fc.tuple(invalidText, fc.oneof(anyText, invalidText), fc.boolean()).map(([bad, other, swap]) =>
    multipart(
      swap
        ? [
            ["title", other],
            ["description", bad],
          ]
        : [
            ["title", bad],
            ["description", other],
          ],
    ),
  ),
  fc.uint8Array({ minLength: 0, maxLength: 64 }).map((bytes) =>
    multipart([
      ["title", "Clip"],
      ["description", "A clip."],
      ["videoFile", new File([new Uint8Array(bytes)], "x.mp4", { type: "video/mp4" })],
    ]),
  ),
  fc.tuple(invalidText, anyText).map(([title, description]) =>
    multipart([
      ["title", title],
      ["description", description],
      ["videoFile", mp4()],
    ]),
  ),
);

// ── The forms' bodies: each has at least one invalid field (the routes are public, so a valid one would store). ──

const json = (value: unknown, note: string): Body => ({
  contentType: "application/json",
  body: JSON.stringify(value),
  note,
});

/** Never a valid e-mail address (checked with the same test the schema uses, in case a random string is one). */
const badEmail = fc
  .oneof(
    invalidText,
    wrongType,
    oddUnicode,
    fc.constantFrom(
      "a@",
      "@b.co",
      "a b@c.de",
      "a@b",
      "a@@b.co",
      "a@b.c",
      "<a@b.co>",
      "a@b.co;",
      "a\u0000b@example.com",
      "x".repeat(250) + "@b.co",
    ),
    anyText,
  )
  .filter((v) => typeof v !== "string" || !isEmail(normalizeEmail(v)));

const subscribeBody: fc.Arbitrary<Body> = fc.oneof(
  badEmail.map((email) => json({ email }, `email ${JSON.stringify(email)?.slice(0, 40)}`)),
  fc
    .dictionary(
      anyText.filter((k) => k !== "email"),
      anyText,
      { maxKeys: 3 },
    )
    .map((o) => json(o, `no email ${JSON.stringify(o).slice(0, 40)}`)),
);

/** Wrong codes, or any code for an address that never subscribed (a wrong code for a real one counts a try). */
const verifyBody: fc.Arbitrary<Body> = fc
  .oneof(
    fc.record({ email: badEmail, code: fc.oneof(fc.stringMatching(/^\d{6}$/), anyText, wrongType) }),
    fc.record({
      email: fc.constant("ghost@example.com"),
      code: fc.oneof(
        fc.stringMatching(/^\d{6}$/),
        fc.integer({ min: 0, max: 999_999 }),
        fc.constantFrom("12345", "1234567", "abcdef", "12 34 56", ""),
        anyText,
        wrongType,
      ),
    }),
    fc.record({ email: fc.constant("ghost@example.com") }),
  )
  .map((o) => json(o, `verify ${JSON.stringify(o).slice(0, 60)}`));

const notOneOf = (values: readonly string[]) =>
  fc.oneof(anyText, wrongType).filter((v) => !values.includes(v as string));

/** A valid contact body with one field broken (or left out). */
const contactBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.oneof(
      fc.record({ fullName: fc.oneof(invalidText, wrongType) }),
      fc.record({ email: badEmail }),
      fc.record({ subject: notOneOf(CONTACT_SUBJECTS) }),
      fc.record({ message: fc.oneof(invalidText, wrongType) }),
      fc.record({
        phone: fc.oneof(
          fc.integer(),
          fc.boolean(),
          fc.integer({ min: 41, max: 200 }).map((n) => "9".repeat(n)),
        ),
      }),
    ),
    fc.constantFrom("fullName", "email", "subject", "message", undefined),
  )
  .map(([broken, missing]) => {
    const body: Record<string, unknown> = {
      fullName: "Fuzz",
      email: "fuzz@example.com",
      subject: "General Inquiry",
      message: "Hello there.",
      ...broken,
    };
    if (missing) delete body[missing];
    return json(body, `contact ${JSON.stringify(broken).slice(0, 60)} missing=${missing}`);
  });

/** A valid partner body with one field broken. */
const partnerBody: fc.Arbitrary<Body> = fc
  .oneof(
    fc.record({ fullName: fc.oneof(invalidText, wrongType) }),
    fc.record({ email: badEmail }),
    fc.record({ companyName: fc.oneof(invalidText, wrongType) }),
    // The partner checks read a number as its digits, so only numbers of fewer than 10 characters are too short.
    fc.record({
      message: fc.oneof(
        fc.string({ maxLength: 9 }),
        fc.constantFrom("         x", "short"),
        invalidText,
        wrongType.filter((v) => typeof v !== "number"),
        fc.integer({ min: -99_999_999, max: 999_999_999 }),
      ),
    }),
    fc.record({ partnershipType: notOneOf(PARTNERSHIP_TYPES) }),
    fc.record({
      phone: fc.constantFrom("12345", "abcdefghij", "+919876543210", "98765 43210", "1".repeat(16), "١٢٣٤٥٦٧٨٩٠"),
    }),
    fc.record({
      website: fc.constantFrom(
        "nope",
        "ftp://files.example",
        "javascript:alert(1)",
        "http://",
        "//example.com",
        "www.example.com",
      ),
    }),
  )
  .map((broken) =>
    json(
      {
        fullName: "Fuzz",
        email: "fuzz@example.com",
        companyName: "Fuzz Co",
        partnershipType: "Reseller",
        message: "Let us work together.",
        ...broken,
      },
      `partner ${JSON.stringify(broken).slice(0, 60)}`,
    ),
  );

/** A broadcast without a message and a usable image, with too long a message, or with a file that is no image. */
const sendMessageBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom("", "   ", "\n\t").map((message) => multipart([["message", message]])),
  fc.integer({ min: 10_001, max: 12_000 }).map((n) => multipart([["message", "x".repeat(n)]])),
  fakeImage.map((image) =>
    multipart([
      ["message", " "],
      ["image", image],
    ]),
  ),
  nonEmptyFakeImage.map((image) =>
    multipart([
      ["message", "Fresh bread!"],
      ["image", image],
    ]),
  ),
  fc.constant<Body>({
    contentType: "application/x-www-form-urlencoded",
    body: "message=%20%20",
    note: "urlencoded blank message",
  }),
);

/** A bad id as a path segment ("." and ".." are path navigation, resolved by the URL parser). */
const pathSegment = fc.oneof(unknownId, malformedId).filter((s) => !/^\.{1,2}$/.test(s));

type Target = {
  label: string;
  method: string;
  path: (id: string) => string;
  id?: fc.Arbitrary<string>;
  body: fc.Arbitrary<Body>;
};

const anyBadId = () => fc.oneof(unknownId, malformedId);

function targets(): Target[] {
  const existingOr = (key: keyof typeof ids) => fc.oneof(fc.constant(ids[key]), unknownId, malformedId);
  return [
    {
      label: "POST /api/offerings",
      method: "POST",
      path: () => "/api/offerings",
      body: fc.oneof(junkBody, offeringBody),
    },
    {
      label: "PUT /api/offerings/:id",
      method: "PUT",
      path: (id) => `/api/offerings/${enc(id)}`,
      id: existingOr("offering"),
      body: fc.oneof(junkBody, offeringBody),
    },
    {
      label: "DELETE /api/offerings/:id",
      method: "DELETE",
      path: (id) => `/api/offerings/${enc(id)}`,
      id: anyBadId(),
      body: fc.oneof(junkBody, offeringBody),
    },
    {
      label: "POST /api/products",
      method: "POST",
      path: () => "/api/products",
      body: fc.oneof(junkBody, productBody, productBadImage),
    },
    {
      label: "PUT /api/products/:id",
      method: "PUT",
      path: (id) => `/api/products/${enc(id)}`,
      id: existingOr("product"),
      body: fc.oneof(junkBody, productBody, productBadImage),
    },
    {
      label: "DELETE /api/products/:id",
      method: "DELETE",
      path: (id) => `/api/products/${enc(id)}`,
      id: anyBadId(),
      body: junkBody,
    },
    {
      label: "POST /api/banner",
      method: "POST",
      path: () => "/api/banner",
      body: fc.oneof(junkBody, bannerCreateBody),
    },
    {
      label: "PUT /api/banner/:id",
      method: "PUT",
      path: (id) => `/api/banner/${enc(id)}`,
      id: existingOr("banner"),
      body: fc.oneof(junkBody, bannerUpdateBody),
    },
    {
      label: "DELETE /api/banner/:id",
      method: "DELETE",
      path: (id) => `/api/banner/${enc(id)}`,
      id: anyBadId(),
      body: junkBody,
    },
    { label: "POST /api/video", method: "POST", path: () => "/api/video", body: fc.oneof(junkBody, videoBody) },
    {
      label: "PUT /api/video/:id",
      method: "PUT",
      path: (id) => `/api/video/${enc(id)}`,
      id: existingOr("video"),
      body: fc.oneof(junkBody, videoBody),
    },
    {
      label: "DELETE /api/video/:id",
      method: "DELETE",
      path: (id) => `/api/video/${enc(id)}`,
      id: anyBadId(),
      body: junkBody,
    },
    {
      label: "POST /api/subscribe",
      method: "POST",
      path: () => "/api/subscribe",
      body: fc.oneof(junkBody, subscribeBody),
    },
    {
      label: "POST /api/subscribe/verify",
      method: "POST",
      path: () => "/api/subscribe/verify",
      body: fc.oneof(junkBody, verifyBody),
    },
    { label: "POST /api/contact", method: "POST", path: () => "/api/contact", body: fc.oneof(junkBody, contactBody) },
    {
      label: "POST /api/partner-contact",
      method: "POST",
      path: () => "/api/partner-contact",
      body: fc.oneof(junkBody, partnerBody),
    },
    {
      label: "POST /api/send-message",
      method: "POST",
      path: () => "/api/send-message",
      body: fc.oneof(junkBody, sendMessageBody),
    },
    // Wrong methods on every route.
    ...[
      "/api/offerings",
      "/api/products",
      "/api/products/search",
      "/api/banner",
      "/api/video",
      "/api/openapi.json",
    ].map((p) => ({
      label: `PATCH ${p}`,
      method: "PATCH",
      path: () => p,
      body: fc.oneof(junkBody, offeringBody),
    })),
    {
      label: "POST /api/products/:id",
      method: "POST",
      path: () => `/api/products/${ids.product}`,
      body: fc.oneof(junkBody, productBody),
    },
    { label: "POST /api/openapi.json", method: "POST", path: () => "/api/openapi.json", body: junkBody },
    { label: "DELETE /api/banner", method: "DELETE", path: () => "/api/banner", body: junkBody },
    { label: "PUT /api/video", method: "PUT", path: () => "/api/video", body: junkBody },
    ...[
      "/api/subscribe",
      "/api/subscribe/verify",
      "/api/contact",
      "/api/partner-contact",
      "/api/send-message",
      "/api/outbox",
    ].flatMap((p) =>
      ["PUT", "DELETE", "PATCH"].map((method) => ({
        label: `${method} ${p}`,
        method,
        path: () => p,
        body: fc.oneof(junkBody, subscribeBody, contactBody),
      })),
    ),
    { label: "POST /api/outbox", method: "POST", path: () => "/api/outbox", body: junkBody },
  ];
}

function request(method: string, url: string, body: Body, headers: Record<string, string>): Request {
  const h = new Headers(headers);
  if (body.contentType) h.set("content-type", body.contentType);
  return new Request(url, { method, headers: h, body: body.body ?? null });
}

describe("fuzzing every write route", () => {
  it(
    "answers bad input with a 4xx { message } and leaves the database and the files untouched",
    async () => {
      const all = targets();
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...all).chain((t) =>
            fc.record({
              target: fc.constant(t),
              id: t.id ?? fc.constant(""),
              body: t.body,
              auth: fc.oneof(
                { weight: 9, arbitrary: fc.constant("token") },
                { weight: 1, arbitrary: fc.constantFrom("none", "bad") },
              ),
            }),
          ),
          async ({ target, id, body, auth }) => {
            const headers: Record<string, string> =
              auth === "token" ? authorization() : auth === "bad" ? authorization("x".repeat(40)) : {};
            const label = `${target.label} id=${JSON.stringify(id).slice(0, 40)} ${body.note} auth=${auth}`;
            const response = await dispatch(request(target.method, BASE + target.path(id), body, headers));
            // The limit is raised above, so a public write answers from its validation, never "too many requests".
            expect(response.status, label).not.toBe(429);
            await expectClientError(response, label);
            expect(await snapshot(), label).toBe(before);
          },
        ),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT,
  );
});

// ── Bodies generated from the OpenAPI document ──────────────────────────────────────────────────────────────

/**
 * Short strings from pieces that sit on the edges of the text and e-mail rules: letters, digits, white space,
 * line breaks, zero-width and bidi characters, a byte order mark, a lone surrogate, a combining mark, a
 * Cyrillic look-alike, and the parts of addresses and links. (No characters outside the BMP: JSON Schema counts
 * lengths in code points, the server in UTF-16 units, and the generated strings stay far below every maximum.)
 */
const PIECES = [
  "a",
  "Z",
  "5",
  "0",
  " ",
  "\t",
  "\n",
  "\r",
  "\u200B",
  "\u202E",
  "\u2066",
  "\uFEFF",
  "\u00AD",
  "\ud800",
  "é",
  "e\u0301",
  "\u0430",
  "@",
  ".",
  "-",
  "_",
  "+",
  "xn--",
  "co",
  "in",
  "com",
  "http://",
  "https://",
  "/",
  "Reseller",
];
const soup = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((parts) => parts.join(""));
/** Values that pass the usual field rules, so that valid bodies are generated often. */
const PLAUSIBLE = [
  "Asha Rao",
  "  Asha  ",
  "asha@example.com",
  " Asha@Cafe.EXAMPLE ",
  "asha@xn--bckerei-cxa.de",
  "9876543210",
  "https://chai.example",
  "",
  "Hello, we would like to stock your bread.",
  "123456",
  " 654 321 ",
];
/** Values just past a rule's edge: a short text padded to a long one, addresses with empty labels or end dots. */
const EDGES = [
  "   short    ",
  "\n\n  tiny  \n\n",
  "a@b..co",
  ".a@b.com",
  "a@b.com.",
  "0@com",
  "Asha\u200B",
  "123456789012345678",
  " 12345 ",
  // The e-mail lengths: 64 characters before the @ and 254 in all are taken (white space around does not count).
  `${"a".repeat(64)}@example.com`,
  `${"a".repeat(65)}@example.com`,
  ` ${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com `,
  `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`,
  "98765\t43210",
  " +91 98765-43210 ",
];

type JsonSchemaNode = Record<string, unknown> & {
  $ref?: string;
  anyOf?: JsonSchemaNode[];
  enum?: unknown[];
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
};

function resolveRef(node: JsonSchemaNode): JsonSchemaNode {
  if (!node.$ref) return node;
  const id = node.$ref.replace("#/components/schemas/", "");
  return openApi().doc.components.schemas[id] as JsonSchemaNode;
}

/** Values for one field, from what the document says it is: its enum, its types, plus values of the wrong type. */
function valueFor(raw: JsonSchemaNode): fc.Arbitrary<unknown> {
  const node = resolveRef(raw);
  const wrong = fc.constantFrom<unknown>(null, 42, 0, 123456, true, [], {}, ["x"], 1.5);
  if (node.enum)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...node.enum) },
      { weight: 1, arbitrary: soup },
      { weight: 1, arbitrary: wrong },
    );
  if (node.anyOf) return fc.oneof(...node.anyOf.map(valueFor), wrong);
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const options: fc.Arbitrary<unknown>[] = [];
  if (types.includes("string"))
    options.push(fc.constantFrom(...PLAUSIBLE), fc.constantFrom(...PLAUSIBLE), fc.constantFrom(...EDGES), soup);
  if (types.includes("integer") || types.includes("number")) options.push(fc.integer({ min: -10, max: 1_000_000 }));
  // Numbers with decimals, and the text of a number, at the edges of the money and version rules.
  if (types.includes("number")) options.push(fc.constantFrom(0.5, 12.34, 12.345, 0.1 + 0.2, 10_000_000.01, -0.01));
  if (types.includes("integer") || types.includes("number")) options.push(fc.constantFrom("3", "12.50", "", "1e3"));
  if (types.includes("boolean")) options.push(fc.boolean(), fc.constantFrom("true", "on", "false", "", 1, 0));
  if (types.includes("null")) options.push(fc.constant(null));
  return options.length > 0 ? fc.oneof(...options, wrong) : wrong;
}

/** Values for one field that its own schema allows (so that whole valid bodies come up often). */
function validValueFor(field: JsonSchemaNode): fc.Arbitrary<unknown> {
  const validate = validatorOf(field);
  return valueFor(field).filter((value) => validate(value));
}

/** Amounts at the edges of the nutrition rules (and past them), as numbers and as text. */
const NUMBERS = [0, -0, 1, 2.5, 0.3, 12.5, 250, 999.9, 1000, 1000.1, 4999.9, 5000, 5000.1, -1, 12.34, 1e21, 5e-7];
const NUMERIC_TEXT = ["0", "12.5", " 3 ", "1000.0", "5000", "4999.95", "12.34", "1e3", "-1", ".5", "", " \t"];
/** Lists written as text, comma-separated (the allergens take them so), with repeats and empty entries. */
const listText = fc
  .array(fc.constantFrom(...ALLERGENS, "almonds", " ", ""), { minLength: 1, maxLength: 4 })
  .chain((words) => fc.constantFrom(",", ", ", " ,").map((sep) => words.join(sep)));

/**
 * JSON values for a schema: mostly of its shape (its enums, its objects' properties, its lists' items, numbers and
 * text at the edges of the rules), sometimes of another type, now and then with a key it does not list.
 */
function jsonValueFor(raw: JsonSchemaNode, depth = 0): fc.Arbitrary<unknown> {
  const node = resolveRef(raw);
  const wrong = fc.constantFrom<unknown>(null, 42, true, [], {}, ["x"], "x");
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum)
    return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...node.enum) }, { weight: 1, arbitrary: soup }, wrong);
  if (node.anyOf)
    return fc.oneof(
      // Objects and lists, which hold the most rules, more often than the plain branches.
      ...node.anyOf.map((branch) => ({
        weight: branch.type === "object" || branch.type === "array" ? 4 : 1,
        arbitrary: jsonValueFor(branch, depth),
      })),
      wrong,
    );
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const options: fc.Arbitrary<unknown>[] = [];
  if (types.includes("object") && depth < 3) {
    // Each property mostly with a value its own schema allows, so that whole valid objects come up often.
    const properties = Object.entries(node.properties ?? {}).map(([name, field]) => {
      const any = jsonValueFor(field, depth + 1);
      const validate = validatorOf(field);
      return [name, fc.oneof({ weight: 4, arbitrary: any.filter((v) => validate(v)) }, any)] as const;
    });
    // The keys a conditional rule asks for (`then.required`) are present in half the objects.
    const needed = ((node.then as JsonSchemaNode | undefined)?.required as string[] | undefined) ?? [];
    const record = fc.oneof(
      fc.record(Object.fromEntries(properties), { requiredKeys: [] }),
      fc.record(Object.fromEntries(properties), { requiredKeys: needed }),
    );
    options.push(
      record,
      record,
      record,
      fc.tuple(record, soup, anyText).map(([value, key, extra]) => ({ ...value, [key || "extra"]: extra })),
    );
  }
  if (types.includes("array") && depth < 3)
    options.push(fc.array(jsonValueFor((node.items as JsonSchemaNode | undefined) ?? {}, depth + 1), { maxLength: 4 }));
  if (types.includes("string"))
    options.push(
      fc.constantFrom(...PLAUSIBLE),
      fc.constantFrom(...EDGES),
      soup,
      fc.constantFrom(...NUMERIC_TEXT),
      listText,
    );
  if (types.includes("number")) options.push(fc.constantFrom(...NUMBERS), fc.integer({ min: 0, max: 1200 }));
  if (types.includes("null")) options.push(fc.constant(null));
  return options.length > 0 ? fc.oneof(...options, wrong) : wrong;
}

/**
 * Text for a form field that carries JSON (contentMediaType application/json): mostly JSON text of a value from
 * its contentSchema, written compact or spread over lines, sometimes blank, broken or not JSON at all.
 */
function jsonTextFor(field: JsonSchemaNode, { junk = true } = {}): fc.Arbitrary<string> {
  const content = [field, ...(field.anyOf ?? [])].find((b) => b.contentSchema)?.contentSchema as JsonSchemaNode;
  if (!content) throw new Error("jsonTextFor: the field documents no contentSchema");
  const json = fc
    .tuple(jsonValueFor(content), fc.constantFrom<number | string>(0, 1, "\t"))
    .map(([value, space]) => JSON.stringify(value, null, space));
  if (!junk) return json;
  return fc.oneof(
    { weight: 8, arbitrary: json },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "",
        " ",
        "null",
        " null\n",
        "{}",
        "{",
        "[]",
        "42",
        '"text"',
        "undefined",
        "\u2003{}",
        "\u00A0null",
        "{'contains': []}",
      ),
    },
    { weight: 1, arbitrary: soup },
  );
}

/**
 * A JSON body for an operation: each documented field mostly with a value its schema allows, sometimes with any
 * value; optional fields present or not; now and then a required field left out. `hints` adds values of the
 * bakery's own data for a field (its sizes, open days), which the document cannot list, so that valid bodies
 * are often accepted too.
 */
function bodyFor(
  path: string,
  method = "POST",
  hints: Record<string, readonly unknown[]> = {},
): fc.Arbitrary<Record<string, unknown>> {
  const schema = resolveRef(requestSchemaOf(method, path) as JsonSchemaNode);
  const required = (schema.required as string[] | undefined) ?? [];
  // The bot trap is left out: filled, it answers like success whatever else the body holds (the document says so).
  const fields = Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== HONEYPOT_FIELD)
    .map(([name, field]) => {
      const hinted = hints[name];
      // A hinted field's valid values are its hints only: the generic values may never pass its rule (a date).
      const valid = hinted ? fc.constantFrom(...hinted) : validValueFor(field);
      return [name, fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: valueFor(field) })] as const;
    });
  return fc
    .tuple(fc.record(Object.fromEntries(fields), { requiredKeys: required }), fc.nat(20), fc.nat(required.length))
    .map(([body, dice, which]) => {
      if (dice === 0 && required.length > 0) delete body[required[which % required.length]!];
      return body;
    });
}

describe("bodies generated from the OpenAPI document", () => {
  /** Open days for an order (the bakery takes orders from two days ahead), and one past and one too soon. */
  const ORDER_DAYS = [3, 4, 9, 16, 30, 45, 0, -3].map(dayFromToday);
  /** Refusals of a body the document allows, for a reason no schema can know: the bakery's lists, the rules of
   * the order's states, the price against the deposit. */
  const ORDER_DOMAIN = [ORDER_TEXT.sizeRequired, ORDER_TEXT.flavourRequired, ORDER_TEXT.pincodeOutside];
  const CHANGE_DOMAIN = [
    /cannot become/,
    /^Please enter the price and the deposit/,
    /^The deposit cannot be more/,
    // A decline or cancel without its reason; a body with both a status and details; the bakery's lists and days.
    REASON_REQUIRED,
    ONE_CHANGE_AT_A_TIME,
    ORDER_TEXT.sizeRequired,
    ORDER_TEXT.flavourRequired,
    ORDER_TEXT.pincodeOutside,
    ORDER_TEXT.addressRequired,
    ORDER_TEXT.pincodeInvalid,
    /^We take orders up to/,
    /^Please choose a day from today/,
  ];

  type Operation = {
    method: "POST" | "PATCH";
    path: string;
    /** The URL to send to (a new order for each change, so that each starts from "requested", version 1). */
    url: () => Promise<string>;
    headers?: () => Record<string, string>;
    hints?: Record<string, readonly unknown[]>;
    accepted: number[];
    /** 400 messages allowed for a body the document allows. */
    refusals?: readonly (string | RegExp)[];
  };
  const at = (path: string) => () => Promise.resolve(BASE + path);

  // The JSON writes: the document must say exactly what the server takes, so a client built from it is never
  // surprised. Valid for the document ⇔ accepted (or refused only for a reason no schema can know: the address
  // is already subscribed, 409, or had its three code e-mails this hour, 429; the day is full or past, 409).
  const OPERATIONS: Operation[] = [
    { method: "POST", path: "/api/contact", url: at("/api/contact"), accepted: [201] },
    { method: "POST", path: "/api/partner-contact", url: at("/api/partner-contact"), accepted: [201] },
    { method: "POST", path: "/api/subscribe", url: at("/api/subscribe"), accepted: [200, 409, 429] },
    {
      method: "POST",
      path: "/api/orders",
      url: at("/api/orders"),
      hints: {
        date: ORDER_DAYS,
        size: ["1 kg", "0.5 kg", "2 kg", "3 kg"],
        flavour: ["Vanilla", "red velvet", "Mango"],
        pincode: ["411001", "110001"],
        address: ["12 MG Road, Pune"],
        pickupTime: ["17:30"],
      },
      accepted: [201, 409],
      refusals: ORDER_DOMAIN,
    },
    {
      method: "PATCH",
      path: "/api/orders/{id}",
      url: async () => `${BASE}/api/orders/${(await insertOrder("requested")).id}`,
      headers: authorization,
      hints: {
        to: ["quoted", "declined", "cancelled"],
        version: [1],
        reason: ["We are fully booked that week."],
        date: ORDER_DAYS,
        size: ["1 kg", "0.5 kg"],
        flavour: ["Vanilla", "Mango"],
        pincode: ["411001", "110001"],
        quotedPaise: [150_000, 150_050, 8055],
        depositPaise: [0, 50_000],
      },
      accepted: [200, 409],
      refusals: CHANGE_DOMAIN,
    },
  ];

  it(
    "are accepted exactly when the document allows them, and every answer matches the document",
    async () => {
      let valid = 0;
      const accepted = new Set<string>();
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...OPERATIONS)
            .chain((op) => fc.record({ op: fc.constant(op), body: bodyFor(op.path, op.method, op.hints) })),
          async ({ op, body }) => {
            const documented = requestIsDocumented(op.method, op.path, body);
            const response = await dispatch(
              request(
                op.method,
                await op.url(),
                { body: JSON.stringify(body), contentType: "application/json", note: "" },
                op.headers?.() ?? {},
              ),
            );
            const answer = (await response.clone().json()) as { message?: string };
            const label = `${op.method} ${op.path} ${JSON.stringify(body)} → ${response.status} ${answer.message ?? ""}; document: ${documented.valid ? "valid" : documented.errors}`;
            if (documented.valid) {
              valid++;
              const known = (op.refusals ?? []).some((r) =>
                typeof r === "string" ? r === answer.message : r.test(answer.message ?? ""),
              );
              if (response.status === 400 && known) return;
              expect(op.accepted, label).toContain(response.status);
              if (response.status < 300) accepted.add(`${op.method} ${op.path}`);
            } else {
              expect(response.status, label).toBe(400);
              expect(answer.message, label).toEqual(expect.any(String));
            }
          },
        ),
        // One seed per run, so a failure is reproducible (FC_SEED=<seed> runs it again; a new seed explores more).
        { numRuns: RUNS * 3, seed: Number(process.env.FC_SEED ?? 20_261_126) },
      );
      // The generator reaches both sides of the rules, and valid bodies of each operation get through.
      expect(valid).toBeGreaterThan(RUNS / 5);
      expect([...accepted].sort()).toEqual(OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
    },
    FUZZ_TIMEOUT,
  );

  it("the looseness the document once hid: text for numbers and booleans, null or a fraction of a paisa for money", async () => {
    const order = await insertOrder("requested");
    const change = { to: "quoted", version: 1, quotedPaise: 150_000, depositPaise: 50_000 };
    const cases: [string, string, Record<string, unknown>, string][] = [
      ["PATCH", "/api/orders/{id}", { ...change, version: "1" }, ORDER_TEXT.versionInvalid],
      ["PATCH", "/api/orders/{id}", { ...change, version: true }, ORDER_TEXT.versionInvalid],
      ["PATCH", "/api/orders/{id}", { ...change, depositPaise: null }, ORDER_TEXT.depositPaiseInvalid],
      ["PATCH", "/api/orders/{id}", { ...change, depositPaise: "" }, ORDER_TEXT.depositPaiseInvalid],
      ["PATCH", "/api/orders/{id}", { ...change, quotedPaise: 1234.5 }, ORDER_TEXT.quotedPaiseInvalid],
      ["PATCH", "/api/orders/{id}", { ...change, quotedPaise: "150000" }, ORDER_TEXT.quotedPaiseInvalid],
      // Rupees, a field the body does not list, and a second trap: a tab in the phone number.
      ["PATCH", "/api/orders/{id}", { ...change, price: 1500 }, "Unknown field: price."],
      ["POST", "/api/orders", orderRequest(dayFromToday(9), { phone: "98765\t43210" }), ORDER_TEXT.phoneInvalid],
      ["POST", "/api/orders", orderRequest(dayFromToday(9), { phone: "98765\n43210" }), ORDER_TEXT.phoneInvalid],
      ["POST", "/api/orders", orderRequest(dayFromToday(9), { eggless: "true" }), ORDER_TEXT.egglessInvalid],
      ["POST", "/api/orders", orderRequest(dayFromToday(9), { eggless: "on" }), ORDER_TEXT.egglessInvalid],
    ];
    const send = (method: string, path: string, body: unknown) =>
      dispatch(
        request(
          method,
          BASE + path.replace("{id}", order.id),
          { body: JSON.stringify(body), contentType: "application/json", note: "" },
          method === "PATCH" ? authorization() : {},
        ),
      );
    for (const [method, path, body, message] of cases) {
      const label = `${method} ${path} ${JSON.stringify(body)}`;
      expect(requestIsDocumented(method, path, body).valid, label).toBe(false);
      const response = await send(method, path, body);
      expect(response.status, label).toBe(400);
      expect(((await response.json()) as { message: string }).message, label).toBe(message);
    }
    for (const [method, path, body, status] of [
      ["POST", "/api/orders", orderRequest(dayFromToday(9), { eggless: true }), 201],
      ["PATCH", "/api/orders/{id}", { ...change, quotedPaise: 150_050, depositPaise: 0 }, 200],
    ] as const) {
      expect(requestIsDocumented(method, path, body).valid).toBe(true);
      expect((await send(method, path, body)).status).toBe(status);
    }
  });

  it(
    "for a new product's form fields too: the links, the allergens and the nutrition as JSON text or as separate fields (valid ⇔ 201)",
    async () => {
      const schema = resolveRef(requestSchemaOf("POST", "/api/products", "multipart/form-data") as JsonSchemaNode);
      // Text fields only (the labels as one text): files are exercised elsewhere. The allergens and the nutrition
      // are JSON text, generated from the contentSchema the document gives them.
      const JSON_FIELDS = ["allergens", "nutrition"] as const;
      const TEXT_ONLY = [
        "title",
        "price",
        "description",
        "category",
        "dietLabels",
        "shoppingLinks",
        ...SHOP_PLATFORMS,
        ...NUTRITION_FIELDS,
        ...JSON_FIELDS,
      ];
      const hints: Record<string, readonly string[]> = {
        category: [ids.offering, "Cup Cakes"],
        dietLabels: ["vegan, eggless", '["no-nuts", "vegan"]', "", " gluten-free ", "vegan,,"],
        shoppingLinks: ['{"zepto": "https://z.example/p"}', "", '{"blinkit": null, "instamart": " "}', "{}"],
        price: ["120.50", "0", " 80.55 "],
        servingSize: ["1 slice (80 g)", " 2 pieces "],
        energyKcal: ["250", "0", "4999.9", "5000"],
        carbohydrates: ["30", "1000", ""],
        sugars: ["12.5", "", "0"],
        protein: ["", "3.5", "1000", "1000.0"],
        fat: ["", "0.5"],
        fibre: ["", "2"],
        instamart: ["", "https://i.example/a"],
        zepto: ["https://zepto.example/p/1", ""],
        blinkit: ["http://blinkit.example", " https://b.example/x?y=1 "],
        allergens: ['{"contains": ["sesame"], "mayContain": "soy, sulphites"}', "", "null"],
        nutrition: ['{"servingSize": "1 slice (80 g)", "energyKcal": 250, "sugars": "12.5", "fat": null}', " "],
      };
      // What the server answers for each JSON field when it refuses it: every message names the field.
      const FIELD_MESSAGES: Record<(typeof JSON_FIELDS)[number], string[]> = {
        allergens: [ALLERGENS_MESSAGE],
        nutrition: [
          NUTRITION_UNREADABLE,
          SERVING_SIZE_REQUIRED,
          SERVING_SIZE_INVALID,
          ENERGY_REQUIRED,
          ...NUTRIENT_KEYS.map(nutrientMessage),
        ],
      };
      // Refusals of a form the document allows, for rules between two values that no schema can state: sugars
      // are part of the carbohydrates, a free-from label cannot stand beside the allergen it excludes, and the
      // offering must exist.
      const UNEXPRESSIBLE = [
        SUGARS_OVER_CARBS,
        UNKNOWN_CATEGORY,
        ...claimConflicts(DIET_LABELS, { contains: [...ALLERGENS], mayContain: [...ALLERGENS] }),
      ];
      // A form part is UTF-8: a lone surrogate goes out as U+FFFD, so that is the value the document must judge.
      const asText = (value: unknown) =>
        new TextDecoder().decode(new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value)));
      const isJsonField = (name: string): name is (typeof JSON_FIELDS)[number] =>
        (JSON_FIELDS as readonly string[]).includes(name);
      const fields = TEXT_ONLY.map((name) => {
        const field = schema.properties![name]!;
        const validate = validatorOf(field);
        if (isJsonField(name)) {
          // Valid JSON text from the contentSchema as often as the hints: the document, not a list, says what is.
          const any = jsonTextFor(field).map(asText);
          const valid = fc.oneof(
            fc.constantFrom(...hints[name]!),
            jsonTextFor(field, { junk: false })
              .map(asText)
              .filter((v) => validate(v)),
            jsonTextFor(field, { junk: false })
              .map(asText)
              .filter((v) => validate(v)),
          );
          return [name, fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: any })] as const;
        }
        const any = valueFor(field).map(asText);
        // A hinted field's valid values are its hints (an offering must exist: no schema can list them).
        const valid = hints[name] ? fc.constantFrom(...hints[name]!) : any.filter((v) => validate(v));
        return [name, fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: any })] as const;
      });
      const body = fc.record(Object.fromEntries(fields), {
        requiredKeys: (schema.required as string[]).filter((r) => TEXT_ONLY.includes(r)),
      }) as fc.Arbitrary<Record<string, string>>;
      let valid = 0;
      let created = 0;
      /** Per JSON field: forms accepted with it holding JSON, and forms refused for it alone. */
      const reached = Object.fromEntries(JSON_FIELDS.map((name) => [name, { accepted: 0, refused: 0 }]));
      await fc.assert(
        fc.asyncProperty(body, async (fieldsSent) => {
          // The document reads a form as multipart does: a list field sent once is a list of one part.
          const asForm = {
            ...fieldsSent,
            ...(fieldsSent.dietLabels === undefined ? {} : { dietLabels: [fieldsSent.dietLabels] }),
          };
          const documented = requestIsDocumented("POST", "/api/products", asForm, "multipart/form-data");
          const response = await dispatch(
            new Request(BASE + "/api/products", { method: "POST", headers: authorization(), body: form(fieldsSent) }),
          );
          const answer = (await response.clone().json()) as { message?: string; errors?: string[] };
          const label = `${JSON.stringify(fieldsSent)} → ${response.status} ${answer.message ?? ""}; document: ${documented.valid ? "valid" : documented.errors}`;
          if (documented.valid) {
            valid++;
            if (response.status === 400 && UNEXPRESSIBLE.includes(answer.message ?? "")) return;
            expect(response.status, label).toBe(201);
            created++;
            for (const name of JSON_FIELDS) if (fieldsSent[name]?.trim()) reached[name]!.accepted++;
          } else {
            expect(response.status, label).toBe(400);
            // Refused by the document for one JSON field alone: the answer names that field.
            const paths = documented.errors.split("; ").map((e) => e.split(" ")[0]!);
            const only = JSON_FIELDS.find((name) => paths.every((p) => p === `/${name}`));
            if (only) {
              const messages = [answer.message, ...(answer.errors ?? [])];
              expect(
                messages.some((m) => FIELD_MESSAGES[only].includes(m ?? "")),
                label,
              ).toBe(true);
              reached[only]!.refused++;
            }
          }
        }),
        { numRuns: RUNS, seed: Number(process.env.FC_SEED ?? 20_261_128) },
      );
      expect(valid).toBeGreaterThan(RUNS / 5);
      expect(created).toBeGreaterThan(0);
      // The generator reaches both sides of each JSON field's rule.
      for (const name of JSON_FIELDS) {
        expect(reached[name]!.accepted, name).toBeGreaterThan(0);
        expect(reached[name]!.refused, name).toBeGreaterThan(0);
      }
    },
    FUZZ_TIMEOUT,
  );

  it(
    "for the admin's offering names too (valid ⇔ 201, or 409 for a name that exists)",
    async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor("/api/offerings"), async (body) => {
          const documented = requestIsDocumented("POST", "/api/offerings", body);
          const response = await dispatch(
            request(
              "POST",
              BASE + "/api/offerings",
              { body: JSON.stringify(body), contentType: "application/json", note: "" },
              authorization(),
            ),
          );
          const label = `${JSON.stringify(body)} → ${response.status}; document: ${documented.valid ? "valid" : documented.errors}`;
          if (documented.valid) expect([201, 409], label).toContain(response.status);
          else expect(response.status, label).toBe(400);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT,
  );
});

// ── Queries generated from the OpenAPI document ─────────────────────────────────────────────────────────────

type QueryParameter = { name: string; in: string; schema: JsonSchemaNode };

/**
 * A query string for a read: each documented parameter left out or sent once, mostly with a value its schema
 * allows (and the hints, values of the bakery's data), sometimes with any value.
 */
function queryFor(path: string, hints: Record<string, readonly string[]> = {}): fc.Arbitrary<Record<string, string>> {
  const op = openApi().doc.paths[path]!.get as unknown as { parameters?: QueryParameter[] };
  const params = (op.parameters ?? []).filter((p) => p.in === "query");
  const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  const fields = params.map((p) => {
    const validate = validatorOf(p.schema);
    const any = valueFor(p.schema).map(asText);
    const valid = fc.oneof(
      any.filter((v) => validate(v)),
      ...(hints[p.name] ? [fc.constantFrom(...hints[p.name]!)] : []),
    );
    return [p.name, fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: any })] as const;
  });
  return fc.record(Object.fromEntries(fields), { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

/** True when every parameter of the query is one the document lists, with a value its schema allows. */
function queryIsDocumented(path: string, query: Record<string, string>): { valid: boolean; errors: string } {
  const op = openApi().doc.paths[path]!.get as unknown as { parameters?: QueryParameter[] };
  for (const [name, value] of Object.entries(query)) {
    const p = op.parameters?.find((x) => x.in === "query" && x.name === name);
    if (!p) return { valid: false, errors: `${name} is not listed` };
    if (!validatorOf(p.schema)(value)) return { valid: false, errors: `${name}=${JSON.stringify(value)}` };
  }
  return { valid: true, errors: "" };
}

describe("queries generated from the OpenAPI document", () => {
  const DAYS = ["2026-01-01", "2026-02-28", "2026-03-31", "2025-12-01", "2024-02-29", ""];
  /** Refusals of a query the document allows, for what no schema can compare: two dates with each other. */
  const RANGE = [/^from must not be after to\.$/, /^The range must not be longer than/];
  const READS: { path: string; hints: Record<string, readonly string[]>; refusals: readonly RegExp[] }[] = [
    { path: "/api/orders", hints: { day: DAYS, page: ["1", "2", "999999"], q: ["Asha", ""] }, refusals: [] },
    { path: "/api/insights", hints: { from: DAYS, to: DAYS }, refusals: RANGE },
  ];

  it(
    "are answered exactly when the document allows them: a filter it does not take is a 400, never the whole list",
    async () => {
      let valid = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...READS)
            .chain((read) => fc.record({ read: fc.constant(read), query: queryFor(read.path, read.hints) })),
          async ({ read, query }) => {
            const documented = queryIsDocumented(read.path, query);
            const url = `${BASE}${read.path}?${new URLSearchParams(query).toString()}`;
            const response = await dispatch(new Request(url, { headers: authorization() }));
            const answer = (await response.clone().json()) as { message?: string };
            const label = `GET ${read.path} ${JSON.stringify(query)} → ${response.status} ${answer.message ?? ""}; document: ${documented.valid ? "valid" : documented.errors}`;
            if (documented.valid) {
              valid++;
              if (response.status === 400 && read.refusals.some((r) => r.test(answer.message ?? ""))) return;
              expect(response.status, label).toBe(200);
            } else {
              refused++;
              expect(response.status, label).toBe(400);
            }
          },
        ),
        { numRuns: RUNS * 2, seed: Number(process.env.FC_SEED ?? 20_261_128) },
      );
      expect(valid).toBeGreaterThan(RUNS / 4);
      expect(refused).toBeGreaterThan(RUNS / 10);
    },
    FUZZ_TIMEOUT,
  );
});

describe("fuzzing every read route", () => {
  it(
    "never answers a 5xx; unknown or malformed ids are 404 { message }",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc
              .tuple(fc.constantFrom("/api/products/", "/api/video/"), pathSegment)
              .map(([p, id]) => ({ url: p + enc(id), notFound: true })),
            fc
              .tuple(fc.constantFrom("/api/", "/api/products/search/", "/api/offerings/x/y/"), pathSegment)
              .map(([p, rest]) => ({
                url: p + enc(rest),
                notFound: true,
              })),
          ),
          fc.constantFrom("GET", "HEAD"),
          fc.option(fc.constantFrom('"x"', "*", 'W/"abc", "def"', "\u0000"), { nil: undefined }),
          async ({ url, notFound }, method, ifNoneMatch) => {
            const headers: Record<string, string> =
              ifNoneMatch !== undefined && /^[\x20-\x7e]*$/.test(ifNoneMatch) ? { "if-none-match": ifNoneMatch } : {};
            const response = await dispatch(new Request(BASE + url, { method, headers }));
            const label = `${method} ${url.slice(0, 80)}`;
            expect(response.status, label).toBeLessThan(500);
            if (notFound) {
              expect(response.status, label).toBe(404);
              if (method === "GET") await expectClientError(response, label);
            } else if (response.status !== 304) {
              expect(response.status, label).toBe(200);
              if (method === "GET") expect(Array.isArray(await response.json()) || url.includes("openapi")).toBe(true);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe("fuzzing query parameters", () => {
  it(
    "never answers a 5xx: every list answers 200 with an array",
    async () => {
      const value = fc.oneof({ weight: 4, arbitrary: oddUnicode }, anyText, malformedId, invalidText);
      const target = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(["/api/products", "category"], ["/api/products/search", "query"]) },
        fc.tuple(
          fc.constantFrom("/api/offerings", "/api/banner", "/api/video", "/api/products", "/api/products/search"),
          fc.constantFrom("page", "", "category", "query"),
        ),
      );
      await fc.assert(
        fc.asyncProperty(target, value, fc.boolean(), async ([p, key], v, repeat) => {
          const url = `${p}?${key}=${enc(v)}${repeat ? `&${key}=${enc(v)}` : ""}`;
          const response = await dispatch(new Request(BASE + url));
          expect(response.status, url).toBe(200);
          expect(Array.isArray(await response.json()), url).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe("odd Unicode in otherwise valid input", () => {
  const names = ["a\u0000b", "Crois\u0000sant", "\ud800Loaf", "\u202eekac\u202c", "🥐 Viennoiserie", "e\u0301clair"];

  it("is either stored faithfully (201) or refused with a 4xx; NUL, which PostgreSQL cannot store, is a 400", async () => {
    for (const name of names) {
      const before = await snapshot();
      const response = await dispatch(
        new Request(`${BASE}/api/offerings`, {
          method: "POST",
          headers: { ...authorization(), "content-type": "application/json" },
          body: JSON.stringify({ name }),
        }),
      );
      expect(response.status, JSON.stringify(name)).toBeLessThan(500);
      if (name.includes("\u0000")) {
        await expectClientError(response, JSON.stringify(name));
        expect(await snapshot()).toBe(before);
      }
    }
    const body = form({ title: "Tart\u0000", price: "10", description: "Fine.", category: "pastries" });
    const product = await dispatch(
      new Request(`${BASE}/api/products`, { method: "POST", headers: authorization(), body }),
    );
    await expectClientError(product, "product title with NUL");
  });

  it("NUL in an otherwise valid public write is a 4xx that stores nothing and queues no e-mail", async () => {
    const bodies: [string, Record<string, unknown>][] = [
      ["/api/subscribe", { email: "a\u0000b@example.com" }],
      ["/api/subscribe/verify", { email: "a\u0000b@example.com", code: "123456" }],
      [
        "/api/contact",
        { fullName: "Nu\u0000l", email: "n@example.com", subject: "General Inquiry", message: "Hello there." },
      ],
      [
        "/api/contact",
        { fullName: "Null", email: "n@example.com", subject: "General Inquiry", message: "Hello\u0000 there." },
      ],
      [
        "/api/partner-contact",
        {
          fullName: "Null",
          email: "n@example.com",
          companyName: "Co\u0000",
          partnershipType: "Reseller",
          message: "Let us work together.",
        },
      ],
    ];
    for (const [url, body] of bodies) {
      const before = await snapshot();
      const response = await dispatch(
        new Request(BASE + url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
      await expectClientError(response, `${url} ${JSON.stringify(body)}`);
      expect(await snapshot(), url).toBe(before);
    }
  });

  it("in query parameters never causes a 5xx", async () => {
    for (const url of [
      "/api/products?category=%00",
      "/api/products?category=a%00b",
      "/api/products/search?query=%00",
      "/api/products/search?query=cr%00ois",
      "/api/products/search?query=%ED%A0%80",
    ]) {
      const response = await dispatch(new Request(BASE + url));
      expect(response.status, url).toBe(200);
      const body = (await response.json()) as unknown[];
      // No stored text can contain a NUL, so a category with one matches nothing; search drops it from the query.
      if (url.includes("category")) expect(body).toEqual([]);
      else expect(Array.isArray(body)).toBe(true);
    }
  });
});

// ── The HTML form actions: the public forms and the admin forms get the same hostile bodies: wrong
// content types, broken multipart, oversized and odd fields. Never an answer >= 500 (nor a thrown error), and a
// refusal (>= 400) leaves the database and the files as they were.

type ActionFn = (args: never) => unknown;
type FormTarget = { label: string; path: string; action: ActionFn; params?: Record<string, string>; admin?: boolean };

/** Fields the forms read, with hostile values (any mix; an invalid one makes the whole form invalid). */
const formFieldNames = fc.constantFrom(
  "fullName",
  "email",
  "phone",
  "subject",
  "message",
  "companyName",
  "partnershipType",
  "website",
  "intent",
  "code",
  "source",
  "weight",
  "height",
  "age",
  "gender",
  "activity",
  "goal",
  "username",
  "password",
  "token",
  "name",
  "id",
  "title",
  "price",
  "description",
  "category",
  "device",
  "confirmed",
  "returnTo",
  "csrf",
  "removeImages",
  "order:x",
  "List-Unsubscribe",
);
const hostileValue = fc.oneof(
  anyText,
  invalidText,
  fc.constantFrom(
    "verify",
    "subscribe",
    "add-offering",
    "delete-offering",
    "update-product",
    "delete-product",
    "One-Click",
    "",
    "yes",
  ),
);

const formBody: fc.Arbitrary<Body> = fc.oneof(
  junkBody,
  fc.array(fc.tuple(formFieldNames, hostileValue), { maxLength: 6 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v);
    return {
      contentType: "application/x-www-form-urlencoded",
      body: params.toString(),
      note: `form ${params.toString().slice(0, 60)}`,
    };
  }),
  fc
    .array(fc.tuple(formFieldNames, fc.oneof(hostileValue, fakeImage)), { maxLength: 4 })
    .map((pairs) => multipart(pairs)),
  fc.constant<Body>({
    contentType: "application/x-www-form-urlencoded",
    body: `message=${"x".repeat(70_000)}`,
    note: "form over 64 kB",
  }),
  fc.constant<Body>({
    contentType: "application/x-www-form-urlencoded",
    body: "%%%&&&==&%ZZ=%",
    note: "broken percent-encoding",
  }),
);

/** The status of an action's result: a Response, a data() result, or plain data (200). */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  if (typeof result === "object" && result !== null && (result as { type?: string }).type === "DataWithResponseInit") {
    return (result as { init: ResponseInit | null }).init?.status ?? 200;
  }
  return 200;
}

describe("fuzzing the HTML form actions", () => {
  it(
    "never answers >= 500, and a refusal leaves the database and the files untouched",
    async () => {
      const { action: contactPage } = await import("#app/routes/public/contact-support");
      const { action: partnerPage } = await import("#app/routes/public/partner-with-us");
      const { action: subscribePage } = await import("#app/routes/public/subscribe");
      const { action: unsubscribePage } = await import("#app/routes/public/unsubscribe");
      const { action: knowYourself } = await import("#app/routes/public/know-yourself");
      const { action: login } = await import("#app/routes/admin/login");
      const { action: logout } = await import("#app/routes/admin/logout");
      const { action: dashboard } = await import("#app/routes/admin/dashboard");
      const { action: offerings } = await import("#app/routes/admin/offerings");
      const { action: offeringForm } = await import("#app/routes/admin/offering-form");
      const { action: productAdd } = await import("#app/routes/admin/product-add");
      const { action: productEdit } = await import("#app/routes/admin/product-edit");
      const { action: productDelete } = await import("#app/routes/admin/product-delete");
      const { action: banners } = await import("#app/routes/admin/banners");
      const { action: videos } = await import("#app/routes/admin/videos");
      const { action: videoEdit } = await import("#app/routes/admin/video-edit");
      const { action: videoUpload } = await import("#app/routes/admin/video-upload");
      const { action: sendMessage } = await import("#app/routes/admin/send-message");
      const { ADMIN_PREFIX } = await import("#app/server/platform/admin-prefix.server");
      const { signIn } = await import("#tests/helpers/admin");
      const { context } = await import("#tests/helpers/requests");
      const admin = await signIn();

      const targets: FormTarget[] = [
        { label: "contact-support", path: "/contact-support", action: contactPage },
        { label: "partner-with-us", path: "/partner-with-us", action: partnerPage },
        { label: "subscribe", path: "/subscribe", action: subscribePage },
        { label: "subscribe ?intent=verify", path: "/subscribe?intent=verify", action: subscribePage },
        { label: "unsubscribe", path: "/unsubscribe?token=nope", action: unsubscribePage },
        { label: "know-yourself", path: "/know-yourself", action: knowYourself },
        { label: "know-yourself.data", path: "/know-yourself.data", action: knowYourself },
        { label: "login", path: `${ADMIN_PREFIX}/login`, action: login },
        { label: "dashboard", path: `${ADMIN_PREFIX}?index`, action: dashboard, admin: true },
        { label: "offerings", path: `${ADMIN_PREFIX}/offerings`, action: offerings, admin: true },
        {
          label: "offering add",
          path: `${ADMIN_PREFIX}/offerings/pastries/add`,
          action: offeringForm,
          params: { slug: "pastries" },
          admin: true,
        },
        { label: "product add", path: `${ADMIN_PREFIX}/product/add`, action: productAdd, admin: true },
        {
          label: "product edit",
          path: `${ADMIN_PREFIX}/product/${ids.product}/update`,
          action: productEdit,
          params: { id: ids.product },
          admin: true,
        },
        {
          label: "product delete",
          path: `${ADMIN_PREFIX}/product/${ids.product}/delete`,
          action: productDelete,
          params: { id: ids.product },
          admin: true,
        },
        { label: "banners", path: `${ADMIN_PREFIX}/banner-management`, action: banners, admin: true },
        { label: "videos", path: `${ADMIN_PREFIX}/view-videos`, action: videos, admin: true },
        {
          label: "video edit",
          path: `${ADMIN_PREFIX}/videos/edit/${ids.video}`,
          action: videoEdit,
          params: { id: ids.video },
          admin: true,
        },
        { label: "video upload", path: `${ADMIN_PREFIX}/videos/upload`, action: videoUpload, admin: true },
        { label: "send message", path: `${ADMIN_PREFIX}/send-message`, action: sendMessage, admin: true },
        { label: "logout", path: `${ADMIN_PREFIX}/logout`, action: logout },
      ];

      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          formBody,
          fc.constantFrom("session+csrf", "session", "anonymous"),
          async (target, body, who) => {
            const headers = new Headers({ origin: BASE });
            if (target.admin && who !== "anonymous") headers.set("cookie", admin.cookie);
            if (body.contentType) headers.set("content-type", body.contentType);
            let payload = body.body ?? null;
            // With the right token, the admin forms get past CSRF and reach their validation.
            if (
              target.admin &&
              who === "session+csrf" &&
              body.contentType === "application/x-www-form-urlencoded" &&
              typeof payload === "string"
            ) {
              payload = `csrf=${encodeURIComponent(admin.csrf)}&${payload}`;
            }
            const label = `${target.label} ${body.note} ${who}`;
            const before = await snapshot();
            let result: unknown;
            try {
              result = await (target.action as (args: unknown) => Promise<unknown>)({
                request: new Request(BASE + target.path, { method: "POST", headers, body: payload }),
                params: target.params ?? {},
                context: context("198.51.100.9"),
              });
            } catch (thrown) {
              if (!(thrown instanceof Response)) throw new Error(`${label}: threw ${String(thrown)}`);
              result = thrown;
            }
            const status = statusOf(result);
            expect(status, label).toBeLessThan(500);
            if (status >= 400) expect(await snapshot(), label).toBe(before);
          },
        ),
        { numRuns: Math.max(40, Math.floor(RUNS / 2)) },
      );
    },
    FUZZ_TIMEOUT,
  );
});
