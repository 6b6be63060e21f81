// The one character rule every schema uses (app/lib/validation/text.ts): single-line fields refuse every control
// character, multi-line ones keep line breaks (CR LF and CR become LF) and tabs only. Checked on the rule itself
// and on each form's schema, with the field error each one gives.
import { describe, expect, it } from "vitest";
import { bannerUpdateInput } from "#app/lib/validation/banner";
import { offeringName } from "#app/lib/validation/offering";
import { validatePartner } from "#app/lib/validation/partner";
import { SHOP_LINK_MESSAGE } from "#app/lib/validation/product";
import { productInput } from "#app/server/models/products/shape.server";
import { sendMessageInput } from "#app/lib/validation/send-message";
import { isEmail, SUBSCRIBE_TEXT, subscribeInput } from "#app/lib/validation/subscribe";
import {
  isMultiLineText,
  isSingleLine,
  multiLineMessage,
  optionalText,
  requiredText,
  singleLineMessage,
} from "#app/lib/validation/text";
import { videoInput } from "#app/lib/validation/video";
import { contactErrors } from "#tests/helpers/contact";

const CONTROLS = [
  "\u0000",
  "\u0007",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\u2028",
  "\u2029",
];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the rule", () => {
  it.each(CONTROLS)("a single-line value refuses U+%s", (c) => {
    expect(isSingleLine(`a${c}b`)).toBe(false);
  });
  it("a single-line value takes any other text, emoji, accents and bidi marks included", () => {
    for (const v of ["Asha Rao", "Crème brûlée 🥐", "\u202eekac\u202c", "e\u0301clair", "a b"])
      expect(isSingleLine(v)).toBe(true);
  });
  it("a multi-line value keeps LF and tab only", () => {
    expect(isMultiLineText("one\ntwo\tthree")).toBe(true);
    for (const c of CONTROLS.filter((c) => c !== "\n" && c !== "\t" && c !== "\u2028" && c !== "\u2029")) {
      expect(isMultiLineText(`a${c}b`), JSON.stringify(c)).toBe(false);
    }
  });
  it("the schemas: trimmed, CR LF → LF in multi-line text, the field's own message", () => {
    const name = requiredText("Full Name", 50);
    expect(name.parse("  Asha  ")).toBe("Asha");
    expect(name.parse("Asha\r\n")).toBe("Asha"); // a trailing line break is only whitespace: trimmed away
    expect(firstMessage(name.safeParse("Eve\r\nBcc: spy@evil.example"))).toBe(singleLineMessage("Full Name"));
    expect(singleLineMessage("Full Name")).toBe("Full Name must be on one line, without control characters.");
    const body = requiredText("Message", 100, { multiline: true });
    expect(body.parse(" one\r\ntwo\rthree\tfour ")).toBe("one\ntwo\nthree\tfour");
    expect(firstMessage(body.safeParse("bell\u0007"))).toBe(multiLineMessage("Message"));
    expect(multiLineMessage("Message")).toBe(
      "Message must not contain control characters (line breaks and tabs are fine).",
    );
    expect(firstMessage(body.safeParse(""))).toBe("Message is required.");
    const phone = optionalText("Phone Number", 40);
    expect(phone.parse("  ")).toBeUndefined();
    expect(phone.parse(null)).toBeUndefined();
    expect(firstMessage(phone.safeParse("98\n76"))).toBe(singleLineMessage("Phone Number"));
  });
});

describe("every form's single-line fields refuse control characters with a field error", () => {
  const bad = "Eve\r\nBcc: spy@evil.example";
  it("contact", () => {
    const ok = { fullName: "A", email: "a@b.in", subject: "General Inquiry", message: "Hi" };
    expect(contactErrors({ ...ok, fullName: bad })).toEqual([singleLineMessage("Full Name")]);
    expect(contactErrors({ ...ok, phone: "1\t2" })).toEqual([singleLineMessage("Phone Number")]);
    expect(contactErrors({ ...ok, email: "a\u0001@b.in" })).toEqual([SUBSCRIBE_TEXT.emailInvalid]);
    expect(contactErrors({ ...ok, message: "a\u001bb" })).toEqual([multiLineMessage("Message")]);
    expect(contactErrors({ ...ok, message: "line\r\nline\ttab" })).toEqual([]);
  });
  it("partner", () => {
    const ok = {
      fullName: "A",
      email: "a@b.in",
      companyName: "Co",
      partnershipType: "Reseller",
      message: "Long enough message.",
    };
    expect(validatePartner({ ...ok, fullName: bad })).toEqual({
      success: false,
      errors: [singleLineMessage("Full Name")],
      fields: { fullName: singleLineMessage("Full Name") },
    });
    expect(validatePartner({ ...ok, companyName: bad })).toEqual({
      success: false,
      errors: [singleLineMessage("Company Name")],
      fields: { companyName: singleLineMessage("Company Name") },
    });
    expect(validatePartner({ ...ok, website: "https://a.example/\r\nx" })).toEqual({
      success: false,
      errors: [singleLineMessage("Website")],
      fields: { website: singleLineMessage("Website") },
    });
    expect(validatePartner({ ...ok, message: "Long enough \u0000 message." })).toEqual({
      success: false,
      errors: [multiLineMessage("Message")],
      fields: { message: multiLineMessage("Message") },
    });
    expect(validatePartner({ ...ok, message: "Line one\r\nLine two" })).toMatchObject({
      success: true,
      data: { message: "Line one\nLine two" },
    });
  });
  it("subscribe", () => {
    expect(isEmail("a\u007f@b.in")).toBe(false);
    expect(firstMessage(subscribeInput.safeParse({ email: "a@b.in\u0085" }))).toBe(SUBSCRIBE_TEXT.emailInvalid);
  });
  it("admin: offering, product, video, banner, message to subscribers", () => {
    expect(firstMessage(offeringName.safeParse("Cakes\nBcc"))).toBe(singleLineMessage("Offering name"));
    const product = { title: "Tart", price: "10", description: "Nice\r\ntart", category: "pastries" };
    expect(productInput.parse(product).description).toBe("Nice\ntart");
    expect(firstMessage(productInput.safeParse({ ...product, title: "Tart\t2" }))).toBe(singleLineMessage("Title"));
    expect(firstMessage(productInput.safeParse({ ...product, description: "a\u0008b" }))).toBe(
      multiLineMessage("Description"),
    );
    expect(firstMessage(productInput.safeParse({ ...product, category: "pastries\n" + "x" }))).toBe(
      "Choose an existing offering.",
    );
    expect(
      firstMessage(productInput.safeParse({ ...product, shoppingLinks: { zepto: "https://z.example/a\nb" } })),
    ).toBe(SHOP_LINK_MESSAGE);
    expect(firstMessage(videoInput().safeParse({ title: "V\u0000", description: "d" }))).toBe(
      singleLineMessage("Title"),
    );
    expect(firstMessage(videoInput().safeParse({ title: "V", description: "d\u0000" }))).toBe(
      multiLineMessage("Description"),
    );
    expect(videoInput().parse({ title: "V", description: "one\r\ntwo" }).description).toBe("one\ntwo");
    expect(firstMessage(bannerUpdateInput.safeParse({ title: "Sale\r\nnow" }))).toBe(singleLineMessage("Title"));
    expect(firstMessage(sendMessageInput.safeParse({ message: "News\u0007" }))).toBe(multiLineMessage("The message"));
    expect(sendMessageInput.parse({ message: "News\r\n\r\nMore" }).message).toBe("News\n\nMore");
  });
});
