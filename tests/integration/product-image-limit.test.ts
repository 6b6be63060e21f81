// At most 12 images per product, whichever path adds them (the model, POST and PUT /api/products, the admin
// add and edit forms), counted under the product's row lock so that two writes at the same moment cannot pass
// it together. A form with 13 images gets the model's message with the count, not the reader's file limit.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789abcdef";
});

import { db, resetDatabase } from "#tests/helpers/db";
import { authorization, call, form } from "#tests/helpers/api";
import { expectDomainError } from "#tests/helpers/domain";
import { clearUploads, png, storedKeys, variantKeys } from "#tests/helpers/uploads";
import { PREFIX, run, signIn } from "#tests/helpers/admin";
import { multipart, postMultipart } from "#tests/helpers/requests";
import { createOffering } from "#app/server/models/offerings.server";
import { createProduct, getProduct, updateProduct } from "#app/server/models/products.server";
import { action as addAction } from "#app/routes/admin/product-add";
import { action as editAction } from "#app/routes/admin/product-edit";
import { MAX_PRODUCT_IMAGES } from "#app/lib/validation/product-text";

let categoryId: string;

const small = (i: number) => png(`#${(0x101010 * ((i % 15) + 1)).toString(16).padStart(6, "0")}`, 48, 48, `p${i}.png`);
const photos = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => small(i)));
const fields = { title: "Butter Croissant", price: "120.50", description: "Flaky.", category: "" };

/** A product that already holds `count` images (rows only: the limit is about rows, not files). */
async function productWithImages(count: number) {
  const product = await createProduct({ ...fields, category: categoryId });
  await (
    await db()
  ).productImage.createMany({
    data: Array.from({ length: count }, (_, position) => ({
      productId: product.id,
      position,
      url: `/uploads/products/${String(position).padStart(32, "0")}-1200.webp`,
      variants: [],
    })),
  });
  return product.id;
}

const imageCount = async (productId: string) => (await db()).productImage.count({ where: { productId } });

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  categoryId = (await createOffering("Pastries")).id;
  fields.category = categoryId;
});

describe("the products model", () => {
  it("refuses an update that would pass 12 images with the count, storing nothing", async () => {
    expect(MAX_PRODUCT_IMAGES).toBe(12);
    const id = await productWithImages(10);
    const before = await getProduct(id);
    await expectDomainError(
      updateProduct(id, fields, { newFiles: await photos(4) }),
      400,
      "A product can have at most 12 images: it has 10 and 4 were sent.",
    );
    expect(await getProduct(id)).toEqual(before);
    expect(await storedKeys()).toEqual([]);
  });

  it("counts what the same write removes, and accepts exactly 12", async () => {
    const id = await productWithImages(12);
    const current = (await getProduct(id))!.images;
    await expectDomainError(
      updateProduct(id, fields, { newFiles: await photos(1) }),
      400,
      "A product can have at most 12 images: it has 12 and 1 was sent.",
    );
    const updated = await updateProduct(id, fields, {
      newFiles: await photos(2),
      removeImages: [current[0]!.url, current[1]!.id],
    });
    expect(updated.images).toHaveLength(12);
    // Editing the other fields of a full product stays possible.
    expect((await updateProduct(id, { ...fields, title: "Croissant" })).images).toHaveLength(12);
  });

  it("refuses a new product with 13 images", async () => {
    await expectDomainError(
      createProduct({ ...fields, category: categoryId }, await photos(13)),
      400,
      "A product can have at most 12 images: it has 0 and 13 were sent.",
    );
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("lets only one of two simultaneous writes of 3 images onto 8 through", async () => {
    const id = await productWithImages(8);
    const results = await Promise.allSettled([
      updateProduct(id, fields, { newFiles: await photos(3) }),
      updateProduct(id, fields, { newFiles: await photos(3) }),
    ]);
    const refused = results.filter((r) => r.status === "rejected");
    const accepted = results.filter((r) => r.status === "fulfilled");
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 400,
      message: "A product can have at most 12 images: it has 11 and 3 were sent.",
    });
    expect(await imageCount(id)).toBe(11);
    // The refused write's files were removed again: only the accepted write's images are stored.
    expect(await storedKeys()).toEqual(variantKeys(...accepted[0]!.value.images));
  });
});

describe("PUT /api/products/:id", () => {
  it("answers 400 JSON with the count and keeps the images", async () => {
    const id = await productWithImages(10);
    const response = await call("PUT", `/api/products/${id}`, {
      form: form({ ...fields, images: await photos(4) }),
      headers: authorization(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "A product can have at most 12 images: it has 10 and 4 were sent.",
    });
    expect(await imageCount(id)).toBe(10);
  });
});

describe("POST /api/products with 13 images", () => {
  it("answers 400 JSON with the count, storing nothing", async () => {
    const response = await call("POST", "/api/products", {
      form: form({ ...fields, images: await photos(13) }),
      headers: authorization(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "A product can have at most 12 images: it has 0 and 13 were sent.",
    });
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  // The reader stops at the 14th file without reading the rest, so the answer gives the rule and a lower bound.
  it("answers 14 images with the rule too, storing nothing", async () => {
    const response = await call("POST", "/api/products", {
      form: form({ ...fields, images: await photos(14) }),
      headers: authorization(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "A product can have at most 12 images: more than 13 were sent.",
    });
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("the admin add form", () => {
  it("shows the count for 13 images, storing nothing", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      addAction,
      postMultipart(
        `${PREFIX}/product/add`,
        multipart({ csrf, intent: "add-product", ...fields, images: await photos(13) }),
        { cookie },
      ),
    );
    expect(result.status).toBe(400);
    // Shown above the form, which keeps what was typed.
    expect(result.data).toMatchObject({
      intent: "add-product",
      error: "A product can have at most 12 images: it has 0 and 13 were sent.",
      values: { title: fields.title },
    });
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("shows the rule for 14 images, storing nothing", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      addAction,
      postMultipart(
        `${PREFIX}/product/add`,
        multipart({ csrf, intent: "add-product", ...fields, images: await photos(14) }),
        { cookie },
      ),
    );
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.data)).toContain("A product can have at most 12 images: more than 13 were sent.");
    expect(await (await db()).product.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("the admin edit form", () => {
  it("shows the count on the form and keeps the images", async () => {
    const id = await productWithImages(11);
    const { cookie, csrf } = await signIn();
    const result = await run(
      editAction,
      postMultipart(
        `${PREFIX}/product/${id}/edit`,
        multipart({ csrf, intent: "update-product", ...fields, images: await photos(2) }),
        { cookie },
      ),
      { id },
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      fieldErrors: { form: "A product can have at most 12 images: it has 11 and 2 were sent." },
    });
    expect(await imageCount(id)).toBe(11);
  });
});
