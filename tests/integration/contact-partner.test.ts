// Contact and partner forms: POST /api/contact, /api/partner-contact and the two pages' actions, with
// OWNER_EMAIL set so each stored message also queues a notification e-mail. Rate limit 4 per minute here.
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.RATE_LIMIT_PUBLIC = "4";
  process.env.OWNER_EMAIL = "owner@slicebakery.example";
});
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { call, isDataResult, REFUSED_EMAILS, SAMPLE_CONTACT, SAMPLE_PARTNER } from "#tests/helpers/forms";
import { postForm, sendJson } from "#tests/helpers/requests";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { CONTACT_TEXT } from "#app/lib/validation/contact";
import { PARTNER_TEXT } from "#app/lib/validation/partner";
import { action as contactApi } from "#app/routes/api/contact";
import { action as partnerApi } from "#app/routes/api/partner-contact";
import { action as contactPage, headers as contactPageHeaders } from "#app/routes/public/contact-support";
import { action as partnerPage, headers as partnerPageHeaders } from "#app/routes/public/partner-with-us";
import { multiLineMessage, singleLineMessage } from "#app/lib/validation/text";
import { invisibleMessage } from "#app/lib/validation/rules";
import type { HeaderText } from "#app/server/email/headers.server";
import { createContactMessage, createPartnerEnquiry } from "#app/server/models/messages.server";
import { claimDueEmails, enqueueEmail } from "#app/server/models/outbox.server";

let n = 0;
const freshIp = () => `192.0.2.${++n}`;

const contact = SAMPLE_CONTACT;
const partner = SAMPLE_PARTNER;

async function api(fn: Parameters<typeof call>[0], path: string, body: unknown, ip = freshIp()) {
  const res = (await call(fn, sendJson(path, body), ip)) as Response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

beforeEach(resetDatabase);

describe("POST /api/contact", () => {
  it("stores the message and queues the owner notification (201)", async () => {
    expect(await api(contactApi, "/api/contact", contact)).toEqual(
      expect.objectContaining({ status: 201, body: { message: CONTACT_TEXT.success } }),
    );
    const rows = await (await db()).contactMessage.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: "Meera Joshi",
      email: "meera@example.com",
      phone: null,
      subject: "Product Feedback",
    });
    const mail = await (await db()).outboxEmail.findMany();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "contact-notification", to: "owner@slicebakery.example" });
    expect(mail[0]!.text).toContain("The multigrain loaf is wonderful.");
  });

  it("answers 400 with the field messages for missing fields or a bad e-mail, storing nothing", async () => {
    expect(await api(contactApi, "/api/contact", {})).toMatchObject({
      status: 400,
      body: {
        message: CONTACT_TEXT.fullNameRequired,
        errors: [
          CONTACT_TEXT.fullNameRequired,
          CONTACT_TEXT.emailRequired,
          CONTACT_TEXT.subjectRequired,
          CONTACT_TEXT.messageRequired,
        ],
      },
    });
    expect(await api(contactApi, "/api/contact", { ...contact, email: "meera-at-example" })).toMatchObject({
      status: 400,
      body: { message: CONTACT_TEXT.emailInvalid },
    });
    expect(await api(contactApi, "/api/contact", { ...contact, subject: "Complaint" })).toMatchObject({ status: 400 });
    expect((await api(contactApi, "/api/contact", "[1,2")).status).toBe(400);
    expect(await (await db()).contactMessage.count()).toBe(0);
    expect(await (await db()).outboxEmail.count()).toBe(0);
  });

  it("drops a honeypot submission with the normal answer", async () => {
    expect(await api(contactApi, "/api/contact", { ...contact, [HONEYPOT_FIELD]: "buy pills" })).toMatchObject({
      status: 201,
    });
    expect(await (await db()).contactMessage.count()).toBe(0);
    expect(await (await db()).outboxEmail.count()).toBe(0);
  });

  it("answers 429 with Retry-After over the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await api(contactApi, "/api/contact", contact, ip)).status).toBe(201);
    const over = await api(contactApi, "/api/contact", contact, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await (await db()).contactMessage.count()).toBe(4);
  });
});

