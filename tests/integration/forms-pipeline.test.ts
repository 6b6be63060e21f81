// The public form pipeline (app/server/forms): one outcome per submission whatever the body's kind, the rate
// limit before the body is read, the honeypot storing nothing (the cake order form's too), and the /subscribe
// action's two renderings of a verified code (a redirect for a plain form post, the answer itself for the
// widget's fetcher).
import { vi } from "vitest";
vi.hoisted(() => {
  process.env.RATE_LIMIT_PUBLIC = "2";
});
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { call, isDataResult, latestCode, SAMPLE_CONTACT, SAMPLE_PARTNER } from "#tests/helpers/forms";
import { postForm } from "#tests/helpers/requests";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { CONTACT_TEXT } from "#app/lib/validation/contact";
import { PARTNER_TEXT } from "#app/lib/validation/partner";
import { SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe";
import { action as subscribePage } from "#app/routes/public/subscribe";
import { submitContact } from "#app/server/forms/contact.server";
import { newsletterForm, requestCode } from "#app/server/forms/newsletter.server";
import { submitOrderForm } from "#app/server/forms/orders.server";
import { submitPartner } from "#app/server/forms/partner.server";
import type { BodyRead, RawInput } from "#app/server/forms/pipeline.server";

let n = 0;
const freshIp = () => `198.51.100.${++n}`;

/** A body reader that counts its calls. */
function reader(input: RawInput) {
  const read = async (): Promise<BodyRead> => {
    read.calls++;
    return { ok: true, input };
  };
  read.calls = 0;
  return read;
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

beforeEach(resetDatabase);

describe("one outcome for both kinds of input", () => {
  it("contact: the same field errors in the required order from a form and from JSON", async () => {
    const bad = { fullName: "", email: "nope", phone: "", subject: "", message: "" };
    const fromForm = await submitContact(freshIp(), reader(formOf(bad)));
    const fromJson = await submitContact(freshIp(), reader(bad));
    expect(fromForm.outcome).toEqual(fromJson.outcome);
    expect(fromForm.outcome).toMatchObject({ kind: "invalid", status: 400, message: CONTACT_TEXT.fullNameRequired });
    const errors = fromForm.outcome.kind === "invalid" ? fromForm.outcome.errors : [];
    expect(errors[0]).toBe(CONTACT_TEXT.fullNameRequired);
    expect(errors).toContain(CONTACT_TEXT.subjectRequired);
    expect(errors.at(-1)).toBe(CONTACT_TEXT.messageRequired);
  });

  it("partner: ok with the thanks, stored once", async () => {
    const { outcome } = await submitPartner(freshIp(), reader(formOf(SAMPLE_PARTNER)));
    expect(outcome).toEqual({ kind: "ok", status: 201, message: PARTNER_TEXT.success, counts: "partner" });
    expect(await (await db()).partnerEnquiry.count()).toBe(1);
  });

  it("a tripped honeypot answers like success and stores nothing", async () => {
    const { outcome } = await submitContact(freshIp(), reader({ ...SAMPLE_CONTACT, [HONEYPOT_FIELD]: "bot" }));
    expect(outcome).toEqual({ kind: "honeypot", status: 201, message: CONTACT_TEXT.success });
    expect(await (await db()).contactMessage.count()).toBe(0);
  });
});

describe("the rate limit", () => {
  it("comes before the body: over it, the body is never read", async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) expect((await requestCode(ip, reader({ email: "" }))).outcome.kind).toBe("invalid");
    const read = reader({ email: "late@example.com" });
    const { outcome, input } = await requestCode(ip, read);
    expect(outcome).toMatchObject({ kind: "rate-limited", status: 429 });
    expect(outcome.kind === "rate-limited" && outcome.retryAfterSeconds).toBeGreaterThan(0);
    expect(read.calls).toBe(0);
    expect(input).toEqual({});
  });

  it("a code posted to the page without ?intent=verify still counts against the code's own bucket", async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      await newsletterForm(ip, "verify", reader(formOf({ intent: "verify", email: "a@example.com", code: "" })));
    const result = await newsletterForm(
      ip,
      "subscribe",
      reader(formOf({ intent: "verify", email: "a@example.com", code: "123456" })),
    );
    expect(result.intent).toBe("verify");
    expect(result.outcome.kind).toBe("rate-limited");
  });

  it("an unreadable body is refused on the first step", async () => {
    const result = await newsletterForm(freshIp(), "verify", async () => ({
      ok: false,
      status: 415,
      message: "wrong type",
    }));
    expect(result).toMatchObject({
      intent: "subscribe",
      outcome: { kind: "refused", status: 415, message: "wrong type" },
    });
  });
});

describe("the cake order form, on the same pipeline", () => {
  it("a bot is answered as if its order were placed (no cookie, nothing stored); over the limit the body is never read", async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) {
      const trapped = await submitOrderForm(
        ip,
        postForm("/order-a-cake", { name: "Bot", [HONEYPOT_FIELD]: "x" }),
        null,
      );
      expect(trapped.outcome).toMatchObject({ kind: "placed", status: 201, token: null });
      expect(trapped.outcome.kind === "placed" && trapped.outcome.reference).toMatch(/^SB-\d{2}-0000$/);
      expect(trapped.setCookie).toBeNull();
    }
    expect(await (await db()).order.count()).toBe(0);
    const late = postForm("/order-a-cake", { name: "Late" });
    const { outcome } = await submitOrderForm(ip, late, null);
    expect(outcome).toMatchObject({ kind: "rate-limited", status: 429 });
    expect(late.bodyUsed).toBe(false);
  });
});

describe("the /subscribe action renders a verified code", () => {
  async function pendingCode(email: string) {
    const asked = await call(subscribePage, postForm("/subscribe", { intent: "subscribe", email }), freshIp());
    expect(isDataResult(asked) && asked.data).toMatchObject({ step: "verify", tone: "success", status: 200 });
    return latestCode(email);
  }

  it("as a redirect with the flash for a plain form post", async () => {
    const email = "plain@example.com";
    const code = await pendingCode(email);
    const answer = await call(
      subscribePage,
      postForm("/subscribe?intent=verify", { intent: "verify", email, code }),
      freshIp(),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
  });

  it("as the answer itself for the widget's fetcher (reply=inline), which stays on its page", async () => {
    const email = "inline@example.com";
    const code = await pendingCode(email);
    const answer = await call(
      subscribePage,
      postForm("/subscribe?intent=verify", { intent: "verify", email, code, reply: "inline" }),
      freshIp(),
    );
    expect(isDataResult(answer)).toBe(true);
    expect(isDataResult(answer) && answer.data).toMatchObject({
      step: "verified",
      tone: "success",
      message: SUBSCRIBE_TEXT.verified,
      status: 200,
    });
    expect(isDataResult(answer) && answer.init?.status).toBe(200);
  });

  it("an address already verified is a 409 the widget can tell apart", async () => {
    const email = "twice@example.com";
    const code = await pendingCode(email);
    await call(
      subscribePage,
      postForm("/subscribe?intent=verify", { intent: "verify", email, code, reply: "inline" }),
      freshIp(),
    );
    const again = await call(
      subscribePage,
      postForm("/subscribe", { intent: "subscribe", email, reply: "inline" }),
      freshIp(),
    );
    expect(isDataResult(again) && again.data).toMatchObject({
      step: "email",
      tone: "error",
      message: SUBSCRIBE_TEXT.alreadySubscribed,
      status: 409,
    });
  });
});
