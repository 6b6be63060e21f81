import { describe, expect, it } from "vitest";
import { errorList as anyErrorList, fieldErrors as anyFieldErrors } from "#app/lib/validation/errors";
import { PRICE_MESSAGE, SHOP_LINK_MESSAGE, SHOP_LINKS_UNREADABLE } from "#app/lib/validation/product";
import { PRODUCT_FIELDS, productInput, productInputFromForm } from "#app/server/models/products/shape.server";

// The shared error helpers, in the product form's field order.
const fieldErrors = (error: Parameters<typeof anyFieldErrors>[0]) => anyFieldErrors(error, PRODUCT_FIELDS);
const errorList = (error: Parameters<typeof anyErrorList>[0]) => anyErrorList(error, PRODUCT_FIELDS);

const valid = {
  title: "  Butter Croissant ",
  price: "120.50",
  description: "Flaky and golden.",
  category: "ckq8z0x1y0000abcdefghijkl",
};

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

describe("productInputFromForm", () => {
  it("trims text and turns the price (rupees) into paise", () => {
    const result = productInputFromForm(formOf(valid));
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      title: "Butter Croissant",
      price: 12_050,
      description: "Flaky and golden.",
      category: "ckq8z0x1y0000abcdefghijkl",
      shoppingLinks: undefined,
    });
  });

  it("reads shoppingLinks as JSON text (the API's multipart field)", () => {
    const result = productInputFromForm(
      formOf({
        ...valid,
        shoppingLinks: JSON.stringify({ zepto: "https://zepto.example/p/1", instamart: "", blinkit: null }),
      }),
    );
    expect(result.data?.shoppingLinks).toEqual({
      zepto: "https://zepto.example/p/1",
      instamart: undefined,
      blinkit: undefined,
    });
  });

  it("reads shoppingLinks as a nested object (JSON bodies)", () => {
    const result = productInputFromForm({
      ...valid,
      price: 99,
      shoppingLinks: { blinkit: " http://blinkit.example/x " },
    });
    expect(result.data?.price).toBe(9_900);
    expect(result.data?.shoppingLinks).toEqual({
      zepto: undefined,
      instamart: undefined,
      blinkit: "http://blinkit.example/x",
    });
  });

  it("reads separate zepto / instamart / blinkit fields (the HTML form)", () => {
    const result = productInputFromForm(
      formOf({ ...valid, zepto: "", instamart: "https://instamart.example/a", blinkit: "" }),
    );
    expect(result.data?.shoppingLinks).toEqual({
      zepto: undefined,
      instamart: "https://instamart.example/a",
      blinkit: undefined,
    });
  });

  it("treats blank shoppingLinks text as no links", () => {
    expect(productInputFromForm(formOf({ ...valid, shoppingLinks: "  " })).data?.shoppingLinks).toEqual({
      zepto: undefined,
      instamart: undefined,
      blinkit: undefined,
    });
  });

  it("ignores files in the text fields", () => {
    const form = formOf(valid);
    form.set("title", new File(["x"], "x.txt"));
    expect(fieldErrors(productInputFromForm(form).error!)).toEqual({ title: "Title is required." });
  });
});

describe("product validation messages", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      "missing everything",
      {},
      {
        title: "Title is required.",
        price: "Price is required.",
        description: "Description is required.",
        category: "Choose an offering.",
      },
    ],
    ["whitespace title", { ...valid, title: "   " }, { title: "Title is required." }],
    ["long title", { ...valid, title: "x".repeat(201) }, { title: "Title must be at most 200 characters." }],
    ["title of 200 is fine", { ...valid, title: "x".repeat(200) }, {}],
    ["negative price", { ...valid, price: "-5" }, { price: PRICE_MESSAGE }],
    ["non-numeric price", { ...valid, price: "abc" }, { price: PRICE_MESSAGE }],
    ["three decimals", { ...valid, price: "1.234" }, { price: PRICE_MESSAGE }],
    ["exponent", { ...valid, price: "1e5" }, { price: PRICE_MESSAGE }],
    ["blank price", { ...valid, price: " " }, { price: "Price is required." }],
    ["zero price is fine", { ...valid, price: "0" }, {}],
    [
      "long description",
      { ...valid, description: "d".repeat(5001) },
      { description: "Description must be at most 5000 characters." },
    ],
    ["blank category", { ...valid, category: "" }, { category: "Choose an offering." }],
    ["javascript: link", { ...valid, zepto: "javascript:alert(1)" }, { zepto: SHOP_LINK_MESSAGE }],
    ["ftp link", { ...valid, blinkit: "ftp://files.example" }, { blinkit: SHOP_LINK_MESSAGE }],
    ["bare host", { ...valid, instamart: "instamart.example" }, { instamart: SHOP_LINK_MESSAGE }],
    ["http:// only", { ...valid, zepto: "http://" }, { zepto: SHOP_LINK_MESSAGE }],
    ["bad JSON links", { ...valid, shoppingLinks: "{not json" }, { shoppingLinks: SHOP_LINKS_UNREADABLE }],
    ["links as a list", { ...valid, shoppingLinks: "[1,2]" }, { shoppingLinks: SHOP_LINKS_UNREADABLE }],
    ["link not text", { ...valid, shoppingLinks: { zepto: 5 } }, { zepto: SHOP_LINK_MESSAGE }],
  ])("%s", (_name, raw, expected) => {
    const result = productInputFromForm(raw);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(expected);
  });

  it("lists errors in field order whatever the issue order", () => {
    const result = productInput.safeParse({
      shoppingLinks: { blinkit: "nope" },
      category: "",
      description: "",
      price: "x",
      title: "",
    });
    expect(result.success).toBe(false);
    expect(errorList(result.error!)).toEqual([
      "Title is required.",
      PRICE_MESSAGE,
      "Description is required.",
      "Choose an offering.",
      SHOP_LINK_MESSAGE,
    ]);
    expect(Object.keys(fieldErrors(result.error!))).toEqual(["title", "price", "description", "category", "blinkit"]);
  });

  it("does not repeat one message twice in the list", () => {
    const result = productInputFromForm({ ...valid, zepto: "x", instamart: "y", blinkit: "z" });
    expect(errorList(result.error!)).toEqual([SHOP_LINK_MESSAGE]);
    expect(fieldErrors(result.error!)).toEqual({
      zepto: SHOP_LINK_MESSAGE,
      instamart: SHOP_LINK_MESSAGE,
      blinkit: SHOP_LINK_MESSAGE,
    });
  });
});
