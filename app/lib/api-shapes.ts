// The JSON shapes of the /api, as Zod schemas (the product's own comes from its declaration in
// app/server/models/products/shape.server.ts): the TypeScript types below are
// inferred from them, and the OpenAPI document (GET /api/openapi.json) is generated from them, so the
// answers, their types and their documentation cannot drift apart. Every id is a string, sent as both
// `_id` and `id`.
import { z } from "zod";
import { perDeliveryApp } from "./delivery-apps";
import { ALLERGENS } from "./allergens";
import { DIET_LABELS } from "./diet";
import { NUTRIENTS, SERVING_SIZE_MAX, type NutrientKey } from "./nutrition";

const id = z.string().meta({ description: "Record id (a cuid)." });
const uploadUrl = z.string().meta({ description: "Absolute path of a stored file, under /uploads/." });

export const apiOfferingSchema = z
  .object({ _id: id, id, name: z.string(), slug: z.string() })
  .meta({ id: "Offering", description: "An offering (category of products)." });

export const apiShoppingLinksSchema = z
  .object(perDeliveryApp(() => z.string().optional()))
  .meta({ id: "ShoppingLinks", description: "Links to the product on quick-commerce apps (only those set)." });

export const apiDietLabelsSchema = z.array(z.enum(DIET_LABELS)).meta({
  id: "DietLabels",
  description: `Dietary labels the owner ticked, each once, in this order: ${DIET_LABELS.join(", ")} (contains-nuts is an allergen warning). A label not listed is not stated, never "free from".`,
});

const allergenList = z.array(z.enum(ALLERGENS));
export const apiAllergensSchema = z
  .object({
    contains: allergenList.meta({ description: "Allergens the product contains (gluten: cereals containing gluten)." }),
    mayContain: allergenList.meta({ description: "Allergens it may contain as traces from the same kitchen." }),
  })
  .meta({
    id: "Allergens",
    description: `Allergens as the owner declares them, each of ${ALLERGENS.join(", ")} in at most one list; one in neither is not declared.`,
  });

/** An amount of the nutrition, with its label, unit and bounds from the one list (lib/nutrition.ts). */
function nutrient(key: NutrientKey) {
  const n = NUTRIENTS.find((x) => x.key === key)!;
  return { n, number: z.number().min(0).max(n.max) };
}
function amount(key: Exclude<NutrientKey, "energyKcal">) {
  const { n, number } = nutrient(key);
  return number.nullable().meta({ description: `${n.label} per serving (${n.unit}); null when not given.` });
}
const energy = nutrient("energyKcal").number.meta({ description: "Energy per serving (kcal)." });

export const apiNutritionSchema = z
  .object({
    servingSize: z.string().max(SERVING_SIZE_MAX).meta({ description: 'What one serving is, e.g. "1 slice (80 g)".' }),
    energyKcal: energy,
    protein: amount("protein"),
    carbohydrates: amount("carbohydrates"),
    sugars: amount("sugars"),
    fat: amount("fat"),
    fibre: amount("fibre"),
  })
  .meta({ id: "Nutrition", description: "Nutrition per serving." });

export const apiSearchResultSchema = z
  .object({
    _id: id,
    id,
    title: z.string(),
    images: z.array(uploadUrl),
    price: z.number().min(0),
    dietLabels: apiDietLabelsSchema,
  })
  .meta({ id: "SearchResult" });

export const apiBannerDeviceSchema = z.enum(["large", "small"]);

export const apiBannerSchema = z
  .object({ _id: id, id, image: uploadUrl, device: apiBannerDeviceSchema, title: z.string() })
  .meta({ id: "Banner" });

export const apiVideoSchema = z
  .object({ _id: id, id, title: z.string(), description: z.string(), videoUrl: uploadUrl })
  .meta({ id: "Video" });

const requestId = z.string().optional().meta({
  description:
    "The id of this request (also in the X-Request-Id header), for support. Every error a route answers carries it; a 405 or 413 the server answers before any route runs does not.",
});

export const apiErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.string()).optional().meta({ description: "Every validation message, in field order." }),
    requestId,
  })
  .meta({ id: "Error", description: "Every error answer (4xx)." });

/** The OpenAPI document itself (GET /api/openapi.json). */
export const apiDocumentSchema = z.looseObject({ openapi: z.string() });

export const apiMessageSchema = z.object({ message: z.string() }).meta({ id: "Message" });

export const apiOrderPlacedSchema = z
  .object({
    reference: z.string().meta({ description: "The order's reference, e.g. SB-26-0042." }),
    statusUrl: z.string().meta({
      description:
        "The private status page (no account needed); keep it secret. Given this once and in the first e-mail: only its hash is stored.",
    }),
  })
  .meta({ id: "OrderPlaced" });

export const apiOrderDayFullSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.string()).optional(),
    nextFreeDays: z.array(z.string()).meta({ description: "The next days (YYYY-MM-DD) that still take an order." }),
    requestId,
  })
  .meta({ id: "OrderDayUnavailable", description: "The day takes no order (lead time, closed or full)." });