describe("POST /api/partner-contact", () => {
  it("stores the enquiry and notifies the owner (201)", async () => {
    expect(await api(partnerApi, "/api/partner-contact", partner)).toEqual(
      expect.objectContaining({ status: 201, body: { message: PARTNER_TEXT.success } }),
    );
    expect(await (await db()).partnerEnquiry.findFirst()).toMatchObject({
      companyName: "Cafe Rao",
      partnershipType: "Reseller",
    });
    expect(await (await db()).outboxEmail.findFirst()).toMatchObject({ kind: "partner-notification" });
  });

  it("answers 400 with the errors in the required order and texts", async () => {
    const res = await api(partnerApi, "/api/partner-contact", {
      ...partner,
      message: " too short ",
      partnershipType: "",
      phone: "12-34",
      website: "cafe dot example",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      PARTNER_TEXT.messageTooShort,
      PARTNER_TEXT.typeRequired,
      PARTNER_TEXT.phoneInvalid,
      PARTNER_TEXT.websiteInvalid,
    ]);
    expect(await api(partnerApi, "/api/partner-contact", { ...partner, website: "ftp//x" })).toMatchObject({
      status: 400,
      body: { errors: [PARTNER_TEXT.websiteInvalid] },
    });
    expect(await api(partnerApi, "/api/partner-contact", { ...partner, email: "" })).toMatchObject({
      status: 400,
      body: { errors: [PARTNER_TEXT.emailRequired] },
    });
    expect(await (await db()).partnerEnquiry.count()).toBe(0);
  });

  it("honeypot and rate limit", async () => {
    expect(await api(partnerApi, "/api/partner-contact", { ...partner, [HONEYPOT_FIELD]: "1" })).toMatchObject({
      status: 201,
    });
    expect(await (await db()).partnerEnquiry.count()).toBe(0);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await api(partnerApi, "/api/partner-contact", { ...partner, message: "short" }, ip);
    expect((await api(partnerApi, "/api/partner-contact", partner, ip)).status).toBe(429);
    expect(await (await db()).partnerEnquiry.count()).toBe(0);
  });
});

