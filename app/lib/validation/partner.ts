// Partner With Us form. The further checks (message, partnership type, phone, website) run in a fixed order, so
// they are an explicit ordered validator, not Zod issue order.
// Shared by the page action, POST /api/partner-contact and the browser: plain rules (rules.ts), no Zod, so the
// browser runs exactly the server's checks. The OpenAPI schema is built from the same rules (partner-schema.ts).
import {
  WEB_ADDRESS_SOURCE,
  characterProblem,
  choiceRule,
  isWebAddress,
  normalizeLineBreaks,
  requiredTextRule,
  textJson,
  type Rule,
  type RuleResult,
} from "./rules";
import { SENDER_TEXT, senderRules } from "./sender";

export const PARTNERSHIP_TYPES = [
  "Reseller",
  "Distributor",
  "Marketing Partner",
  "Technology Partner",
  "Other",
] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];

export const PARTNER_TEXT = {
  success: "Thank you for reaching out! We will get back to you soon.",
  failure: "Something went wrong. Please try again later.",
  messageTooShort: "Message must be at least 10 characters long.",
  typeRequired: "Please select a Partnership Type.",
  phoneInvalid: "Phone number must be between 10 and 15 digits, digits only.",
  websiteInvalid: "Website must be a valid URL.",
  ...SENDER_TEXT,
  companyRequired: "Company Name is required.",
  submitting: "Submitting...",
} as const;

export const PARTNER_MESSAGE_MIN = 10;

/**
 * The rules stated under the fields before anyone submits. A web address needs its scheme to be a valid URL
 * (the rule the form keeps), so the hint says to type it in full.
 */
export const PARTNER_HINTS = {
  message: `At least ${PARTNER_MESSAGE_MIN} characters.`,
  phone: "10 to 15 digits, numbers only (no spaces or +).",
  website: "The full address, with https:// (or http://) in front: https://raostores.in, not raostores.in.",
} as const;

export type PartnerRaw = Partial<Record<(typeof PARTNER_FIELDS)[number], unknown>>;

export const PARTNER_FIELDS = [
  "fullName",
  "email",
  "phone",
  "companyName",
  "partnershipType",
  "website",
  "message",
] as const;

/** A field's text: "" when it was not sent (missing or null); null when it was sent as anything but a string. */
const str = (v: unknown): string | null => (typeof v === "string" ? v : v === undefined || v === null ? "" : null);

export const PARTNER_MESSAGE_MAX = 5000;

/** Empty, or 10 to 15 digits. */
const PHONE_SHAPE = /^(\d{10,15})?$/;

const trimmed = (value: unknown): string | null => str(value)?.trim() ?? null;

/** Every field's rule, written once: used by validatePartner below and, as JSON Schema, by the OpenAPI document. */
export const partnerRules = {
  ...senderRules,
  companyName: requiredTextRule("Company Name", 200, { required: PARTNER_TEXT.companyRequired }),
  message: {
    json: {
      ...textJson(PARTNER_MESSAGE_MAX, { multiline: true, min: PARTNER_MESSAGE_MIN }),
      // The length counts once the ends are trimmed.
      allOf: [{ pattern: `^\\s*\\S[\\s\\S]{${PARTNER_MESSAGE_MIN - 2},}\\S\\s*$` }],
      description: `At least ${PARTNER_MESSAGE_MIN} characters once trimmed.`,
    },
    check(value): RuleResult<string> {
      const raw = normalizeLineBreaks(str(value) ?? "");
      const text = raw.trim();
      if (text.length < PARTNER_MESSAGE_MIN) return { ok: false, message: PARTNER_TEXT.messageTooShort };
      if (text.length > PARTNER_MESSAGE_MAX)
        return { ok: false, message: `Message must be at most ${PARTNER_MESSAGE_MAX} characters.` };
      const problem = characterProblem("Message", text, { multiline: true }, raw);
      return problem ? { ok: false, message: problem } : { ok: true, value: text };
    },
  } satisfies Rule<string>,
  partnershipType: choiceRule(PARTNERSHIP_TYPES, PARTNER_TEXT.typeRequired),
  phone: {
    json: { type: ["string", "null"], pattern: `^\\s*${PHONE_SHAPE.source.slice(1, -1)}\\s*$` },
    check(value): RuleResult<string | undefined> {
      const text = trimmed(value);
      return text !== null && PHONE_SHAPE.test(text)
        ? { ok: true, value: text || undefined }
        : { ok: false, message: PARTNER_TEXT.phoneInvalid };
    },
  } satisfies Rule<string | undefined>,
  website: {
    json: {
      type: ["string", "null"],
      pattern: `^[^\\S\\uFEFF]*$|^[^\\S\\uFEFF]*${WEB_ADDRESS_SOURCE}[^\\S\\uFEFF]*$`,
      description: "An http(s) address with a host name (no user, port or bare IP address), or empty.",
    },
    check(value): RuleResult<string | undefined> {
      const raw = str(value);
      if (raw === null) return { ok: false, message: PARTNER_TEXT.websiteInvalid };
      const text = raw.trim();
      const problem = characterProblem("Website", text, {}, raw);
      if (problem) return { ok: false, message: problem };
      return text === "" || isWebAddress(text)
        ? { ok: true, value: text || undefined }
        : { ok: false, message: PARTNER_TEXT.websiteInvalid };
    },
  } satisfies Rule<string | undefined>,
};

