// Offering model against a real database and real image files in UPLOADS_DIR.
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { database, setDatabase } from "#app/server/platform/db.server";
import { Prisma } from "#app/generated/prisma/client";
import { DomainError, mapPrismaError, toDomainError } from "#app/server/models/errors.server";
import { expectDomainError } from "#tests/helpers/domain";
import { clearUploads, png, storedKeys, variantKeys } from "#tests/helpers/uploads";
import { UploadError } from "#app/server/storage/upload-error.server";
import { variantWidths } from "#app/server/storage/images.server";
import {
  createOffering,
  deleteOffering,
  getOffering,
  getOfferingBySlug,
  listOfferings,
  listOfferingsWithSummary,
  renameOffering,
  toApiOffering,
} from "#app/server/models/offerings.server";
import { createProduct } from "#app/server/models/products.server";

const photo = (background = "#f2b544") => png(background, 1200, 900);
/** Each width of a product photo as WebP and as AVIF. */
const FILES_PER_PHOTO = 2 * variantWidths(1200).length;

const product = (category: string, title: string) => ({ title, price: 100, description: "Fresh.", category });

/** How many Prisma operations (model calls and raw queries) `run` makes. */
async function countOperations(run: () => Promise<unknown>): Promise<number> {
  const handle = await database();
  let count = 0;
  const counting = handle.prisma.$extends({
    query: {
      $allOperations: ({ args, query }) => {
        count += 1;
        return query(args);
      },
    },
  });
  setDatabase({ ...handle, prisma: counting as unknown as typeof handle.prisma });
  try {
    await run();
  } finally {
    setDatabase(handle);
  }
  return count;
}

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
});

describe("createOffering", () => {
  it("trims the name and derives the slug", async () => {
    const offering = await createOffering("  Pastries ");
    expect(offering).toEqual({ id: expect.any(String), name: "Pastries", slug: "pastries" });
    expect(await (await db()).offering.count()).toBe(1);
    expect(toApiOffering(offering)).toEqual({ _id: offering.id, id: offering.id, name: "Pastries", slug: "pastries" });
  });

  it.each([[""], ["   "], [undefined], [null]])("refuses a blank name (%j) with 400", async (name) => {
    await expectDomainError(createOffering(name), 400, "Offering name is required.");
    expect(await (await db()).offering.count()).toBe(0);
  });

  it("refuses over-long names and names with no letter or digit", async () => {
    await expectDomainError(createOffering("x".repeat(81)), 400, "Offering name must be at most 80 characters.");
    await expectDomainError(createOffering("!!!"), 400, "Offering name must contain a letter or a digit.");
    await expectDomainError(createOffering(42), 400, "Offering name is required.");
  });

  it("answers 409 for a duplicate name or a name with the same slug", async () => {
    await createOffering("Pastries");
    await expectDomainError(createOffering("Pastries"), 409, "An offering with that name already exists.");
    await expectDomainError(createOffering("pastries"), 409, "An offering with that name already exists.");
    await expectDomainError(createOffering("PASTRIES!"), 409, "An offering with that name already exists.");
    expect(await (await db()).offering.count()).toBe(1);
  });
});

