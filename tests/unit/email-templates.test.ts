// The owner's notification e-mails for contact messages and partnership enquiries: subject, the label/value
// lines in order (empty values left out), the message, and HTML escaping.
import { describe, expect, it } from "vitest";
import { contactNotificationEmail, partnerNotificationEmail } from "#app/server/email/templates.server";

describe("contactNotificationEmail", () => {
  it("names the subject and the sender, lists Name, Email, Phone, Subject, then the message", () => {
    const mail = contactNotificationEmail({
      fullName: "Asha Rao",
      email: "asha@example.com",
      phone: "9876543210",
      subject: "General Inquiry",
      message: "Eggless cakes?\n\nFor Saturday.",
    });
    expect(mail.subject).toBe("Contact form: General Inquiry from Asha Rao");
    expect(mail.text).toBe(
      [
        "A new message arrived through the Contact Us form.",
        "",
        "Name: Asha Rao",
        "Email: asha@example.com",
        "Phone: 9876543210",
        "Subject: General Inquiry",
        "",
        "Eggless cakes?\n\nFor Saturday.",
      ].join("\n"),
    );
    expect(mail.html).toContain(
      '<p style="margin:0 0 16px">Eggless cakes?</p><p style="margin:0 0 16px">For Saturday.</p>',
    );
  });

  it("leaves out a missing phone and escapes what the sender typed", () => {
    const mail = contactNotificationEmail({
      fullName: "<b>Eve</b>",
      email: "eve@example.com",
      subject: "Support / Help",
      message: "a < b & c",
    });
    expect(mail.text).not.toContain("Phone:");
    expect(mail.html).not.toContain(">Phone<");
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(mail.html).toContain("a &lt; b &amp; c");
    expect(mail.html).not.toContain("<b>Eve</b>");
  });
});

describe("partnerNotificationEmail", () => {
  it("lists Name, Email, Phone, Company, Partnership type and Website, leaving out empty ones", () => {
    const mail = partnerNotificationEmail({
      fullName: "Vikram Shah",
      email: "vikram@cafe.example",
      phone: null,
      companyName: "Corner Cafe",
      partnershipType: "Reseller",
      website: "https://cafe.example",
      message: "Stock our loaves?",
    });
    expect(mail.subject).toBe("Partnership enquiry: Reseller from Corner Cafe");
    expect(mail.text.split("\n")).toEqual([
      "A new enquiry arrived through the Partner With Us form.",
      "",
      "Name: Vikram Shah",
      "Email: vikram@cafe.example",
      "Company: Corner Cafe",
      "Partnership type: Reseller",
      "Website: https://cafe.example",
      "",
      "Stock our loaves?",
    ]);
    const labels = [...mail.html.matchAll(/<td style="color:#6b5547;padding-right:12px">([^<]+)<\/td>/g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(["Name", "Email", "Company", "Partnership type", "Website"]);
  });
});
