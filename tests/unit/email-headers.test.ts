// E-mail header values are single-line by construction (app/server/email/headers.server.ts): whatever a template
// or a caller is given, a Subject, To or extra header value holds no CR, LF or other control character.
import { describe, expect, it } from "vitest";
import { headerFields, headerText, isHeaderName, storedHeaderFields } from "#app/server/email/headers.server";
import {
  broadcastSubject,
  contactNotificationEmail,
  partnerNotificationEmail,
} from "#app/server/email/templates.server";

const injected = "Eve\r\nBcc: spy@evil.example";

describe("headerText", () => {
  it("turns every run of control characters and line separators into one space", () => {
    expect(headerText(injected)).toBe("Eve Bcc: spy@evil.example");
    expect(headerText("a\r\n\r\n\tb\u0000c\u2028d\u0085e")).toBe("a b c d e");
    expect(headerText("  plain  ")).toBe("plain");
    expect(headerText("x".repeat(2000))).toHaveLength(900);
  });
  it("extra headers: values made safe, a malformed name refused, stored ones filtered", () => {
    expect(headerFields({ "List-Unsubscribe": "<https://x/u>\r\nBcc: a@b" })).toEqual({
      "List-Unsubscribe": "<https://x/u> Bcc: a@b",
    });
    expect(() => headerFields({ "Bcc: x\r\nTo": "y" })).toThrow();
    expect(isHeaderName("List-Unsubscribe-Post")).toBe(true);
    expect(storedHeaderFields(JSON.stringify({ Good: "a\nb", "Bad Name": "x", N: 1 }))).toEqual({ Good: "a b" });
    expect(storedHeaderFields("not json")).toEqual({});
  });
});

describe("templates make their subjects with headerText", () => {
  it("contact and partner notifications", () => {
    const contact = contactNotificationEmail({
      fullName: injected,
      email: "e@x.example",
      subject: "General Inquiry",
      message: "m",
    });
    expect(contact.subject).toBe("Contact form: General Inquiry from Eve Bcc: spy@evil.example");
    const partner = partnerNotificationEmail({
      fullName: "A",
      email: "a@x.example",
      companyName: injected,
      partnershipType: "Other\nX-Evil: 1",
      message: "m",
    });
    expect(partner.subject).not.toMatch(/[\r\n]/);
  });
  it("a broadcast's subject is its first line, whatever the line break", () => {
    expect(broadcastSubject("Fresh bread\r\nMore text")).toBe("Fresh bread");
    expect(broadcastSubject("Fresh\rbread")).toBe("Fresh");
    expect(broadcastSubject("Fresh\u2028bread")).toBe("Fresh");
    expect(broadcastSubject("A\u0007B")).toBe("A B");
  });
});