describe("the pages' actions (no JavaScript)", () => {
  it("contact: PRG (flash, see public-flash.test.ts) on success, 400 with the message and the values on error, 429 over the limit", async () => {
    const ok = (await call(contactPage, postForm("/contact-support", contact), freshIp())) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/contact-support");
    expect(await (await db()).contactMessage.count()).toBe(1);

    const bad = await call(contactPage, postForm("/contact-support", { ...contact, email: "" }), freshIp());
    expect(isDataResult(bad) && bad.init?.status).toBe(400);
    expect(isDataResult(bad) && bad.data).toMatchObject({
      message: CONTACT_TEXT.emailRequired,
      values: { fullName: "Meera Joshi" },
    });

    const ip = freshIp();
    for (let i = 0; i < 4; i++) await call(contactPage, postForm("/contact-support", contact), ip);
    const over = await call(contactPage, postForm("/contact-support", contact), ip);
    expect(isDataResult(over) && over.init?.status).toBe(429);
    expect(isDataResult(over) && over.data.message).toMatch(/too many requests/i);
    // React Router takes the page's headers from its headers() export: the action's Retry-After must pass through.
    const pageHeaders = new Headers(
      contactPageHeaders({
        actionHeaders: new Headers(isDataResult(over) ? over.init?.headers : undefined),
        loaderHeaders: new Headers(),
      }),
    );
    expect(pageHeaders.get("retry-after")).toMatch(/^\d+$/);
    expect(pageHeaders.get("cache-control")).toBe("private, no-store");
  });

  // What the page shows is the action's data: the message at the top and `fields` under each field.
  it.each([
    ...REFUSED_EMAILS.map(({ label, email }) => ({
      label: `e-mail, ${label}`,
      field: "email",
      value: email,
      message: CONTACT_TEXT.emailInvalid,
    })),
    {
      label: "name with an RTL override",
      field: "fullName",
      value: "Ann\u202Enhoj",
      message: invisibleMessage("Full Name"),
    },
    {
      label: "name only a zero-width space",
      field: "fullName",
      value: "\u200B",
      message: invisibleMessage("Full Name"),
    },
  ])(
    "contact: refuses $label with the field's message, storing and queueing nothing",
    async ({ field, value, message }) => {
      const res = await call(contactPage, postForm("/contact-support", { ...contact, [field]: value }), freshIp());
      expect(isDataResult(res) && res.init?.status).toBe(400);
      expect(isDataResult(res) && res.data).toMatchObject({ message, fields: { [field]: message } });
      expect(await (await db()).contactMessage.count()).toBe(0);
      expect(await (await db()).outboxEmail.count()).toBe(0);
    },
  );

  it("partner: 429 over the limit, with Retry-After on the page", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await call(partnerPage, postForm("/partner-with-us", partner), ip);
    const over = await call(partnerPage, postForm("/partner-with-us", partner), ip);
    expect(isDataResult(over) && over.init?.status).toBe(429);
    const pageHeaders = new Headers(
      partnerPageHeaders({
        actionHeaders: new Headers(isDataResult(over) ? over.init?.headers : undefined),
        loaderHeaders: new Headers(),
      }),
    );
    expect(pageHeaders.get("retry-after")).toMatch(/^\d+$/);
    expect(pageHeaders.get("cache-control")).toBe("private, no-store");
  });

  it("partner: PRG on success, ordered errors on failure, honeypot dropped", async () => {
    const ok = (await call(partnerPage, postForm("/partner-with-us", partner), freshIp())) as Response;
    expect(ok.headers.get("location")).toBe("/partner-with-us");
    const bad = await call(
      partnerPage,
      postForm("/partner-with-us", { ...partner, message: "hi", phone: "1" }),
      freshIp(),
    );
    expect(isDataResult(bad) && bad.init?.status).toBe(400);
    expect(isDataResult(bad) && bad.data.errors).toEqual([PARTNER_TEXT.messageTooShort, PARTNER_TEXT.phoneInvalid]);
    const bot = (await call(
      partnerPage,
      postForm("/partner-with-us", { ...partner, [HONEYPOT_FIELD]: "x" }),
      freshIp(),
    )) as Response;
    expect(bot.status).toBe(303);
    expect(await (await db()).partnerEnquiry.count()).toBe(1);
  });
});

