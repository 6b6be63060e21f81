import { describe, expect, it } from "vitest";
import { CONTACT_TEXT, contactInput } from "#app/lib/validation/contact";
import { PARTNER_TEXT, partnerChecks, validatePartner } from "#app/lib/validation/partner";
import {
  isVerifiedAnswer,
  normalizeEmail,
  SUBSCRIBE_TEXT,
  subscribeInput,
  verifyInput,
} from "#app/lib/validation/subscribe";
import { contactErrors } from "#tests/helpers/contact";

const M = PARTNER_TEXT.messageTooShort;
const T = PARTNER_TEXT.typeRequired;
const P = PARTNER_TEXT.phoneInvalid;
const W = PARTNER_TEXT.websiteInvalid;

describe("partner checks run in their fixed order", () => {
  const ok = { message: "We would love to stock your loaves.", partnershipType: "Reseller", phone: "", website: "" };
  it.each([
    [{ ...ok }, []],
    [{ ...ok, message: "  short    " }, [M]],
    [{ ...ok, message: "123456789 " }, [M]],
    [{ ...ok, message: "1234567890" }, []],
    [{ ...ok, partnershipType: "" }, [T]],
    [{ ...ok, partnershipType: "Franchise" }, [T]],
    [{ ...ok, phone: "98765 43210" }, [P]],
    [{ ...ok, phone: "123456789" }, [P]],
    [{ ...ok, phone: "1234567890" }, []],
    [{ ...ok, phone: "123456789012345" }, []],
    [{ ...ok, phone: "1234567890123456" }, [P]],
    [{ ...ok, website: "not a url" }, [W]],
    [{ ...ok, website: "example.com" }, [W]],
    [{ ...ok, website: "https://example.com/shop" }, []],
    [{ message: "hi", partnershipType: "", phone: "abc", website: "nope" }, [M, T, P, W]],
    [{ message: "hi", partnershipType: "Other", phone: "abc", website: "nope" }, [M, P, W]],
    [{ message: "long enough message", partnershipType: "", phone: "", website: "nope" }, [T, W]],
  ])("%j → %j", (input, expected) => {
    expect(partnerChecks(input)).toEqual(expected);
  });

  it("puts the required-field messages first and returns clean data when valid", () => {
    expect(validatePartner({ message: "x", partnershipType: "" })).toEqual({
      success: false,
      errors: [PARTNER_TEXT.fullNameRequired, PARTNER_TEXT.emailRequired, PARTNER_TEXT.companyRequired, M, T],
      // The same messages by field, for the page to put each under its field.
      fields: {
        fullName: PARTNER_TEXT.fullNameRequired,
        email: PARTNER_TEXT.emailRequired,
        companyName: PARTNER_TEXT.companyRequired,
        message: M,
        partnershipType: T,
      },
    });
    const valid = validatePartner({
      fullName: " Asha ",
      email: "Asha@Cafe.EXAMPLE",
      companyName: "Cafe Asha",
      partnershipType: "Distributor",
      message: "  Please call me about supplying bread.  ",
      phone: "",
      website: "",
    });
    expect(valid).toEqual({
      success: true,
      data: {
        fullName: "Asha",
        email: "Asha@cafe.example",
        companyName: "Cafe Asha",
        partnershipType: "Distributor",
        message: "Please call me about supplying bread.",
        phone: undefined,
        website: undefined,
      },
    });
  });
});

describe("contact schema", () => {
  it("requires name, e-mail, subject and message; phone is free text", () => {
    expect(contactErrors({})).toEqual([
      CONTACT_TEXT.fullNameRequired,
      CONTACT_TEXT.emailRequired,
      CONTACT_TEXT.subjectRequired,
      CONTACT_TEXT.messageRequired,
    ]);
    expect(contactErrors({ fullName: "A", email: "bad", subject: "Support / Help", message: "Hi" })).toEqual([
      CONTACT_TEXT.emailInvalid,
    ]);
    expect(contactErrors({ fullName: "A", email: "a@b.in", subject: "Complaints", message: "Hi" })).toEqual([
      CONTACT_TEXT.subjectRequired,
    ]);
    const ok = contactInput.parse({
      fullName: "A",
      email: "a@B.IN",
      phone: "call me",
      subject: "General Inquiry",
      message: "Hi",
    });
    expect(ok).toMatchObject({ email: "a@b.in", phone: "call me" });
  });
});

describe("subscribe inputs", () => {
  it("normalises addresses: trim, lower-case domain, local part kept", () => {
    expect(normalizeEmail("  Mixed.Case@Example.COM ")).toBe("Mixed.Case@example.com");
  });
  it("gives the required texts", () => {
    expect(subscribeInput.safeParse({ email: "  " }).error?.issues[0]?.message).toBe(SUBSCRIBE_TEXT.emailRequired);
    expect(subscribeInput.safeParse({}).error?.issues[0]?.message).toBe(SUBSCRIBE_TEXT.emailRequired);
    expect(subscribeInput.safeParse({ email: "nope" }).error?.issues[0]?.message).toBe(SUBSCRIBE_TEXT.emailInvalid);
    expect(verifyInput.safeParse({ email: "a@b.in", code: "" }).error?.issues[0]?.message).toBe(
      SUBSCRIBE_TEXT.codeMissing,
    );
    expect(verifyInput.safeParse({ email: "a@b.in", code: "12a456" }).error?.issues[0]?.message).toBe(
      SUBSCRIBE_TEXT.invalidCode,
    );
    expect(verifyInput.parse({ email: "a@b.in", code: 123456 }).code).toBe("123456");
  });
  it("counts a verification as successful only on 200 with 'verified' in the message", () => {
    expect(isVerifiedAnswer(200, "Email verified successfully!")).toBe(true);
    expect(isVerifiedAnswer(200, "EMAIL VERIFIED")).toBe(true);
    expect(isVerifiedAnswer(201, "Email verified successfully!")).toBe(false);
    expect(isVerifiedAnswer(200, "Done")).toBe(false);
    expect(isVerifiedAnswer(200, undefined)).toBe(false);
  });
});
