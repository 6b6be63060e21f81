// The request bodies of the /api routes, one Zod schema each: the route modules declare them (apiRoute), the
// OpenAPI document shows them (z.toJSONSchema), and the multipart ones also say which fields a form may carry
// (checkFormFields). The field rules come from app/lib/validation, the ones the models validate with.
import { z } from "zod";
import { DIET_LABELS } from "#app/lib/diet";
import { amountPattern, NUTRIENTS, NUTRITION_FIELDS, SERVING_SIZE_PATTERN } from "#app/lib/nutrition";
import { bannerUpdateInput } from "#app/lib/validation/banner";
import { BANNER_UPLOAD_FIELDS } from "#app/lib/validation/banner-text";
import { contactInput } from "#app/lib/validation/contact";
import { offeringInput } from "#app/lib/validation/offering";
import { orderInput, orderPatchBody } from "#app/lib/validation/order";
import { partnerInput } from "#app/lib/validation/partner-schema";
import {
  allergens,
  DIET_LABEL_ITEM,
  DIET_LABELS_MAX,
  DIET_LABELS_TEXT,
  nutrition,
  price,
  SHOP_LINK_JSON,
  SHOP_LINKS_TEXT,
  SHOP_PLATFORMS,
} from "#app/lib/validation/product";
import { MAX_PRODUCT_IMAGES } from "#app/lib/validation/product-text";
import { sendMessageInput } from "#app/lib/validation/send-message";
import { subscribeInput, verifyInput } from "#app/lib/validation/subscribe";
import { videoInput } from "#app/lib/validation/video";
import { VIDEO_CREATE_REQUIRED } from "#app/lib/validation/video-text";
import { badRequest } from "../models/errors.server";
import { unknownFieldMessage } from "./api.server";
import { productInput } from "../models/products.server";
import type { ApiBody } from "./api-route.server";

/** At most this many images in one product upload (what a product may hold). */
export const MAX_IMAGES_PER_UPLOAD = MAX_PRODUCT_IMAGES;

const file = () =>
  z.file().meta({ description: "A file part; images are checked by their bytes (JPEG, PNG, WebP, AVIF, GIF)." });

const formText = (description: string, extra: Record<string, unknown> = {}) =>
  z
    .string()
    .optional()
    .meta({ description, ...extra });

/**
 * What a form part (always text) may carry for a field whose rule also takes other JSON values: the text branch of
 * the rule's own schema, so the form's document and the rule cannot drift apart.
 */
