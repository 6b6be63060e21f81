// What follows from the product's one declaration (PRODUCT_SHAPE): each list below is read off it, so a field
// added there reaches validation, the /api body and answer, their OpenAPI document, the Prisma select, the SQL
// of the list answer and the admin form's values without another file naming it.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_BODIES } from "#app/server/http/api-bodies.server";
import {
  apiProductJsonSql,
  apiProductSchema,
  PRODUCT_CONTROLS,
  PRODUCT_FIELDS,
  PRODUCT_SHAPE,
  productData,
  productFormValues,
  productInput,
  productInputFromForm,
  productSelect,
  toApiProduct,
  toProductRecord,
  type ProductRow,
} from "#app/server/models/products/shape.server";
import { openApi } from "#tests/helpers/openapi";

const keys = Object.keys(PRODUCT_SHAPE);
const writable = keys.filter((key) => "write" in PRODUCT_SHAPE[key as keyof typeof PRODUCT_SHAPE]);

/** A stored row as Prisma gives it (Decimal columns come back as objects with toString). */
const decimal = (text: string) => ({ toString: () => text }) as unknown as ProductRow["price"];
const row: ProductRow = {
  id: "cm0000000000000000000000a",
  title: "Tart",
  price: decimal("120.50"),
  description: "Fresh",
  category: { id: "cm0000000000000000000000b", name: "Cakes", slug: "cakes" },
  images: [{ id: "cm0000000000000000000000c", url: "/uploads/products/a.webp", variants: [] }],
  zeptoUrl: "https://zepto.example/tart",
  instamartUrl: null,
  blinkitUrl: null,
  dietLabels: ["eggless"],
  allergensContains: ["milk"],
  allergensMayContain: [],
  servingSize: "1 slice",
  energyKcal: decimal("250.0"),
  proteinG: null,
  carbohydratesG: decimal("30.0"),
  sugarsG: null,
  fatG: null,
  fibreG: null,
  createdAt: new Date("2026-01-02T03:04:05.678Z"),
  updatedAt: new Date("2026-01-02T03:04:05.678Z"),
};

describe("the product's shape", () => {
  it("gives the /api answer its fields, in its order, and toApiProduct fills exactly those", () => {
    expect(Object.keys(apiProductSchema.shape)).toEqual(["_id", ...keys]);
    const api = toApiProduct(toProductRecord(row));
    expect(Object.keys(api)).toEqual(["_id", ...keys]);
    expect(apiProductSchema.strict().parse(api)).toEqual(api);
  });

  it("carries the price in paise between the column, the /api and the form, which keep rupees", () => {
    const record = toProductRecord(row);
    expect(record.price).toBe(12_050);
    expect(toApiProduct(record).price).toBe(120.5);
    expect(productFormValues(record).price).toBe("120.5");
  });

  it("gives the OpenAPI document the answer and the form bodies", () => {
    const { doc } = openApi();
    expect(Object.keys(doc.components.schemas.Product!.properties as object)).toEqual(["_id", ...keys]);
    for (const body of ["ProductForm", "ProductUpdateForm"]) {
      const properties = Object.keys(doc.components.schemas[body]!.properties as object);
      expect(properties).toEqual(expect.arrayContaining(writable));
    }
  });

  it("gives the Prisma select every column a field reads", () => {
    for (const field of Object.values(PRODUCT_SHAPE)) expect(productSelect).toMatchObject(field.select);
  });

  it("gives the database's JSON of the list answer one entry per field", () => {
    const sql = apiProductJsonSql.sql;
    for (const key of ["_id", ...keys]) expect(sql).toContain(`'${key}'`);
  });

  it("gives validation its fields, the message order and the form's controls", () => {
    expect(Object.keys(productInput.shape)).toEqual(writable);
    expect(Object.keys(API_BODIES.productCreate.schema.shape)).toEqual(expect.arrayContaining(writable));
    expect(PRODUCT_FIELDS.filter((name) => writable.includes(name))).toEqual(writable);
    const values = productFormValues(toProductRecord(row));
    expect(Object.keys(values).sort()).toEqual([...PRODUCT_CONTROLS].sort());
  });

  it("reads back what the admin form shows, and writes the columns it reads", () => {
    const values = productFormValues(toProductRecord(row));
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) if (value !== "") form.append(name, value);
    const parsed = productInputFromForm(form);
    expect(parsed.error?.issues).toBeUndefined();
    const data = productData(parsed.data!);
    const readColumns = Object.keys(productSelect).filter((c) => !["id", "category", "images"].includes(c));
    const written = Object.keys(data);
    expect(readColumns.filter((c) => !written.includes(c)).sort()).toEqual(["createdAt", "updatedAt"]);
    expect(z.object({ title: z.literal("Tart"), price: z.literal("120.50") }).safeParse(data).success).toBe(true);
  });
});
