// Partner With Us form (site-spec.md sections 2.13, 5 and 8). The spec fixes the order of the further checks
// (message, partnership type, phone, website), so they are an explicit ordered validator, not Zod issue order.
// Shared by the page action, POST /api/partner-contact and the browser.
import { z } from "zod";
import { emailField } from "./subscribe";

export const PARTNERSHIP_TYPES = ["Reseller", "Distributor", "Marketing Partner", "Technology Partner", "Other"] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];

export const PARTNER_TEXT = {
  success: "Thank you for reaching out! We will get back to you soon.",
  failure: "Something went wrong. Please try again later.",
  messageTooShort: "Message must be at least 10 characters long.",
  typeRequired: "Please select a Partnership Type.",
  phoneInvalid: "Phone number must be between 10 and 15 digits, digits only.",
  websiteInvalid: "Website must be a valid URL.",
  fullNameRequired: "Full Name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
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

/** The four checks of site-spec.md section 5, in that order; an empty list means they all pass. */
export function partnerChecks(raw: PartnerRaw): string[] {
  const errors: string[] = [];
  if (str(raw.message).trim().length < PARTNER_MESSAGE_MIN) errors.push(PARTNER_TEXT.messageTooShort);
  if (!PARTNERSHIP_TYPES.includes(str(raw.partnershipType) as PartnershipType)) errors.push(PARTNER_TEXT.typeRequired);
  const phone = str(raw.phone).trim();
  if (phone !== "" && !/^\d{10,15}$/.test(phone)) errors.push(PARTNER_TEXT.phoneInvalid);
  const website = str(raw.website).trim();
  if (website !== "" && !isValidUrl(website)) errors.push(PARTNER_TEXT.websiteInvalid);
  return errors;
}

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters.`);

/** The fields the form marks `required` that the ordered checks do not cover. */
const requiredFields = z.object({
  fullName: required(PARTNER_TEXT.fullNameRequired, 200, "Full Name"),
  email: emailField(PARTNER_TEXT.emailRequired, PARTNER_TEXT.emailInvalid),
  companyName: required(PARTNER_TEXT.companyRequired, 200, "Company Name"),
});

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

/** Required fields first (in form order), then the spec's ordered checks. */
export function validatePartner(raw: PartnerRaw): PartnerResult {
  const base = requiredFields.safeParse({ fullName: raw.fullName, email: raw.email, companyName: raw.companyName });
  const errors: string[] = [];
  if (!base.success) {
    for (const field of ["fullName", "email", "companyName"]) {
      const issue = base.error.issues.find((i) => i.path[0] === field);
      if (issue) errors.push(issue.message);
    }
  }
  errors.push(...partnerChecks(raw));
  const message = str(raw.message).trim();
  if (message.length > 5000) errors.push("Message must be at most 5000 characters.");
  if (errors.length > 0 || !base.success) return { success: false, errors };
  const phone = str(raw.phone).trim();
  const website = str(raw.website).trim();
  return {
    success: true,
    data: {
      ...base.data,
      phone: phone || undefined,
      partnershipType: str(raw.partnershipType) as PartnershipType,
      website: website || undefined,
      message,
    },
  };
}
