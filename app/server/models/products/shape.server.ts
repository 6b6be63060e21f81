// The product's shape, declared once: for every field, the columns it is stored in, the value the pages get,
// its JSON in the /api (with the description the OpenAPI document shows) and the same JSON built by the
// database, and for the fields the owner writes, the rule a submitted value must pass, where a form carries it
// and the columns it writes. The validation (admin form and /api), the request and answer documents, the
// Prisma select, ProductRecord, toApiProduct and the SQL of GET /api/products are all read off this table, so
// a new field is one entry here (plus its column, its control in the admin form and its place on the page).
import { z } from "zod";
import { Prisma } from "#app/generated/prisma/client";
import { allergenField, allergenFieldValues, ALLERGENS, asAllergens, claimConflicts } from "#app/lib/allergens";
import { apiAllergensSchema, apiDietLabelsSchema, apiNutritionSchema, apiOfferingSchema } from "#app/lib/api-shapes";
import { apiShoppingLinksSchema, type ApiShoppingLinks } from "#app/lib/api-shapes";
import { DELIVERY_APPS, type DeliveryAppColumn } from "#app/lib/delivery-apps";
import { asDietLabels } from "#app/lib/diet";
import { asVariants } from "#app/lib/images";
import { paiseFromStoredRupees, rupeesOf, rupeesText } from "#app/lib/money";
import { NUTRIENT_KEYS, NUTRITION_FIELDS, type Nutrition } from "#app/lib/nutrition";
import {
  allergens,
  category,
  dietLabels,
  nutrition,
  price,
  rawAllergens,
  rawDietLabels,
  rawNutrition,
  rawShoppingLinks,
  readField,
  SHOP_PLATFORMS,
  shoppingLinks,
  type RawSource,
  type ShoppingLinks,
} from "#app/lib/validation/product";
import { requiredText } from "#app/lib/validation/text";
import { offeringSelect, toApiOffering } from "../offerings.server";

type Row<S extends Prisma.ProductSelect> = Prisma.ProductGetPayload<{ select: S }>;
type Data = Prisma.ProductUncheckedUpdateInput;

/** What the owner may send for a field. */
type Writable<V, Rule extends z.ZodType> = {
  rule: Rule;
  /** The raw value in a submitted form or JSON object (default: the field of the same name). */
  read?: (source: RawSource) => unknown;
  /** The columns a valid value writes (none: the model resolves it itself, as the category's id). */
  data?: (value: Exclude<z.output<Rule>, undefined>) => Data;
  /** The admin form's controls for a stored value, by name (default: one control of the field's name). */
  controls?: { names: readonly string[]; values: (value: V) => Record<string, string> };
};

type Field<S extends Prisma.ProductSelect, V, A, Rule extends z.ZodType> = {
  select: S;
  /** The value the pages get (ProductRecord). */
  record: (row: Row<S>) => V;
  /** Its JSON in the /api answers. */
  api: z.ZodType<A>;
  toApi: (value: V) => A;
  /** The same JSON built by PostgreSQL, with the product aliased p, its offering o and its image URLs img. */
  sql: Prisma.Sql;
  write?: Writable<V, Rule>;
};

/** One field (the helper only lets TypeScript infer each field's own types, and whether the owner writes it). */
function field<S extends Prisma.ProductSelect, V, A, Rule extends z.ZodType>(
  spec: Field<S, V, A, Rule> & { write: Writable<V, Rule> },
): Field<S, V, A, Rule> & { write: Writable<V, Rule> };
function field<S extends Prisma.ProductSelect, V, A>(spec: Field<S, V, A, never>): Field<S, V, A, never>;
function field(spec: unknown) {
  return spec;
}

