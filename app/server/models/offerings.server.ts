// Offerings (categories). The slug follows the name; deleting one deletes its products too, or moves them to another
// offering first (the caller chooses, see ProductsOnDelete).
import type { Prisma } from "#app/generated/prisma/client";
import type { ApiOffering } from "#app/lib/api-shapes";
import { asVariants, type ImageVariant } from "#app/lib/images";
import { slugify } from "#app/lib/slug";
import { parseOfferingName } from "#app/lib/validation/offering";
import { OFFERING_EXISTS, OFFERING_NAME_REQUIRED, OFFERING_NOT_FOUND } from "#app/lib/validation/offering-text";
import { offeringCountChangedText, OFFERING_MOVE_TARGET_INVALID } from "#app/lib/offering-delete";
import { memoByContent } from "../platform/content-version.server";
import { db } from "../platform/db.server";
import { removeImages } from "../storage/images.server";
import { badRequest, conflict, isRecordId, notFound, rethrowAsDomainError } from "./errors.server";

export type OfferingRecord = { id: string; name: string; slug: string };
export type OfferingImage = { url: string; variants: ImageVariant[] };
export type OfferingSummary = OfferingRecord & { productCount: number; image: OfferingImage | null };

export const offeringSelect = { id: true, name: true, slug: true } satisfies Prisma.OfferingSelect;

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function byName(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** Every offering, sorted by name (case-insensitive); kept in memory per content version (every public page's navigation needs it): callers must not mutate it. */
export function listOfferings(): Promise<OfferingRecord[]> {
  return memoByContent("offerings", async () => {
    const rows = await (await db()).offering.findMany({ select: offeringSelect });
    return rows.sort(byName);
  });
}

type CoverRow = { categoryId: string; url: string; variants: unknown };

/** For each offering, the first image of its newest product that has images (one query for all offerings). */
async function listOfferingCovers(): Promise<Map<string, OfferingImage>> {
  const rows = await (
    await db()
  ).$queryRaw<CoverRow[]>`
    SELECT DISTINCT ON (p."categoryId") p."categoryId", i."url", i."variants"
    FROM "Product" p
    JOIN "ProductImage" i ON i."productId" = p."id"
    ORDER BY p."categoryId", p."createdAt" DESC, p."id" DESC, i."position" ASC, i."createdAt" ASC, i."id" ASC`;
  return new Map(rows.map((r) => [r.categoryId, { url: r.url, variants: asVariants(r.variants) }]));
}

/** Offerings with their product count and a cover image: two queries whatever the number of offerings. */
/** Every offering with its product count and cover image; kept in memory per content version. */
export function listOfferingsWithSummary(): Promise<OfferingSummary[]> {
  return memoByContent("offerings-with-summary", loadOfferingsWithSummary);
}

async function loadOfferingsWithSummary(): Promise<OfferingSummary[]> {
  const prisma = await db();
  const [rows, covers] = await Promise.all([
    prisma.offering.findMany({ select: { ...offeringSelect, _count: { select: { products: true } } } }),
    listOfferingCovers(),
  ]);
  return rows
    .map(({ _count, ...offering }) => ({
      ...offering,
      productCount: _count.products,
      image: covers.get(offering.id) ?? null,
    }))
    .sort(byName);
}

export async function getOffering(id: string): Promise<OfferingRecord | null> {
  if (!isRecordId(id)) return null;
  return (await db()).offering.findUnique({ where: { id }, select: offeringSelect });
}

/**
 * The Prisma filter for "slug or lower-cased name" (GET /api/products?category=, /offerings/:slug). The slug is
 * slugify(name), so a lower-cased name is matched through slugify() on the unique slug index. (Prisma's
 * case-insensitive `equals` is an ILIKE, where "%" and "_" in the input would act as wildcards.)
 */
export function offeringMatch(slugOrName: string): Prisma.OfferingWhereInput {
  const { slugs, name } = offeringMatchKeys(slugOrName);
  return { OR: [{ slug: { in: slugs } }, { name }] };
}

/** What offeringMatch compares: the candidate slugs (as given, lower-cased, and slugified) and the exact name. */
export function offeringMatchKeys(slugOrName: string): { slugs: string[]; name: string } {
  const wanted = slugOrName.trim();
  const slugs = [...new Set([wanted.toLowerCase(), slugify(wanted)])].filter((s) => s !== "");
  return { slugs: slugs.length > 0 ? slugs : [wanted], name: wanted };
}

export async function getOfferingBySlug(slug: string): Promise<OfferingRecord | null> {
  if (slug.trim() === "" || slug.length > 200 || slug.includes("\u0000")) return null;
  const rows = await (await db()).offering.findMany({ where: offeringMatch(slug), select: offeringSelect, take: 2 });
  const wanted = slug.trim().toLowerCase();
  return rows.find((r) => r.slug === wanted) ?? rows[0] ?? null;
}

/** The trimmed name, or a 400 DomainError (blank: "Offering name is required."). */
function requireOfferingName(input: unknown): string {
  const result = parseOfferingName(input);
  if (result.kind === "blank") throw badRequest(OFFERING_NAME_REQUIRED);
  if (result.kind === "invalid") throw badRequest(result.message);
  return result.name;
}

export async function createOffering(name: unknown): Promise<OfferingRecord> {
  const clean = requireOfferingName(name);
  try {
    return await (await db()).offering.create({ data: { name: clean, slug: slugify(clean) }, select: offeringSelect });
  } catch (error) {
    rethrowAsDomainError(error, { conflict: OFFERING_EXISTS });
  }
}

export async function renameOffering(id: string, name: unknown): Promise<OfferingRecord> {
  if (!isRecordId(id)) throw notFound(OFFERING_NOT_FOUND);
  const clean = requireOfferingName(name);
  try {
    return await (
      await db()
    ).offering.update({
      where: { id },
      data: { name: clean, slug: slugify(clean) },
      select: offeringSelect,
    });
  } catch (error) {
    rethrowAsDomainError(error, { conflict: OFFERING_EXISTS, notFound: OFFERING_NOT_FOUND });
  }
}

/**
 * What happens to an offering's products when it is deleted:
 * - "delete": they go with it (DELETE /api/offerings/:id);
 * - { expected }: they go with it if it holds exactly that many, the count the owner's confirmation showed; else
 *   the delete is refused (409), so a product added meanwhile is never taken unasked;
 * - { moveTo }: they move to that other offering first, then the emptied offering is deleted.
 */
export type ProductsOnDelete = "delete" | { expected: number } | { moveTo: unknown };

export type OfferingDeleted = OfferingRecord & {
  productsDeleted: number;
  productsMoved: number;
  movedTo: OfferingRecord | null;
};

/** How many products an offering holds (the admin's delete confirmation). */
export async function countOfferingProducts(id: string): Promise<number> {
  if (!isRecordId(id)) return 0;
  return (await db()).product.count({ where: { categoryId: id } });
}

/**
 * Deletes an offering, its products going as `products` says, in one transaction; then removes the deleted
 * products' image files. The offering and its products are locked first, so no product or image can slip in
 * between counting (or reading the file list) and deleting the rows: a product added meanwhile is either
 * counted or waits for the delete to finish and then fails on the missing offering.
 */
export async function deleteOffering(id: string, products: ProductsOnDelete = "delete"): Promise<OfferingDeleted> {
  if (!isRecordId(id)) throw notFound(OFFERING_NOT_FOUND);
  const moving = typeof products === "object" && "moveTo" in products;
  const moveTo = moving ? products.moveTo : undefined;
  const expected = typeof products === "object" && "expected" in products ? products.expected : undefined;
  if (moving && (typeof moveTo !== "string" || !isRecordId(moveTo) || moveTo === id)) {
    throw badRequest(OFFERING_MOVE_TARGET_INVALID);
  }
  const prisma = await db();
  const { offering, images, moved, deleted, target } = await prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Offering" WHERE "id" = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound(OFFERING_NOT_FOUND);
    const held = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Product" WHERE "categoryId" = ${id} FOR UPDATE`;
    if (expected !== undefined && held.length !== expected) throw conflict(offeringCountChangedText(held.length));
    let target: OfferingRecord | null = null;
    let moved = 0;
    if (typeof moveTo === "string") {
      // Locked so that the target cannot be deleted between the move and the commit.
      const rows = await tx.$queryRaw<
        OfferingRecord[]
      >`SELECT "id", "name", "slug" FROM "Offering" WHERE "id" = ${moveTo} FOR UPDATE`;
      target = rows[0] ?? null;
      if (!target) throw badRequest(OFFERING_MOVE_TARGET_INVALID);
      moved = (await tx.product.updateMany({ where: { categoryId: id }, data: { categoryId: moveTo } })).count;
    }
    const images = await tx.productImage.findMany({
      where: { product: { categoryId: id } },
      select: { url: true, variants: true },
    });
    const offering = await tx.offering.delete({ where: { id }, select: offeringSelect });
    return { offering, images, moved, deleted: held.length - moved, target };
  });
  await removeImages(images);
  return { ...offering, productsDeleted: deleted, productsMoved: moved, movedTo: target };
}

export function toApiOffering(offering: OfferingRecord): ApiOffering {
  return { _id: offering.id, id: offering.id, name: offering.name, slug: offering.slug };
}