export const apiSubscribeConflictSchema = z
  .object({ message: z.string(), emailExists: z.literal(true), requestId })
  .meta({ id: "SubscribeConflict" });

export const apiOutboxEmailSchema = z
  .object({
    _id: id,
    id,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.string(),
    createdAt: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "OutboxEmail" });

const day = z.string().meta({ description: "A day, YYYY-MM-DD (India time).", format: "date" });
const count = z.number().int().min(0);
const rate = z
  .number()
  .min(0)
  .nullable()
  .meta({ description: "A fraction (0.25 = 25%); null when nothing to divide by." });

export const apiInsightsProductSchema = z
  .object({
    productId: id,
    title: z.string().meta({ description: 'The product\'s title, or "(deleted product)".' }),
    views: count,
    clickOuts: count,
    rate: rate.meta({ description: "Click-outs per view; null without views." }),
  })
  .meta({ id: "InsightsProduct" });

export const apiInsightsSearchSchema = z
  .object({
    query: z.string().meta({ description: "The normalised query (lower case, single spaces)." }),
    searches: count,
    fromDropdown: count,
    fromPage: count,
    results: z.number().int().min(0).meta({ description: "How many products the latest of these searches found." }),
  })
  .meta({ id: "InsightsSearch" });

export const apiInsightsSchema = z
  .object({
    from: day,
    to: day,
    totals: z.object({
      views: count.meta({ description: "Views of public pages, products and offerings (people only)." }),
      botViews: count.meta({ description: "Views by crawlers and other bots, counted apart." }),
      viewsThatRan: count.meta({
        description:
          "Views whose page then ran in a browser and said so; the rest of `views` never ran (no JavaScript, or an automated client).",
      }),
      clickOuts: count,
      searches: count,
      searchesWithoutResults: count,
      newsletterStarted: count,
      newsletterVerified: count,
      verificationRate: rate,
      contactMessages: count,
      partnerMessages: count,
    }),
    visitsPerDay: z.array(
      z.object({ day, views: count, ran: count.meta({ description: "Of those views, how many ran in a browser." }) }),
    ),
    clickOutsPerDay: z.array(z.object({ day, ...perDeliveryApp(() => count) })),
    topPages: z.array(z.object({ path: z.string(), kind: z.enum(["page", "offering"]), views: count })),
    topProductsByViews: z.array(apiInsightsProductSchema),
    topProductsByClickOuts: z.array(apiInsightsProductSchema),
    products: z
      .array(apiInsightsProductSchema)
      .meta({ description: "Every product viewed or clicked out in the range, by views." }),
    topSearches: z.array(apiInsightsSearchSchema),
    noResultSearches: z.array(apiInsightsSearchSchema),
    newsletterPerDay: z.array(z.object({ day, started: count, verified: count })),
    orders: z
      .object({
        funnel: z.object({
          requested: count,
          quoted: count.meta({ description: "Of those, how many got a quote (even if declined later)." }),
          confirmed: count.meta({ description: "Of those, how many were confirmed by their deposit." }),
          completed: count,
          declinedOrCancelled: count,
        }),
        byOccasion: z.array(z.object({ occasion: z.string(), orders: count })),
        bySize: z.array(z.object({ size: z.string(), orders: count })),
      })
      .meta({ description: "Custom cake orders requested in the range: the funnel, by occasion, by size." }),
  })
  .meta({ id: "Insights", description: "Anonymous daily counts of the site's use, for the owner." });

export type ApiOffering = z.infer<typeof apiOfferingSchema>;
export type ApiShoppingLinks = z.infer<typeof apiShoppingLinksSchema>;
export type ApiSearchResult = z.infer<typeof apiSearchResultSchema>;
export type ApiBanner = z.infer<typeof apiBannerSchema>;
export type ApiVideo = z.infer<typeof apiVideoSchema>;
/** Every error answer: `{ message }`, plus `errors` for a list of validation messages. */
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiOutboxEmail = z.infer<typeof apiOutboxEmailSchema>;
export type ApiInsights = z.infer<typeof apiInsightsSchema>;
export type ApiInsightsProduct = z.infer<typeof apiInsightsProductSchema>;
export type ApiInsightsSearch = z.infer<typeof apiInsightsSearchSchema>;

const amountPaise = z.number().int().min(0);

/** The money of every order a list matches (all its pages), in paise: what the owner's list shows above it. */
export const apiOrderTotalsSchema = z
  .object({
    valuePaise: amountPaise.meta({
      description: "The matching orders' value: the quote, else the estimate; declined and cancelled count 0.",
    }),
    depositsReceivedPaise: amountPaise.meta({ description: "The deposits received on the matching orders." }),
    balanceDuePaise: amountPaise.meta({
      description: "Still to be paid on the matching orders not yet completed: value less deposits received.",
    }),
  })
  .meta({ description: "Money of every matching order (every page), in paise." });
