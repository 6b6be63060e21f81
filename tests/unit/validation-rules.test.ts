// The browser's plain checks (rules.ts, partner.ts) and the server's Zod schemas are one source: the schemas are
// built from the rules. These tests feed both the same inputs and expect the same messages and values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { amountPattern, NUTRIENTS, parseAmount } from "#app/lib/nutrition";
import { contactInput } from "#app/lib/validation/contact";
import { parseDietLabels } from "#app/lib/diet";
import {
  dietLabels,
  SHOP_LINK_JSON,
  SHOP_LINKS_TEXT,
  SHOP_PLATFORMS,
  shoppingLinks,
} from "#app/lib/validation/product";
import { partnerRules, validatePartner } from "#app/lib/validation/partner";
import { partnerInput } from "#app/lib/validation/partner-schema";
import { emailRule, invisibleMessage, malformedTextMessage, requiredTextRule } from "#app/lib/validation/rules";
import { senderRules } from "#app/lib/validation/sender";
import { emailField } from "#app/lib/validation/subscribe";
import { requiredText } from "#app/lib/validation/text";

type Outcome = { ok: true; value: unknown } | { ok: false; message: string };

function viaZod(
  schema: {
    safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
  },
  value: unknown,
): Outcome {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error!.issues[0]!.message };
}

