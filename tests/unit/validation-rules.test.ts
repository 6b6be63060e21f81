// The browser's plain checks (rules.ts, partner.ts) and the server's Zod schemas are one source: the schemas are
// built from the rules. These tests feed both the same inputs and expect the same messages and values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactInput } from "#app/lib/validation/contact";
import { partnerRules, validatePartner } from "#app/lib/validation/partner";
import { partnerInput } from "#app/lib/validation/partner-schema";
import { emailRule, requiredTextRule } from "#app/lib/validation/rules";
import { senderRules } from "#app/lib/validation/sender";
import { emailField } from "#app/lib/validation/subscribe";
import { requiredText } from "#app/lib/validation/text";

type Outcome = { ok: true; value: unknown } | { ok: false; message: string };

function viaZod(schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } }, value: unknown): Outcome {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error!.issues[0]!.message };
}

const samples: unknown[] = [
  undefined, null, 42, "", "   ", "a", " Asha ", "x".repeat(200), "x".repeat(201), "bad\u0000text", "two\r\nlines", "tab\there", "a\u2028b", "a@b.in", " Asha@Cafe.EXAMPLE ",
  "not an email", "a@b", "https://example.com", "example.com", "1234567890", "98765 43210", "Reseller", "Franchise",
];

describe("the Zod schemas run exactly the plain rules", () => {
  it("requiredText and requiredTextRule agree, single-line and multi-line", () => {
    for (const multiline of [false, true]) {
      const rule = requiredTextRule("Title", 200, { multiline });
      const schema = requiredText("Title", 200, { multiline });
      for (const value of samples) expect(viaZod(schema, value), JSON.stringify(value)).toEqual(rule.check(value));
    }
  });

  it("emailField and emailRule agree", () => {
    const rule = emailRule("Email is required.", "Please enter a valid email address.");
    const schema = emailField("Email is required.", "Please enter a valid email address.");
    for (const value of samples) expect(viaZod(schema, value), JSON.stringify(value)).toEqual(rule.check(value));
  });

  it("every partner field: the OpenAPI schema's answer is the browser check's answer", () => {
    for (const [field, rule] of Object.entries(partnerRules)) {
      const schema = partnerInput.shape[field as keyof typeof partnerInput.shape];
      for (const value of samples) {
        if (value === undefined && (field === "phone" || field === "website")) continue; // optional keys
        expect(viaZod(schema, value), `${field} ${JSON.stringify(value)}`).toEqual(rule.check(value));
      }
    }
  });

  it("the contact schema's sender fields are the partner form's sender rules", () => {
    for (const field of ["fullName", "email"] as const) {
      for (const value of samples) expect(viaZod(contactInput.shape[field], value)).toEqual(senderRules[field].check(value));
    }
  });

  it("validatePartner (browser and server) accepts exactly what the schema accepts, for any strings", () => {
    const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("", " ", "Reseller", "a@b.in", "https://x.in", "1234567890"));
    fc.assert(
      fc.property(
        fc.record({ fullName: text, email: text, companyName: text, partnershipType: text, phone: text, website: text, message: text }),
        (raw) => {
          const plain = validatePartner(raw);
          const zod = partnerInput.safeParse(raw);
          expect(plain.success).toBe(zod.success);
          if (plain.success && zod.success) expect(plain.data).toEqual(zod.data);
        },
      ),
    );
  });
});