describe("control characters (CR/LF must not reach an e-mail header)", () => {
  const injected = "Eve\r\nBcc: spy@evil.example";

  it("POST /api/contact refuses CR LF in the full name with the field error, storing and queueing nothing", async () => {
    const res = await api(contactApi, "/api/contact", { ...contact, fullName: injected });
    expect(res).toMatchObject({
      status: 400,
      body: { message: singleLineMessage("Full Name"), errors: [singleLineMessage("Full Name")] },
    });
    for (const [field, label] of [
      ["phone", "Phone Number"],
      ["fullName", "Full Name"],
    ] as const) {
      for (const bad of ["a\u0007b", "a\tb", "a\u0085b", "a\u2028b", "a\u007fb"]) {
        expect(await api(contactApi, "/api/contact", { ...contact, [field]: bad }), JSON.stringify(bad)).toMatchObject({
          status: 400,
          body: { message: singleLineMessage(label) },
        });
      }
    }
    expect(await api(contactApi, "/api/contact", { ...contact, email: "a\u0001b@example.com" })).toMatchObject({
      status: 400,
      body: { message: CONTACT_TEXT.emailInvalid },
    });
    expect(await (await db()).contactMessage.count()).toBe(0);
    expect(await (await db()).outboxEmail.count()).toBe(0);
  });

  it("a message keeps its line breaks (CR LF stored as LF) and tabs, and refuses other control characters", async () => {
    expect(
      (await api(contactApi, "/api/contact", { ...contact, message: "Line one\r\nLine two\r\tindented" })).status,
    ).toBe(201);
    expect((await (await db()).contactMessage.findFirstOrThrow()).message).toBe("Line one\nLine two\n\tindented");
    expect(await api(contactApi, "/api/contact", { ...contact, message: "Ring \u0007 the bell" })).toMatchObject({
      status: 400,
      body: { message: multiLineMessage("Message") },
    });
    expect(
      await api(partnerApi, "/api/partner-contact", { ...partner, message: "Escape \u001b[31m red" }),
    ).toMatchObject({
      status: 400,
      body: { errors: [multiLineMessage("Message")] },
    });
  });

  it("POST /api/partner-contact refuses control characters in the single-line fields", async () => {
    for (const [field, label] of [
      ["fullName", "Full Name"],
      ["companyName", "Company Name"],
      ["website", "Website"],
    ] as const) {
      const res = await api(partnerApi, "/api/partner-contact", {
        ...partner,
        [field]: `${partner[field]}\r\nBcc: spy@evil.example`,
      });
      expect(res, field).toMatchObject({ status: 400, body: { errors: [singleLineMessage(label)] } });
    }
    expect(await (await db()).partnerEnquiry.count()).toBe(0);
    expect(await (await db()).outboxEmail.count()).toBe(0);
  });

  it("the pages' actions show the same field error without JavaScript", async () => {
    const res = await call(contactPage, postForm("/contact-support", { ...contact, fullName: injected }), freshIp());
    expect(isDataResult(res) && res.init?.status).toBe(400);
    expect(JSON.stringify(isDataResult(res) && res.data)).toContain(singleLineMessage("Full Name"));
    const p = await call(partnerPage, postForm("/partner-with-us", { ...partner, companyName: injected }), freshIp());
    expect(isDataResult(p) && p.init?.status).toBe(400);
    expect(JSON.stringify(isDataResult(p) && p.data)).toContain(singleLineMessage("Company Name"));
    expect(await (await db()).outboxEmail.count()).toBe(0);
  });

  it("a direct model call cannot put CR or LF into a Subject or another header, whatever it is given", async () => {
    await createContactMessage({ ...contact, fullName: injected, subject: "General Inquiry", phone: undefined });
    await createPartnerEnquiry({
      ...partner,
      companyName: injected,
      partnershipType: "Reseller",
      phone: undefined,
      website: undefined,
    });
    await enqueueEmail(await db(), {
      kind: "contact-notification",
      to: "owner@slicebakery.example\r\nBcc: spy@evil.example",
      content: { subject: "Hi\r\nBcc: spy@evil.example" as HeaderText, text: "t", html: "h" },
      headers: { "List-Unsubscribe": "<https://x.example/u>\r\nBcc: spy@evil.example" },
    });
    const rows = await (await db()).outboxEmail.findMany();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      for (const value of [row.to, row.subject, ...Object.values((row.headers ?? {}) as Record<string, string>)]) {
        expect(value).not.toMatch(/[\r\n]/);
      }
    }
    expect(rows.map((r) => r.subject).sort()).toEqual([
      "Contact form: General Inquiry from Eve Bcc: spy@evil.example",
      "Hi Bcc: spy@evil.example",
      "Partnership enquiry: Reseller from Eve Bcc: spy@evil.example",
    ]);
    // And what the sender hands a transport is HeaderText as well, even for a row written behind the model's back.
    await (
      await db()
    ).outboxEmail.updateMany({ data: { subject: "Raw\r\nBcc: spy@evil.example", to: "o@x.example\nBcc: y" } });
    const claimed = await claimDueEmails(10, 60_000);
    expect(claimed).toHaveLength(3);
    for (const email of claimed) {
      expect(email.subject).toBe("Raw Bcc: spy@evil.example");
      expect(email.to).toBe("o@x.example Bcc: y");
      for (const value of Object.values(email.headers)) expect(value).not.toMatch(/[\r\n]/);
    }
  });
});