const copy = <T>(value: T): T => value;
const sqlNumber = (column: string) => Prisma.raw(`p."${column}"::float8`);
const sqlTextArray = (column: string) => Prisma.raw(`to_json(COALESCE(p."${column}", ARRAY[]::text[]))`);
const sqlTimestamp = (column: string) => Prisma.raw(`to_char(p."${column}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function toNumber(value: Prisma.Decimal): number {
  return Number(value.toString());
}

/**
 * The price column (Decimal rupees) as the paise the app carries: the one place a stored price is read (the whole
 * record, the cards, the search index and the offering's list all call it).
 */
export function priceFromColumn(price: Prisma.Decimal | string): number {
  return paiseFromStoredRupees(price.toString());
}

const toAmount = (value: Prisma.Decimal | null) => (value === null ? null : toNumber(value));
const amountText = (value: number | null | undefined) =>
  value === null || value === undefined ? null : value.toFixed(1);

function toShoppingLinks(row: Record<DeliveryAppColumn, string | null>) {
  const links: ApiShoppingLinks = {};
  for (const app of DELIVERY_APPS) if (row[app.column]) links[app.key] = row[app.column]!;
  return links;
}

const nutritionColumns = {
  servingSize: true,
  energyKcal: true,
  proteinG: true,
  carbohydratesG: true,
  sugarsG: true,
  fatG: true,
  fibreG: true,
} satisfies Prisma.ProductSelect;

/** The stored nutrition, or null when the product has none (no serving size or no energy). */
function toNutrition(row: Row<typeof nutritionColumns>): Nutrition | null {
  if (row.servingSize === null || row.energyKcal === null) return null;
  return {
    servingSize: row.servingSize,
    energyKcal: toNumber(row.energyKcal),
    protein: toAmount(row.proteinG),
    carbohydrates: toAmount(row.carbohydratesG),
    sugars: toAmount(row.sugarsG),
    fat: toAmount(row.fatG),
    fibre: toAmount(row.fibreG),
  };
}

const id = z.string().meta({ description: "Record id (a cuid)." });
const uploadUrl = z.string().meta({ description: "Absolute path of a stored file, under /uploads/." });
const dateTime = z.string().meta({ format: "date-time" });

export const imageOrderBy = [
  { position: "asc" },
  { createdAt: "asc" },
  { id: "asc" },
] satisfies Prisma.ProductImageOrderByWithRelationInput[];

/** Every field of a product, in the order the answers and the admin form's messages list them. */
export const PRODUCT_SHAPE = {
  id: field({ select: { id: true }, record: (r) => r.id, api: id, toApi: copy, sql: Prisma.sql`p."id"` }),
  title: field({
    select: { title: true },
    record: (r) => r.title,
    api: z.string(),
    toApi: copy,
    sql: Prisma.sql`p."title"`,
    write: { rule: requiredText("Title", 200), data: (title) => ({ title }) },
  }),
  // Paise in the record; rupees in the column, the /api JSON and the admin form's field.
  price: field({
    select: { price: true },
    record: (r) => priceFromColumn(r.price),
    api: z.number().min(0).meta({ description: "Rupees, zero or more, up to two decimals." }),
    toApi: rupeesOf,
    sql: sqlNumber("price"),
    write: {
      rule: price,
      data: (paise) => ({ price: rupeesText(paise) }),
      controls: { names: ["price"], values: (paise) => ({ price: String(rupeesOf(paise)) }) },
    },
  }),
  description: field({
    select: { description: true },
    record: (r) => r.description,
    api: z.string(),
    toApi: copy,
    sql: Prisma.sql`p."description"`,
    write: { rule: requiredText("Description", 5000, { multiline: true }), data: (description) => ({ description }) },
  }),
  category: field({
    select: { category: { select: offeringSelect } },
    record: (r) => r.category,
    api: apiOfferingSchema.nullable(),
    toApi: (c) => (c ? toApiOffering(c) : null),
    sql: Prisma.sql`json_build_object('_id', o."id", 'id', o."id", 'name', o."name", 'slug', o."slug")`,
    write: { rule: category, controls: { names: ["category"], values: (c) => ({ category: c.id }) } },
  }),
  images: field({
    select: { images: { select: { id: true, url: true, variants: true }, orderBy: imageOrderBy } },
    record: (r) => r.images.map((i) => ({ id: i.id, url: i.url, variants: asVariants(i.variants) })),
    api: z.array(uploadUrl),
    toApi: (images) => images.map((i) => i.url),
    sql: Prisma.sql`COALESCE(img."urls", '[]'::json)`,
  }),
  shoppingLinks: field({
    select: { zeptoUrl: true, instamartUrl: true, blinkitUrl: true } satisfies Record<DeliveryAppColumn, true>,
    record: toShoppingLinks,
    api: apiShoppingLinksSchema,
    toApi: (links) => ({ ...links }),
    sql: Prisma.sql`json_strip_nulls(json_build_object(${Prisma.raw(
      DELIVERY_APPS.map((a) => `'${a.key}', NULLIF(p."${a.column}", '')`).join(", "),
    )}))`,
    write: {
      /** Absent (undefined) means "leave the links as they are" on update, "no links" on create. */
      rule: shoppingLinks.optional(),
      read: rawShoppingLinks,
      data: (links: ShoppingLinks) =>
        Object.fromEntries(DELIVERY_APPS.map((a) => [a.column, links[a.key] ?? null])) as Record<
          DeliveryAppColumn,
          string | null
        >,
      controls: {
        names: SHOP_PLATFORMS,
        values: (links) => Object.fromEntries(SHOP_PLATFORMS.map((name) => [name, links[name] ?? ""])),
      },
    },
  }),
  dietLabels: field({
    select: { dietLabels: true },
    record: (r) => asDietLabels(r.dietLabels),
    api: apiDietLabelsSchema,
    toApi: (labels) => [...labels],
    sql: sqlTextArray("dietLabels"),
    write: {
      /** Absent (undefined) means "leave the labels as they are" on update, "none" on create. */
      rule: dietLabels.optional(),
      read: rawDietLabels,
      data: (labels) => ({ dietLabels: labels }),
      controls: { names: ["dietLabels"], values: (labels) => ({ dietLabels: labels.join(",") }) },
    },
  }),
  allergens: field({
    select: { allergensContains: true, allergensMayContain: true },
    record: (r) => asAllergens(r.allergensContains, r.allergensMayContain),
    api: apiAllergensSchema,
    toApi: (a) => ({ contains: [...a.contains], mayContain: [...a.mayContain] }),
    sql: Prisma.sql`json_build_object(
            'contains', ${sqlTextArray("allergensContains")},
            'mayContain', ${sqlTextArray("allergensMayContain")})`,
    write: {
      /** Absent (undefined) means "leave them as they are" on update, "none declared" on create. */
      rule: allergens.optional(),
      read: rawAllergens,
      data: (a) => ({ allergensContains: a.contains, allergensMayContain: a.mayContain }),
      controls: { names: ALLERGENS.map(allergenField), values: allergenFieldValues },
    },
  }),
  nutrition: field({
    select: nutritionColumns,
    record: toNutrition,
    api: apiNutritionSchema.nullable().meta({ description: "Nutrition per serving, or null when not given." }),
    toApi: (n) => (n ? { ...n } : null),
    sql: Prisma.sql`CASE WHEN p."servingSize" IS NULL OR p."energyKcal" IS NULL THEN NULL ELSE json_build_object(
            'servingSize', p."servingSize",
            'energyKcal', ${sqlNumber("energyKcal")},
            'protein', ${sqlNumber("proteinG")},
            'carbohydrates', ${sqlNumber("carbohydratesG")},
            'sugars', ${sqlNumber("sugarsG")},
            'fat', ${sqlNumber("fatG")},
            'fibre', ${sqlNumber("fibreG")}) END`,
    write: {
      /** Absent (undefined) means "leave it as it is" on update, "none" on create; null clears it. */
      rule: nutrition.optional(),
      read: rawNutrition,
      data: (n) => ({
        servingSize: n?.servingSize ?? null,
        energyKcal: amountText(n?.energyKcal),
        proteinG: amountText(n?.protein),
        carbohydratesG: amountText(n?.carbohydrates),
        sugarsG: amountText(n?.sugars),
        fatG: amountText(n?.fat),
        fibreG: amountText(n?.fibre),
      }),
      controls: {
        names: NUTRITION_FIELDS,
        values: (n) => ({
          servingSize: n?.servingSize ?? "",
          ...Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, n?.[k] == null ? "" : String(n[k])])),
        }),
      },
    },
  }),
  createdAt: field({
    select: { createdAt: true },
    record: (r) => r.createdAt,
    api: dateTime,
    toApi: (d) => d.toISOString(),
    sql: sqlTimestamp("createdAt"),
  }),
  updatedAt: field({
    select: { updatedAt: true },
    record: (r) => r.updatedAt,
    api: dateTime,
    toApi: (d) => d.toISOString(),
    sql: sqlTimestamp("updatedAt"),
  }),
};

type Shape = typeof PRODUCT_SHAPE;
type Key = keyof Shape;
type AnyField = Field<Prisma.ProductSelect, unknown, unknown, z.ZodType>;
type WritableKey = { [K in Key]: Shape[K] extends { write: object } ? K : never }[Key];
type RuleOf<K extends WritableKey> = Shape[K] extends { write: { rule: infer R } } ? R : never;

const KEYS = Object.keys(PRODUCT_SHAPE) as Key[];
const fields = () => KEYS.map((key) => [key, PRODUCT_SHAPE[key] as unknown as AnyField] as const);
const writable = () => fields().flatMap(([key, f]) => (f.write ? [[key, f.write] as const] : []));

// ── Derived: what the pages read ─────────────────────────────────────────────────────────────────────────────

/** Every column a ProductRecord needs. */
export const productSelect = Object.assign({}, ...KEYS.map((key) => PRODUCT_SHAPE[key].select)) as AllColumns;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AllColumns = Intersection<Shape[Key]["select"]>;
export type ProductRow = Row<AllColumns>;

/** A product as the pages and the admin see it. */
export type ProductRecord = { [K in Key]: ReturnType<Shape[K]["record"]> };

export function toProductRecord(row: ProductRow): ProductRecord {
  return Object.fromEntries(fields().map(([key, f]) => [key, f.record(row as never)])) as ProductRecord;
}

// ── Derived: the /api answer ─────────────────────────────────────────────────────────────────────────────────

export const apiProductSchema = z
  .object({ _id: id, ...(Object.fromEntries(fields().map(([key, f]) => [key, f.api])) as ApiShape) })
  .meta({ id: "Product" });
type ApiShape = { [K in Key]: Shape[K]["api"] };
export type ApiProduct = z.infer<typeof apiProductSchema>;

export function toApiProduct(product: ProductRecord): ApiProduct {
  const values = Object.fromEntries(fields().map(([key, f]) => [key, f.toApi(product[key])]));
  return { _id: product.id, ...values } as ApiProduct;
}

/** The JSON object of one product (aliases as in `sql` above), key for key what toApiProduct gives. */
export const apiProductJsonSql = Prisma.sql`json_build_object('_id', p."id", ${Prisma.join(
  fields().map(([key, f]) => Prisma.sql`${Prisma.raw(`'${key}'`)}, ${f.sql}`),
  ",\n          ",
)})`;

// ── Derived: what the owner sends ────────────────────────────────────────────────────────────────────────────

/** The rules of every writable field, as one object (the JSON body of the /api and the admin form alike). */
export const productInput = z.object(
  Object.fromEntries(writable().map(([key, w]) => [key, w.rule])) as { [K in WritableKey]: RuleOf<K> },
);
export type ProductInput = z.output<typeof productInput>;

/** The product with its free-from claims checked against its allergens (when both are sent). */
const checkedProductInput = productInput.superRefine((input, ctx) => {
  if (!input.dietLabels || !input.allergens) return;
  for (const message of claimConflicts(input.dietLabels, input.allergens))
    ctx.addIssue({ code: "custom", message, path: ["dietLabels"] });
});

const controlNames = (key: string, w: Writable<unknown, z.ZodType>) => w.controls?.names ?? [key];

/** The order in which product messages are listed: each field, then its separate controls. */
export const PRODUCT_FIELDS: readonly string[] = [
  ...new Set(writable().flatMap(([key, w]) => [key, ...controlNames(key, w)])),
];

/** Every control of the admin form, by name. */
export const PRODUCT_CONTROLS: readonly string[] = writable().flatMap(([key, w]) => controlNames(key, w));

/**
 * Normalises a submitted product (admin form, API multipart or JSON) and validates it: each field is read where
 * its rule expects it (a whole value, or separate controls such as one per delivery app's link).
 */
export function productInputFromForm(source: RawSource) {
  return checkedProductInput.safeParse(
    Object.fromEntries(writable().map(([key, w]) => [key, w.read ? w.read(source) : readField(source, key)])),
  );
}

/** The columns a validated product writes (but its category's id); a field left undefined keeps its columns. */
export function productData(input: ProductInput): Omit<Prisma.ProductUncheckedCreateInput, "categoryId"> {
  const values = input as Record<string, unknown>;
  return Object.assign(
    {},
    ...writable().map(([key, w]) => (values[key] === undefined || !w.data ? {} : w.data(values[key]))),
  ) as Omit<Prisma.ProductUncheckedCreateInput, "categoryId">;
}

/** A stored product as the admin form's text values, by control name. */
export function productFormValues(product: ProductRecord): Record<string, string> {
  const values = product as Record<string, unknown>;
  return Object.assign(
    {},
    ...writable().map(([key, w]) =>
      w.controls ? w.controls.values(values[key]) : { [key]: values[key] == null ? "" : String(values[key]) },
    ),
  ) as Record<string, string>;
}