function textOf(rule: z.ZodType): Record<string, unknown> {
  const schema = z.toJSONSchema(rule, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as {
    anyOf?: Record<string, unknown>[];
  };
  const text = schema.anyOf?.filter((branch) => branch.type === "string") ?? [];
  if (text.length !== 1) throw new Error("textOf: the rule's schema has no single text branch");
  const { description: _description, ...branch } = text[0]!;
  return branch;
}

const productForm = productInput.extend({
  // Parts are text: a number branch would never apply (and a validator that divides binary fractions by 0.01
  // would refuse some two-decimal prices with it).
  price: z.string().meta({
    ...textOf(price),
    description: "Rupees, zero or more, with at most two decimals, at most 99,999,999.99.",
  }),
  shoppingLinks: formText('JSON text: {"zepto"?: url, "instamart"?: url, "blinkit"?: url}; blank for none.', {
    contentMediaType: "application/json",
    ...SHOP_LINKS_TEXT,
  }),
  ...Object.fromEntries(
    SHOP_PLATFORMS.map((name) => [
      name,
      formText(`The ${name} link as a separate field, read when shoppingLinks is not sent; blank for none.`),
    ]),
  ),
  images: z
    .array(file())
    .max(MAX_IMAGES_PER_UPLOAD)
    .optional()
    .meta({ description: "Image files (repeat the field)." }),
  dietLabels: z
    .array(z.string())
    .optional()
    .meta({
      description: `Dietary labels (repeat the field, one label each; or one field, comma-separated or JSON text of a list): ${DIET_LABELS.join(", ")}. Absent keeps them on update; an empty value clears them.`,
      // One part is read as text (comma-separated or JSON), several as one label each (blank ones skipped).
      anyOf: [
        { maxItems: 1, items: { type: "string", pattern: DIET_LABELS_TEXT } },
        { minItems: 2, maxItems: DIET_LABELS_MAX, items: DIET_LABEL_ITEM },
      ],
    }),
  allergens: formText(
    'JSON text: {"contains"?: [allergen, ...], "mayContain"?: [allergen, ...]} (each list may also be text, the allergens separated by commas), or "null" / empty to declare none. Absent keeps them on update.',
    textOf(allergens),
  ),
  nutrition: formText(
    `JSON text of Nutrition (${NUTRITION_FIELDS.join(", ")}), or "null" / empty to remove it. Instead, the same names may be sent as separate fields. Absent keeps it on update.`,
    textOf(nutrition),
  ),
  ...Object.fromEntries(
    NUTRITION_FIELDS.map((name) => [
      name,
      formText(
        name === "servingSize"
          ? 'Nutrition as a separate field, read when nutrition is not sent: what one serving is, e.g. "1 slice (80 g)".'
          : `Nutrition as a separate field, read when nutrition is not sent: ${name} per serving, a number from 0 to ${NUTRIENTS.find((n) => n.key === name)?.max} with at most one decimal.`,
      ),
    ]),
  ),
});

/**
 * The nutrition rule across the separate fields, for the document (the rule itself is checkNutrition): when any of
 * them is filled in (and no whole `nutrition` is sent, which takes their place), the serving size and the energy
 * are needed too. (That sugars are at most the carbohydrates no schema can say.)
 */
const text = (pattern: string) => ({ type: "string", pattern });
const nonBlank = text("\\S");
/**
 * The separate fields' rules, for the document: they hold only when the whole value they stand in for is not sent
 * (the server then reads them; with it, it does not).
 */
const SEPARATE_FIELDS_RULES = [
  {
    if: { not: { required: ["shoppingLinks"] } },
    then: { properties: Object.fromEntries(SHOP_PLATFORMS.map((name) => [name, SHOP_LINK_JSON])) },
  },
  {
    if: { not: { required: ["nutrition"] } },
    then: {
      properties: Object.fromEntries(
        NUTRITION_FIELDS.map((name) => {
          const nutrient = NUTRIENTS.find((n) => n.key === name);
          return [name, text(nutrient ? amountPattern(nutrient.max) : SERVING_SIZE_PATTERN)];
        }),
      ),
    },
  },
];
const NUTRITION_FIELDS_RULE = {
  if: {
    not: { required: ["nutrition"] },
    anyOf: NUTRITION_FIELDS.map((name) => ({ required: [name], properties: { [name]: nonBlank } })),
  },
  then: { required: ["servingSize", "energyKcal"], properties: { servingSize: nonBlank, energyKcal: nonBlank } },
};

const productUpdateForm = productForm.extend({
  images: z
    .array(file())
    .max(MAX_IMAGES_PER_UPLOAD)
    .optional()
    .meta({ description: "New image files, added after the kept ones." }),
  removeImages: z.array(z.string()).optional().meta({ description: "URLs of images to drop (repeat the field)." }),
});

const bannerCreateForm = z
  .object({ [BANNER_UPLOAD_FIELDS.large]: file().optional(), [BANNER_UPLOAD_FIELDS.small]: file().optional() })
  .meta({ description: "At least one of the two files, each at most once. No other field (a title is set with PUT)." });

const videoFile = z.file().meta({ description: "MP4, WebM or QuickTime, checked by its bytes; streamed to disk." });

const json = (name: string, schema: z.ZodObject): ApiBody => ({ media: "application/json", schema, name });
const multipart = (name: string, schema: z.ZodObject): ApiBody => ({ media: "multipart/form-data", schema, name });

/** Every /api request body, by the name the OpenAPI document gives it. */
export const API_BODIES = {
  offering: json("OfferingBody", offeringInput),
  subscribe: json("SubscribeBody", subscribeInput),
  verify: json("VerifyBody", verifyInput),
  contact: json("ContactBody", contactInput),
  partner: json("PartnerContactBody", partnerInput),
  order: json("OrderBody", orderInput),
  orderChange: json(
    "OrderChangeBody",
    orderPatchBody.meta({
      description:
        "Either a status change as the owner's page makes it: `to`, the `version` read, a `note` for the customer; a quote (or a revised one, quoted to quoted) also needs `quotedPaise` and `depositPaise`, whole paise as the answers give them; declined and cancelled need a `reason` the customer reads; a declined or cancelled order is reopened with `to: requested`. Or, without `to`, a change of details: the `version` read and any of date, fulfilment, address, pincode, pickupTime, size, flavour, message (the day within the capacity rules, a size, flavour and PIN code the bakery offers); the customer is e-mailed what changed.",
    }),
  ),
  productCreate: multipart(
    "ProductForm",
    productForm.meta({ allOf: [...SEPARATE_FIELDS_RULES, NUTRITION_FIELDS_RULE] }),
  ),
  productUpdate: multipart(
    "ProductUpdateForm",
    productUpdateForm.meta({ allOf: [...SEPARATE_FIELDS_RULES, NUTRITION_FIELDS_RULE] }),
  ),
  bannerCreate: multipart("BannerCreateForm", bannerCreateForm),
  bannerUpdate: multipart("BannerUpdateForm", bannerUpdateInput.extend({ banner: file() })),
  videoCreate: multipart("VideoCreateForm", videoInput(VIDEO_CREATE_REQUIRED).extend({ videoFile })),
  videoUpdate: multipart("VideoUpdateForm", videoInput().extend({ videoFile: videoFile.optional() })),
  sendMessage: multipart("SendMessageForm", sendMessageInput.meta({ description: "A message, an image, or both." })),
} as const;

/** True when the field takes a list (it may be repeated in a form). */
function isList(schema: z.ZodType): boolean {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodArray;
}

/**
 * A multipart body holds only the fields its schema names, and a field that is not a list at most once: a field
 * the route would not read (a title on a new banner) or a second file where one is kept (two large banners) is a
 * 400 that names it, never dropped without a word.
 */
export function checkFormFields(names: Iterable<string>, body: ApiBody): void {
  const shape = body.schema.shape as Record<string, z.ZodType>;
  const seen = new Set<string>();
  for (const name of names) {
    const field = Object.hasOwn(shape, name) ? shape[name] : undefined;
    if (!field) throw badRequest(unknownFieldMessage(name));
    if (seen.has(name) && !isList(field)) throw badRequest(`Send ${name} only once.`);
    seen.add(name);
  }
}

/** The field names of a parsed form, once per part (a repeated field is listed each time). */
export function formFieldNames(form: FormData): string[] {
  return [...form.keys()];
}
