// Products: writes that keep image files and rows in step (files are stored before the transaction and removed
// if it fails; files of removed images are removed only after it commits).
import type { RawSource } from "#app/lib/validation/product";
import { asAllergens, claimConflicts } from "#app/lib/allergens";
import { asDietLabels } from "#app/lib/diet";
import { MAX_PRODUCT_IMAGES, PRODUCT_DETAILS_INVALID, tooManyImages } from "#app/lib/validation/product-text";
import { db } from "../../platform/db.server";
import { removeImages as removeImageFiles, storeImage, type StoredImage } from "../../storage/images.server";
import { badRequest, invalidInput, isRecordId, notFound, rethrowAsDomainError } from "../errors.server";
import { offeringMatch } from "../offerings.server";
import {
  imageOrderBy,
  productSelect,
  toProductRecord,
  PRODUCT_NOT_FOUND,
  UNKNOWN_CATEGORY,
  type ProductImageChanges,
  type ProductRecord,
  type ProductRow,
  type Tx,
} from "./records.server";
import { PRODUCT_FIELDS, productData, productInputFromForm, type ProductInput } from "./shape.server";

/**
 * A submitted product (form fields, multipart or a JSON object) validated by the shared schema, or a 400
 * DomainError listing every message in field order (`errors`) and by field (`fields`, for the admin form).
 */
function validateProduct(source: RawSource): ProductInput {
  const parsed = productInputFromForm(source);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error, PRODUCT_FIELDS, PRODUCT_DETAILS_INVALID);
}

/** The offering id a submitted `category` names (an id, or a slug / lower-cased name), or a 400. */
async function resolveCategoryId(category: string): Promise<string> {
  const wanted = category.trim();
  if (wanted === "") throw badRequest(UNKNOWN_CATEGORY);
  const rows = await (
    await db()
  ).offering.findMany({
    where: { OR: [...(isRecordId(wanted) ? [{ id: wanted }] : []), offeringMatch(wanted)] },
    select: { id: true },
    take: 2,
  });
  const chosen = rows.find((r) => r.id === wanted) ?? rows[0];
  if (!chosen) throw badRequest(UNKNOWN_CATEGORY);
  return chosen.id;
}

const nonEmpty = (files: readonly File[]) => files.filter((file) => file.size > 0);

/** The 400 for a write that would leave the product with more than MAX_PRODUCT_IMAGES images. */
function checkImageCount(kept: number, sent: number): void {
  if (sent > 0 && kept + sent > MAX_PRODUCT_IMAGES) throw badRequest(tooManyImages(kept, sent));
}

/** Stores the files one after another; if one fails, the ones already stored are removed. */
async function storeProductImages(files: readonly File[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) {
      if (file.size === 0) continue;
      stored.push(await storeImage(new Uint8Array(await file.arrayBuffer()), "products"));
    }
  } catch (error) {
    await removeImageFiles(stored);
    throw error;
  }
  return stored;
}

const writeErrors = { notFound: PRODUCT_NOT_FOUND, invalidReference: UNKNOWN_CATEGORY };

/**
 * Validates the submitted product (a 400 with every message), stores the images, then writes the product and
 * its image rows in one statement (all or nothing).
 */
export async function createProduct(raw: RawSource, files: readonly File[] = []): Promise<ProductRecord> {
  const input = validateProduct(raw);
  const categoryId = await resolveCategoryId(input.category);
  checkImageCount(0, nonEmpty(files).length);
  const stored = await storeProductImages(files);
  try {
    const row = await (
      await db()
    ).product.create({
      data: {
        ...productData(input),
        categoryId,
        images: { create: stored.map((s, position) => ({ position, url: s.url, variants: s.variants })) },
      },
      select: productSelect,
    });
    return toProductRecord(row);
  } catch (error) {
    await removeImageFiles(stored);
    rethrowAsDomainError(error, writeErrors);
  }
}

/** Locks the product row for the rest of the transaction (404 if it is gone). */
async function lockProduct(tx: Tx, id: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Product" WHERE "id" = ${id} FOR UPDATE`;
  if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
}

/** Whether an image is named in `keys` (by id or URL), as `removeImages` names them. */
function namedIn(keys: readonly string[] | undefined) {
  const set = new Set(keys ?? []);
  return (image: { id: string; url: string }) => set.has(image.id) || set.has(image.url);
}

type CurrentImage = { id: string; url: string; variants: unknown; position: number };

