// Partner With Us form (site-spec.md sections 2.13, 5 and 8). The spec fixes the order of the further checks
// (message, partnership type, phone, website), so they are an explicit ordered validator, not Zod issue order.
// Shared by the page action, POST /api/partner-contact and the browser.
import { z } from "zod";
import { SENDER_TEXT, senderFields } from "./sender";
import { isSingleLine, requiredText, singleLineMessage, text } from "./text";

export const PARTNERSHIP_TYPES = ["Reseller", "Distributor", "Marketing Partner", "Technology Partner", "Other"] as const;
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

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** A valid absolute web address (http or https with a host), as the browser's URL parser reads it. */
export function isValidUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

export const PARTNER_MESSAGE_MAX = 5000;

/** Every field's rule, written once: used by validatePartner below and, as JSON Schema, by the OpenAPI document. */
const partnerRules = {
  ...senderFields,
  companyName: requiredText("Company Name", 200, { required: PARTNER_TEXT.companyRequired }),
  message: text("Message", PARTNER_MESSAGE_MAX, { multiline: true }).min(PARTNER_MESSAGE_MIN, PARTNER_TEXT.messageTooShort),
  partnershipType: z.enum(PARTNERSHIP_TYPES, { error: PARTNER_TEXT.typeRequired }),
  phone: z.string().trim().regex(/^(\d{10,15})?$/, PARTNER_TEXT.phoneInvalid).optional(),
  website: z
    .string()
    .trim()
    .refine(isSingleLine, singleLineMessage("Website"))
    .refine((v) => v === "" || isValidUrl(v), PARTNER_TEXT.websiteInvalid)
    .optional()
    .meta({ description: "An absolute http(s) URL, or empty." }),
};

/** The request body of POST /api/partner-contact, as a schema (the messages' order comes from validatePartner). */
export const partnerInput = z.object(partnerRules);

/** The issue messages of one field's rule (none when it passes). */
function issuesOf(field: keyof typeof partnerRules, value: unknown): { code: string; message: string }[] {
  const result = partnerRules[field].safeParse(value);
  return result.success ? [] : result.error.issues;
}

/** The four checks of site-spec.md section 5, in that order; an empty list means they all pass. */
export function partnerChecks(raw: PartnerRaw): string[] {
  const errors: string[] = [];
  const tooShort = issuesOf("message", str(raw.message)).find((i) => i.code === "too_small");
  if (tooShort) errors.push(tooShort.message);
  for (const field of ["partnershipType", "phone", "website"] as const) {
    const issue = issuesOf(field, str(raw[field]))[0];
    if (issue) errors.push(issue.message);
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

export type PartnerResult = { success: true; data: PartnerInput } | { success: false; errors: string[] };

/** Required fields first (in form order), then the spec's ordered checks, then a too-long message. */
export function validatePartner(raw: PartnerRaw): PartnerResult {
  const errors: string[] = [];
  for (const field of ["fullName", "email", "companyName"] as const) {
    const issue = issuesOf(field, raw[field])[0];
    if (issue) errors.push(issue.message);
  }
  errors.push(...partnerChecks(raw));
  // Then what the spec does not order: a message too long or with control characters.
  const other = issuesOf("message", str(raw.message)).find((i) => i.code !== "too_small");
  if (other) errors.push(other.message);
  if (errors.length > 0) return { success: false, errors };
  const phone = str(raw.phone).trim();
  const website = str(raw.website).trim();
  return {
    success: true,
    data: {
      fullName: partnerRules.fullName.parse(raw.fullName),
      email: partnerRules.email.parse(raw.email),
      companyName: partnerRules.companyName.parse(raw.companyName),
      phone: phone || undefined,
      partnershipType: str(raw.partnershipType) as PartnershipType,
      website: website || undefined,
      message: partnerRules.message.parse(str(raw.message)),
    },
  };
}