/** The message of one field's rule (null when it passes). */
function messageOf(field: keyof typeof partnerRules, value: unknown): string | null {
  const result = partnerRules[field].check(value);
  return result.ok ? null : result.message;
}

/** The four further checks, in their fixed order; an empty list means they all pass. */
export function partnerChecks(raw: PartnerRaw): string[] {
  const errors: string[] = [];
  if (messageOf("message", raw.message) === PARTNER_TEXT.messageTooShort) errors.push(PARTNER_TEXT.messageTooShort);
  for (const field of ["partnershipType", "phone", "website"] as const) {
    const message = messageOf(field, raw[field] ?? "");
    if (message) errors.push(message);
  }
  return errors;
}

export type PartnerInput = {
  fullName: string;
  email: string;
  phone?: string;
  companyName: string;
  partnershipType: PartnershipType;
  website?: string;
  message: string;
};

/** `fields`: the message of each refused field by name (the page marks those fields and puts it under them). */
export type PartnerResult =
  | { success: true; data: PartnerInput }
  | { success: false; errors: string[]; fields: Partial<Record<(typeof PARTNER_FIELDS)[number], string>> };

/** Required fields first (in form order), then the ordered checks, then a too-long message. */
export function validatePartner(raw: PartnerRaw): PartnerResult {
  const errors: string[] = [];
  const fullName = partnerRules.fullName.check(raw.fullName);
  const email = partnerRules.email.check(raw.email);
  const companyName = partnerRules.companyName.check(raw.companyName);
  for (const result of [fullName, email, companyName]) if (!result.ok) errors.push(result.message);
  errors.push(...partnerChecks(raw));
  const message = partnerRules.message.check(raw.message);
  if (!message.ok && message.message !== PARTNER_TEXT.messageTooShort) errors.push(message.message);
  const phone = partnerRules.phone.check(raw.phone);
  const website = partnerRules.website.check(raw.website);
  const type = partnerRules.partnershipType.check(raw.partnershipType);
  const checked = { fullName, email, companyName, message, phone, website, partnershipType: type };
  const fields: Partial<Record<(typeof PARTNER_FIELDS)[number], string>> = {};
  for (const [name, result] of Object.entries(checked))
    if (!result.ok) fields[name as keyof typeof checked] = result.message;
  // Every listed error comes from one of these checks, so this also covers `errors`.
  if (!fullName.ok || !email.ok || !companyName.ok || !message.ok || !phone.ok || !website.ok || !type.ok) {
    return { success: false, errors, fields };
  }
  return {
    success: true,
    data: {
      fullName: fullName.value,
      email: email.value,
      companyName: companyName.value,
      phone: phone.value,
      partnershipType: type.value,
      website: website.value,
      message: message.value,
    },
  };
}