const samples: unknown[] = [
  undefined,
  null,
  42,
  "",
  "   ",
  "a",
  " Asha ",
  "x".repeat(200),
  "x".repeat(201),
  "bad\u0000text",
  "two\r\nlines",
  "tab\there",
  "a\u2028b",
  "a@b.in",
  " Asha@Cafe.EXAMPLE ",
  "not an email",
  "a@b",
  "https://example.com",
  "example.com",
  "1234567890",
  "98765 43210",
  "Reseller",
  "Franchise",
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
      for (const value of samples)
        expect(viaZod(contactInput.shape[field], value)).toEqual(senderRules[field].check(value));
    }
  });

  it("validatePartner (browser and server) accepts exactly what the schema accepts, for any strings", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("", " ", "Reseller", "a@b.in", "https://x.in", "1234567890"),
    );
    fc.assert(
      fc.property(
        fc.record({
          fullName: text,
          email: text,
          companyName: text,
          partnershipType: text,
          phone: text,
          website: text,
          message: text,
        }),
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

describe("the JSON Schema of a rule says what the rule says", () => {
  const pieces = [
    "a",
    "Z",
    "7",
    " ",
    "\t",
    "\n",
    "\r",
    "\u000B",
    "\u200B",
    "\u200F",
    "\u202E",
    "\u2060",
    "\u2067",
    "\uFEFF",
    "\u00AD",
    "\u0301",
    "\ud800",
    "\udc00",
    "\u2028",
    "\u3000",
    "é",
    "а",
    "@",
    ".",
    "-",
    "xn--",
    "com",
  ];
  const soup = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(""));

  /** What a JSON Schema string (pattern, lengths) allows, as ajv would judge it (the `u` flag, lengths in code points). */
  function allowedBy(json: Record<string, unknown>, value: string): boolean {
    const length = [...value].length;
    if (typeof json.minLength === "number" && length < json.minLength) return false;
    if (typeof json.maxLength === "number" && length > json.maxLength) return false;
    return typeof json.pattern !== "string" || new RegExp(json.pattern, "u").test(value);
  }

  it("requiredTextRule, single-line and multi-line: the pattern accepts exactly the values the rule accepts", () => {
    for (const multiline of [false, true]) {
      const rule = requiredTextRule("Title", 200, { multiline });
      fc.assert(
        fc.property(soup, (value) => {
          expect(allowedBy(rule.json, value), JSON.stringify(value)).toBe(rule.check(value).ok);
        }),
        { numRuns: 2000 },
      );
    }
  });

  it("emailRule: the pattern accepts exactly the addresses the rule accepts", () => {
    const rule = emailRule("Email is required.", "Please enter a valid email address.");
    const local = fc
      .array(fc.constantFrom("a", "Z", "9", ".", "+", "-", "_", "é", "\u200B"), { minLength: 0, maxLength: 6 })
      .map((p) => p.join(""));
    const domain = fc
      .array(fc.constantFrom("b", "Q", "1", "-", ".", "co", "in", "xn--", "а", "\uFEFF"), {
        minLength: 0,
        maxLength: 8,
      })
      .map((p) => p.join(""));
    const email = fc
      .tuple(fc.constantFrom("", " "), local, fc.constantFrom("@", "", "@@"), domain, fc.constantFrom("", " ", "."))
      .map((p) => p.join(""));
    fc.assert(
      fc.property(email, (value) => {
        expect(allowedBy(rule.json, value), JSON.stringify(value)).toBe(rule.check(value).ok);
      }),
      { numRuns: 3000 },
    );
  });

  it("emailRule: the pattern counts the lengths the rule counts (64 before the @, 254 in all, white space around not counted)", () => {
    const rule = emailRule("Email is required.", "Please enter a valid email address.");
    const address = fc
      .tuple(
        fc.constantFrom("", " ", "  "),
        fc.integer({ min: 60, max: 66 }),
        fc.integer({ min: 50, max: 63 }),
        fc.integer({ min: 50, max: 63 }),
        fc.integer({ min: 40, max: 63 }),
        fc.constantFrom("", " "),
      )
      .map(([before, local, a, b, c, after]) =>
        [before, "l".repeat(local), "@", "a".repeat(a), ".", "b".repeat(b), ".", "c".repeat(c), ".in", after].join(""),
      );
    let accepted = 0;
    fc.assert(
      fc.property(address, (value) => {
        const ok = rule.check(value).ok;
        if (ok) accepted++;
        expect(allowedBy(rule.json, value), `${value.trim().length}: ${value.trim().indexOf("@")}`).toBe(ok);
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it("a nutrient's amount, dietary labels as text and shop links: the pattern accepts exactly the text the rule accepts", () => {
    const amountText = fc
      .array(fc.constantFrom("0", "1", "4", "5", "9", ".", " ", "-", "e", "\t"), { maxLength: 7 })
      .map((p) => p.join(""));
    for (const max of NUTRIENTS.map((n) => n.max)) {
      const pattern = new RegExp(amountPattern(max), "u");
      fc.assert(
        fc.property(amountText, (text) => {
          expect(pattern.test(text), `${max}: ${JSON.stringify(text)}`).toBe(parseAmount(text, max) !== undefined);
        }),
        { numRuns: 3000 },
      );
    }
    const link = fc
      .array(
        fc.constantFrom(
          "https://",
          "http://",
          "HTTP://",
          "ftp://",
          "a",
          "-",
          ".",
          "/",
          "?",
          "#",
          " ",
          "\t",
          "\u200B",
          "1",
          "co",
        ),
        { maxLength: 8 },
      )
      .map((p) => p.join(""));
    const labels = (
      z.toJSONSchema(dietLabels, { io: "input", unrepresentable: "any" }) as { anyOf: { pattern?: string }[] }
    ).anyOf[1]!.pattern!;
    const labelText = fc
      .array(fc.constantFrom("vegan", "eggless", "no-nuts", "x", ",", " ", "\t", "[", "]", '"', "\u00a0", "\n"), {
        maxLength: 10,
      })
      .map((p) => p.join(""));
    fc.assert(
      fc.property(labelText, (text) => {
        expect(new RegExp(labels, "u").test(text), JSON.stringify(text)).toBe(parseDietLabels(text).ok);
      }),
      { numRuns: 5000 },
    );
    // The links as one JSON text: what the pattern takes is taken; without unknown or repeated keys (which the
    // server reads and the pattern refuses), exactly.
    const hasUnknownKey = (text: string) => {
      try {
        const value: unknown = JSON.parse(text);
        const keys = typeof value === "object" && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
        return keys.some((key) => !(SHOP_PLATFORMS as readonly string[]).includes(key));
      } catch {
        return false;
      }
    };
    const linksPattern = new RegExp(SHOP_LINKS_TEXT.pattern, "u");
    const linksText = fc
      .array(
        fc.constantFrom(
          "{",
          "}",
          '"zepto"',
          '"blinkit"',
          ":",
          ",",
          " ",
          "\t",
          "null",
          '"https://a.co/x"',
          '"http://b"',
          '""',
          '" "',
          '"ftp://x"',
          '"',
          "x",
          "\n",
          "1",
        ),
        { maxLength: 12 },
      )
      .map((p) => p.join(""));
    fc.assert(
      fc.property(linksText, (text) => {
        const repeated = (text.match(/"zepto"/g) ?? []).length > 1 || (text.match(/"blinkit"/g) ?? []).length > 1;
        if (!(repeated || hasUnknownKey(text)) || linksPattern.test(text))
          expect(linksPattern.test(text), JSON.stringify(text)).toBe(shoppingLinks.safeParse(text).success);
      }),
      { numRuns: 5000 },
    );
    const linkPattern = new RegExp(SHOP_LINK_JSON.pattern, "u");
    fc.assert(
      fc.property(link, (text) => {
        expect(linkPattern.test(text), JSON.stringify(text)).toBe(shoppingLinks.safeParse({ zepto: text }).success);
      }),
      { numRuns: 3000 },
    );
  });

  it("one e-mail rule: empty labels, dots at the ends, a single-label domain, non-ASCII and invisible characters are refused", () => {
    const rule = emailRule("Email is required.", "Please enter a valid email address.");
    for (const ok of [
      "a@b.co",
      "first.last+tag@sub.example.in",
      " Asha@Cafe.EXAMPLE ",
      "a@xn--bckerei-cxa.de",
      "a@example.xn--p1ai",
    ])
      expect(rule.check(ok).ok, ok).toBe(true);
    for (const bad of [
      "a@b..co",
      ".a@b.com",
      "a.@b.com",
      "a..b@c.com",
      "a@b.com.",
      "0@com",
      "a@-b.com",
      "a@b.c",
      "a@bаkery.com",
      "mé@b.com",
      "a\u200B@b.com",
      "a@b.com\u200B",
      "\uFEFFa@b.com",
      "a@b@c.com",
      `${"a".repeat(65)}@b.com`,
    ]) {
      expect(rule.check(bad), bad).toEqual({ ok: false, message: "Please enter a valid email address." });
    }
  });

  it("text with no visible character is missing; invisible and text-direction characters and lone surrogates are refused", () => {
    const rule = requiredTextRule("Full Name", 200);
    for (const blank of ["\u00AD", " \u0301 ", "\u3000"])
      expect(rule.check(blank), JSON.stringify(blank)).toEqual({ ok: false, message: "Full Name is required." });
    for (const value of ["\u200B", "Asha\u200B", "\u202EAsha", "As\u2060ha", "\u2066Asha\u2069", "\uFEFFAsha"]) {
      expect(rule.check(value), JSON.stringify(value)).toEqual({ ok: false, message: invisibleMessage("Full Name") });
    }
    expect(rule.check("As\ud800ha")).toEqual({ ok: false, message: malformedTextMessage("Full Name") });
    expect(requiredTextRule("Message", 200, { multiline: true }).check("Hi \udc00")).toEqual({
      ok: false,
      message: malformedTextMessage("Message"),
    });
    expect(rule.check(" Asha Rao ")).toEqual({ ok: true, value: "Asha Rao" });
  });
});