describe("reading offerings", () => {
  it("lists by name, case-insensitively", async () => {
    for (const name of ["loaves", "Cakes", "Pastries", "apple pies"]) await createOffering(name);
    expect((await listOfferings()).map((o) => o.name)).toEqual(["apple pies", "Cakes", "loaves", "Pastries"]);
  });

  it("finds by id, slug or lower-cased name", async () => {
    const cakes = await createOffering("Chocolate Cakes");
    expect(await getOffering(cakes.id)).toEqual(cakes);
    expect(await getOffering("not-an-id")).toBeNull();
    expect(await getOffering("c".repeat(25))).toBeNull();
    expect(await getOfferingBySlug("chocolate-cakes")).toEqual(cakes);
    expect(await getOfferingBySlug("chocolate cakes")).toEqual(cakes);
    expect(await getOfferingBySlug("Chocolate-Cakes")).toEqual(cakes);
    expect(await getOfferingBySlug("cakes")).toBeNull();
    expect(await getOfferingBySlug("%")).toBeNull();
    expect(await getOfferingBySlug("chocol_te cakes")).toBeNull();
    expect(await getOfferingBySlug("chocolate%")).toBeNull();
    expect(await getOfferingBySlug("")).toBeNull();
  });

  it("summarises product counts and the newest product's first image in a fixed number of queries", async () => {
    const pastries = await createOffering("Pastries");
    const loaves = await createOffering("Loaves");
    await createOffering("Cakes");
    await createProduct(product(pastries.id, "Old Danish"), [await photo("#112233")]);
    const newest = await createProduct(product(pastries.id, "Butter Croissant"), [
      await photo(),
      await photo("#000000"),
    ]);
    await createProduct(product(loaves.id, "Plain Loaf"), []);

    let summary: Awaited<ReturnType<typeof listOfferingsWithSummary>> = [];
    const operations = await countOperations(async () => {
      summary = await listOfferingsWithSummary();
    });
    for (const name of ["Cookies", "Muffins", "Tarts", "Buns"])
      await createProduct(product((await createOffering(name)).id, name), []);
    expect(await countOperations(() => listOfferingsWithSummary())).toBe(operations);
    expect(operations).toBeLessThanOrEqual(2);

    expect(summary.map((o) => [o.name, o.productCount])).toEqual([
      ["Cakes", 0],
      ["Loaves", 1],
      ["Pastries", 2],
    ]);
    const pastriesSummary = summary.find((o) => o.id === pastries.id)!;
    expect(pastriesSummary.image?.url).toBe(newest.images[0]!.url);
    expect(pastriesSummary.image?.variants.map((v) => v.width)).toEqual([480, 720, 960, 1200]);
    expect(summary.find((o) => o.id === loaves.id)!.image).toBeNull();
  });
});

describe("renameOffering", () => {
  it("renames and moves the slug with the name", async () => {
    const offering = await createOffering("Pastries");
    const renamed = await renameOffering(offering.id, " French Pastries ");
    expect(renamed).toEqual({ id: offering.id, name: "French Pastries", slug: "french-pastries" });
    expect(await getOfferingBySlug("pastries")).toBeNull();
    expect(await getOfferingBySlug("french-pastries")).toEqual(renamed);
  });

  it("answers 404 for unknown ids, 409 for a clash, 400 for a blank name", async () => {
    const pastries = await createOffering("Pastries");
    await createOffering("Loaves");
    await expectDomainError(renameOffering("c".repeat(25), "Cakes"), 404, "Offering not found.");
    await expectDomainError(renameOffering("../etc", "Cakes"), 404, "Offering not found.");
    await expectDomainError(renameOffering(pastries.id, "loaves"), 409, "An offering with that name already exists.");
    await expectDomainError(renameOffering(pastries.id, "  "), 400, "Offering name is required.");
    expect(await getOffering(pastries.id)).toEqual(pastries);
  });

  it("allows changing only the case of a name", async () => {
    const offering = await createOffering("pastries");
    expect(await renameOffering(offering.id, "Pastries")).toMatchObject({ name: "Pastries", slug: "pastries" });
  });
});