/** Images named in `order` (by id or URL) first, in that order; the rest keep their current order. */
function orderImages(images: CurrentImage[], order: readonly string[] | undefined): CurrentImage[] {
  if (!order || order.length === 0) return images;
  const rank = (image: CurrentImage) => {
    const i = order.findIndex((key) => key === image.id || key === image.url);
    return i === -1 ? order.length : i;
  };
  return images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => rank(a.image) - rank(b.image) || a.index - b.index)
    .map((x) => x.image);
}

async function applyImageChanges(tx: Tx, productId: string, stored: StoredImage[], changes: ProductImageChanges) {
  const current = await tx.productImage.findMany({
    where: { productId },
    select: { id: true, url: true, variants: true, position: true },
    orderBy: imageOrderBy,
  });
  const removed = current.filter(namedIn(changes.removeImages));
  const kept = orderImages(
    current.filter((i) => !removed.includes(i)),
    changes.imageOrder,
  );
  // Counted under the product's row lock, so two writes adding images at once cannot both pass the limit.
  checkImageCount(kept.length, stored.length);
  if (removed.length > 0) await tx.productImage.deleteMany({ where: { id: { in: removed.map((i) => i.id) } } });
  for (const [position, image] of kept.entries()) {
    if (image.position !== position) await tx.productImage.update({ where: { id: image.id }, data: { position } });
  }
  if (stored.length > 0) {
    await tx.productImage.createMany({
      data: stored.map((s, i) => ({ productId, position: kept.length + i, url: s.url, variants: s.variants })),
    });
  }
  return removed;
}

/**
 * Validates the submitted product (a 400 with every message, before the id is looked up), updates the fields;
 * keeps the images unless named in `removeImages`, appends new files, applies `imageOrder`.
 * Files of removed images are deleted after the transaction commits; new files are deleted if it fails.
 * `shoppingLinks` left undefined keeps the stored links.
 */
export async function updateProduct(
  id: string,
  raw: RawSource,
  changes: ProductImageChanges = {},
): Promise<ProductRecord> {
  const input = validateProduct(raw);
  if (!isRecordId(id)) throw notFound(PRODUCT_NOT_FOUND);
  const prisma = await db();
  const existing = await prisma.product.findUnique({
    where: { id },
    select: {
      images: { select: { id: true, url: true } },
      dietLabels: true,
      allergensContains: true,
      allergensMayContain: true,
    },
  });
  if (!existing) throw notFound(PRODUCT_NOT_FOUND);
  // Only one of the two sent: the claims are checked against the stored other half (both sent: validated above).
  if ((input.dietLabels === undefined) !== (input.allergens === undefined)) {
    const conflicts = claimConflicts(
      input.dietLabels ?? asDietLabels(existing.dietLabels),
      input.allergens ?? asAllergens(existing.allergensContains, existing.allergensMayContain),
    );
    if (conflicts.length > 0) throw badRequest(conflicts.join(" "));
  }
  const categoryId = await resolveCategoryId(input.category);
  // A first count before the files are converted, so an over-full write costs no image work; the count that
  // decides is taken again inside the transaction.
  const unwanted = namedIn(changes.removeImages);
  const keptNow = existing.images.filter((i) => !unwanted(i)).length;
  checkImageCount(keptNow, nonEmpty(changes.newFiles ?? []).length);
  const stored = await storeProductImages(changes.newFiles ?? []);
  let result: { row: ProductRow; removed: CurrentImage[] };
  try {
    result = await prisma.$transaction(async (tx) => {
      await lockProduct(tx, id);
      const removed = await applyImageChanges(tx, id, stored, changes);
      const row = await tx.product.update({
        where: { id },
        data: { ...productData(input), categoryId },
        select: productSelect,
      });
      return { row, removed };
    });
  } catch (error) {
    await removeImageFiles(stored);
    rethrowAsDomainError(error, writeErrors);
  }
  await removeImageFiles(result.removed);
  return toProductRecord(result.row);
}

/** Deletes the product (its image rows go by cascade), then its image files. */
export async function deleteProduct(id: string): Promise<void> {
  if (!isRecordId(id)) throw notFound(PRODUCT_NOT_FOUND);
  const images = await (
    await db()
  ).$transaction(async (tx) => {
    await lockProduct(tx, id);
    const images = await tx.productImage.findMany({ where: { productId: id }, select: { url: true, variants: true } });
    await tx.product.delete({ where: { id } });
    return images;
  });
  await removeImageFiles(images);
}