describe("deleteOffering", () => {
  it("deletes its products and their image rows in one go, then removes their files", async () => {
    const pastries = await createOffering("Pastries");
    const loaves = await createOffering("Loaves");
    await createProduct(product(pastries.id, "Croissant"), [await photo(), await photo("#ffffff")]);
    await createProduct(product(pastries.id, "Danish"), [await photo()]);
    const kept = await createProduct(product(loaves.id, "Sourdough"), [await photo()]);
    expect(await storedKeys()).toHaveLength(4 * FILES_PER_PHOTO);

    expect(await deleteOffering(pastries.id)).toEqual({
      ...pastries,
      productsDeleted: 2,
      productsMoved: 0,
      movedTo: null,
    });

    const prisma = await db();
    expect(await prisma.offering.findMany({ select: { name: true } })).toEqual([{ name: "Loaves" }]);
    expect(await prisma.product.findMany({ select: { title: true } })).toEqual([{ title: "Sourdough" }]);
    expect(await prisma.productImage.count()).toBe(1);
    expect(await storedKeys()).toEqual(variantKeys(kept.images[0]!));
  });

  it("deletes with the products the confirmation counted, and refuses (409, with the count) when they changed", async () => {
    const pastries = await createOffering("Pastries");
    await createProduct(product(pastries.id, "Croissant"), [await photo()]);
    await createProduct(product(pastries.id, "Danish"), []);
    await expectDomainError(
      deleteOffering(pastries.id, { expected: 1 }),
      409,
      "Its products changed meanwhile: it now holds 2 products. Confirm again to delete them with it.",
    );
    const prisma = await db();
    expect(await prisma.product.count({ where: { categoryId: pastries.id } })).toBe(2);
    expect(await storedKeys()).toHaveLength(FILES_PER_PHOTO);
    // With the count it holds, the offering goes with its products and their images.
    expect(await deleteOffering(pastries.id, { expected: 2 })).toMatchObject({ name: "Pastries", productsDeleted: 2 });
    expect(await prisma.product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
    const empty = await createOffering("Buns");
    expect(await deleteOffering(empty.id, { expected: 0 })).toMatchObject({ name: "Buns", productsDeleted: 0 });
  });

  it("moves the products (and keeps their images) to another offering, then deletes the emptied one", async () => {
    const pastries = await createOffering("Pastries");
    const loaves = await createOffering("Loaves");
    await createProduct(product(pastries.id, "Croissant"), [await photo()]);
    await createProduct(product(pastries.id, "Danish"), []);
    const files = await storedKeys();
    expect(await deleteOffering(pastries.id, { moveTo: loaves.id })).toMatchObject({
      name: "Pastries",
      productsMoved: 2,
      productsDeleted: 0,
      movedTo: loaves,
    });
    const prisma = await db();
    expect(
      await prisma.product.findMany({ select: { title: true, categoryId: true }, orderBy: { title: "asc" } }),
    ).toEqual([
      { title: "Croissant", categoryId: loaves.id },
      { title: "Danish", categoryId: loaves.id },
    ]);
    expect(await prisma.offering.findMany({ select: { name: true } })).toEqual([{ name: "Loaves" }]);
    expect(await storedKeys()).toEqual(files);
  });

  it("refuses a move to itself, to an unknown or malformed offering (400), changing nothing", async () => {
    const pastries = await createOffering("Pastries");
    await createProduct(product(pastries.id, "Croissant"), []);
    for (const moveTo of [pastries.id, "c".repeat(25), "nope", 42, ""]) {
      await expectDomainError(
        deleteOffering(pastries.id, { moveTo }),
        400,
        "Choose another offering to move the products to.",
      );
    }
    const prisma = await db();
    expect(await prisma.offering.count()).toBe(1);
    expect(await prisma.product.count({ where: { categoryId: pastries.id } })).toBe(1);
  });

  it("answers 404 for unknown or malformed ids and changes nothing", async () => {
    await createOffering("Pastries");
    await expectDomainError(deleteOffering("c".repeat(25)), 404, "Offering not found.");
    await expectDomainError(deleteOffering("nope"), 404, "Offering not found.");
    expect(await (await db()).offering.count()).toBe(1);
  });
});

describe("mapPrismaError / toDomainError", () => {
  const known = (code: string) => new Prisma.PrismaClientKnownRequestError("boom", { code, clientVersion: "7.10.0" });

  it.each<[string, unknown, number | null]>([
    ["P2002", known("P2002"), 409],
    ["P2025", known("P2025"), 404],
    ["P2003", known("P2003"), 400],
    [
      "driver adapter unique violation",
      Object.assign(new Error("x"), { name: "DriverAdapterError", cause: { kind: "UniqueConstraintViolation" } }),
      409,
    ],
    [
      "raw query wrapping Postgres 23505",
      Object.assign(known("P2010"), { meta: { driverAdapterError: { cause: { originalCode: "23505" } } } }),
      409,
    ],
    ["pg error in a cause chain", new Error("outer", { cause: { code: "23505" } }), 409],
    ["other Prisma code", known("P2024"), null],
    ["plain error", new Error("nope"), null],
    ["not an error", "nope", null],
  ])("%s", (_name, error, status) => {
    expect(mapPrismaError(error)?.status ?? null).toBe(status);
  });

  it("keeps messages given by the caller, the status of upload errors, and domain errors as they are", () => {
    expect(mapPrismaError(known("P2002"), { conflict: "Taken." })).toMatchObject({ status: 409, message: "Taken." });
    expect(toDomainError(new UploadError(413, "Too big."))).toMatchObject({ status: 413, message: "Too big." });
    const domain = new DomainError(429, "Slow down.");
    expect(toDomainError(domain)).toBe(domain);
    expect(toDomainError(new TypeError("bug"))).toBeNull();
  });
});
