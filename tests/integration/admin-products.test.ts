// Products, banners and video uploads through the admin pages: real PNGs, a renamed text file (415), an
// oversize file (413, MAX_IMAGE_MB is tiny here), an aborted request, CSRF and bad input. Nothing half-stored.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.MAX_IMAGE_MB = "0.2";
});

import { action as dashboardAction } from "#app/routes/admin/dashboard";
import { action as addAction, loader as addLoader } from "#app/routes/admin/product-add";
import { loader as productLoader } from "#app/routes/admin/product";
import { loader as productsLoader } from "#app/routes/admin/products";
import { action as editAction, loader as editLoader } from "#app/routes/admin/product-edit";
import { action as deleteAction, loader as deleteLoader } from "#app/routes/admin/product-delete";
import { action as videoAction, loader as videoLoader } from "#app/routes/admin/video-upload";
import { db, resetDatabase } from "#tests/helpers/db";
import { BASE, get, multipart, postForm, postMultipart } from "#tests/helpers/requests";
import { counts, LOGIN, nextFlash, PREFIX, run, signIn } from "#tests/helpers/admin";
import { clearUploads, mp4, png, storedKeys } from "#tests/helpers/uploads";

let cookie: string;
let csrf: string;
let categoryId: string;

const photo = (background = "#f2b544", width = 600) => png(background, width, 400);

const flashOf = (headers: Headers) => nextFlash(cookie, headers);

const productFields = (extra: Record<string, string | File | File[]> = {}) => ({
  csrf,
  intent: "add-product",
  title: "Almond Croissant",
  price: "120.50",
  description: "Flaky and buttery.",
  category: categoryId,
  zepto: "https://www.zeptonow.com/pn/almond-croissant",
  instamart: "",
  blinkit: "",
  ...extra,
});

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  ({ cookie, csrf } = await signIn());
  categoryId = (await (await db()).offering.create({ data: { name: "Pastries", slug: "pastries" } })).id;
});

describe("add product", () => {
  it("adds a product with two real PNGs from the dashboard: 'Product added!', images stored as WebP variants", async () => {
    const form = multipart(productFields({ images: [await photo(), await photo("#c0395b")] }));
    const result = await run(dashboardAction, postMultipart(PREFIX, form, { cookie }));
    expect(result.status).toBe(303);
    expect(result.location).toBe(PREFIX);
    expect(await flashOf(result.headers)).toMatchObject({ type: "success", message: "Product added!" });
    const product = await (await db()).product.findFirstOrThrow({ include: { images: true } });
    expect(product).toMatchObject({
      title: "Almond Croissant",
      zeptoUrl: "https://www.zeptonow.com/pn/almond-croissant",
      instamartUrl: null,
    });
    expect(product.images).toHaveLength(2);
    const keys = await storedKeys();
    expect(keys.every((f) => f.startsWith("products/") && /\.(webp|avif)$/.test(f))).toBe(true);
    expect(keys.filter((f) => f.endsWith(".avif")).length).toBe(keys.filter((f) => f.endsWith(".webp")).length);
    expect((await storedKeys()).length).toBeGreaterThanOrEqual(2);
  });

  it("adds from /product/add and goes to the new product's admin page", async () => {
    const page = await run(addLoader, get(`${PREFIX}/product/add?category=${categoryId}`, { cookie }));
    expect(page.data).toMatchObject({ category: categoryId, offerings: [{ name: "Pastries" }] });
    const result = await run(
      addAction,
      postMultipart(`${PREFIX}/product/add`, multipart(productFields({ images: await photo() })), { cookie }),
    );
    const product = await (await db()).product.findFirstOrThrow();
    expect(result.location).toBe(`${PREFIX}/product/${product.id}`);
    const detail = await run(productLoader, get(`${PREFIX}/product/${product.id}`, { cookie }), { id: product.id });
    expect(detail.data).toMatchObject({
      product: { title: "Almond Croissant", price: 12_050, category: { name: "Pastries" } },
    });
    const list = await run(productsLoader, get(`${PREFIX}/products`, { cookie }));
    expect(list.data).toMatchObject({ products: [{ id: product.id, category: "Pastries" }] });
  });

  it("answers bad input with 400 and the message, keeping the values, storing nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ title: " " }, "title", "Title is required."],
      [{ price: "-3" }, "price", "Price must be a number of zero or more, with at most two decimals."],
      [
        { blinkit: "javascript:alert(1)" },
        "blinkit",
        "Shop links must be web addresses starting with http:// or https://.",
      ],
      [{ category: "" }, "category", "Choose an offering."],
    ];
    for (const [extra, field, message] of cases) {
      const result = await run(
        dashboardAction,
        postMultipart(PREFIX, multipart(productFields({ ...extra, images: await photo() })), { cookie }),
      );
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({
        intent: "add-product",
        fieldErrors: { [field]: message },
        values: { description: "Flaky and buttery." },
      });
    }
    const unknownCategory = await run(
      dashboardAction,
      postMultipart(PREFIX, multipart(productFields({ category: "c".repeat(25) })), { cookie }),
    );
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.data).toMatchObject({ error: "Choose an existing offering." });
    expect(await counts()).toMatchObject({ products: 0, images: 0 });
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a renamed text file with 415 and the message on the page, storing nothing", async () => {
    const fake = new File(["this is not an image, just text"], "cake.png", { type: "image/png" });
    const result = await run(
      addAction,
      postMultipart(`${PREFIX}/product/add`, multipart(productFields({ images: [await photo(), fake] })), { cookie }),
    );
    expect(result.status).toBe(415);
    expect(result.data).toMatchObject({ error: "Only image files (JPEG, PNG, WebP, AVIF or GIF) can be uploaded." });
    expect(await counts()).toMatchObject({ products: 0, images: 0 });
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses an oversize file with 413 and the message on the page, storing nothing", async () => {
    const big = new File([new Uint8Array(300 * 1024).fill(7)], "huge.png", { type: "image/png" });
    const result = await run(
      addAction,
      postMultipart(`${PREFIX}/product/add`, multipart(productFields({ images: big })), { cookie }),
    );
    expect(result.status).toBe(413);
    expect(result.data).toMatchObject({ error: "Images must be 0.2 MB or smaller." });
    expect(await counts()).toMatchObject({ products: 0, images: 0 });
    expect(await storedKeys()).toEqual([]);
  });

  it("survives an aborted upload: 400, nothing stored", async () => {
    const boundary = "----slice-abort";
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const pngBytes = new Uint8Array(await (await photo()).arrayBuffer());
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        controller.enqueue(pngBytes.slice(0, 500));
        controller.error(new Error("client went away"));
      },
    });
    const request = new Request(`${BASE}${PREFIX}/product/add`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, origin: BASE },
    } as RequestInit);
    const result = await run(addAction, request);
    expect(result.status).toBe(400);
    expect(await counts()).toMatchObject({ products: 0, images: 0 });
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a post without the CSRF token (403), storing nothing", async () => {
    const form = multipart(productFields({ csrf: "forged", images: await photo() }));
    expect((await run(addAction, postMultipart(`${PREFIX}/product/add`, form, { cookie }))).status).toBe(403);
    const form2 = multipart(productFields({ csrf: "forged" }));
    expect((await run(dashboardAction, postMultipart(PREFIX, form2, { cookie }))).status).toBe(403);
    expect(await counts()).toMatchObject({ products: 0, images: 0 });
    expect(await storedKeys()).toEqual([]);
  });
});

async function seedProduct() {
  await run(
    addAction,
    postMultipart(
      `${PREFIX}/product/add`,
      multipart(productFields({ images: [await photo("#111111"), await photo("#eeeeee")] })),
      { cookie },
    ),
  );
  return (await db()).product.findFirstOrThrow({ include: { images: { orderBy: { position: "asc" } } } });
}

describe("edit product", () => {
  it("updates fields, removes one image, reorders and adds one: 'Product updated successfully!', old files removed", async () => {
    const product = await seedProduct();
    const [first, second] = product.images;
    const before = await storedKeys();
    const page = await run(editLoader, get(`${PREFIX}/product/${product.id}/update`, { cookie }), { id: product.id });
    expect(page.data).toMatchObject({ product: { id: product.id, images: [{ id: first!.id }, { id: second!.id }] } });

    const form = multipart({
      ...productFields({
        title: "Almond Croissant XL",
        price: "150",
        zepto: "",
        blinkit: "https://blinkit.com/p/almond",
      }),
      intent: "update-product",
      removeImages: first!.id,
      [`order:${first!.id}`]: "1",
      [`order:${second!.id}`]: "2",
      images: await photo("#00ff00"),
    });
    const result = await run(editAction, postMultipart(`${PREFIX}/product/${product.id}/update`, form, { cookie }), {
      id: product.id,
    });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${PREFIX}/product/${product.id}`);
    expect(await flashOf(result.headers)).toMatchObject({ type: "success", message: "Product updated successfully!" });
    const after = await (
      await db()
    ).product.findUniqueOrThrow({ where: { id: product.id }, include: { images: { orderBy: { position: "asc" } } } });
    expect(after).toMatchObject({
      title: "Almond Croissant XL",
      zeptoUrl: null,
      blinkitUrl: "https://blinkit.com/p/almond",
    });
    expect(after.images.map((i) => i.id)[0]).toBe(second!.id);
    expect(after.images).toHaveLength(2);
    const files = await storedKeys();
    expect(files.some((f) => first!.url.endsWith(f))).toBe(false);
    expect(files.some((f) => second!.url.endsWith(f))).toBe(true);
    expect(files.length).toBe(before.length); // one image's variants out, one image's in (same sizes)
  });

  it("reorders the kept images by their order numbers", async () => {
    const product = await seedProduct();
    const [first, second] = product.images;
    const form = multipart({
      ...productFields(),
      intent: "update-product",
      [`order:${first!.id}`]: "2",
      [`order:${second!.id}`]: "1",
    });
    await run(editAction, postMultipart(`${PREFIX}/product/${product.id}/update`, form, { cookie }), {
      id: product.id,
    });
    const after = await (
      await db()
    ).productImage.findMany({ where: { productId: product.id }, orderBy: { position: "asc" } });
    expect(after.map((i) => i.id)).toEqual([second!.id, first!.id]);
  });

  it("answers bad input with 400 'Failed to update product.' and changes nothing", async () => {
    const product = await seedProduct();
    const form = multipart({
      ...productFields({ instamart: "ftp://nope", title: "Changed" }),
      intent: "update-product",
      removeImages: product.images[0]!.id,
    });
    const result = await run(editAction, postMultipart(`${PREFIX}/product/${product.id}/update`, form, { cookie }), {
      id: product.id,
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      error: "Failed to update product.",
      fieldErrors: { instamart: expect.any(String) },
      values: { title: "Changed" },
    });
    const after = await (
      await db()
    ).product.findUniqueOrThrow({ where: { id: product.id }, include: { images: true } });
    expect(after.title).toBe("Almond Croissant");
    expect(after.images).toHaveLength(2);
  });

  it("refuses a bad CSRF token (403) and 404s an unknown product", async () => {
    const product = await seedProduct();
    const form = multipart({ ...productFields({ csrf: "bad", title: "Changed" }), intent: "update-product" });
    expect(
      (
        await run(editAction, postMultipart(`${PREFIX}/product/${product.id}/update`, form, { cookie }), {
          id: product.id,
        })
      ).status,
    ).toBe(403);
    expect((await (await db()).product.findUniqueOrThrow({ where: { id: product.id } })).title).toBe(
      "Almond Croissant",
    );
    const missing = "c".repeat(25);
    expect(
      (await run(editLoader, get(`${PREFIX}/product/${missing}/update`, { cookie }), { id: missing })).status,
    ).toBe(404);
    expect((await run(productLoader, get(`${PREFIX}/product/${missing}`, { cookie }), { id: missing })).status).toBe(
      404,
    );
  });
});

describe("delete product", () => {
  it("asks first (confirm page and unconfirmed post change nothing), then deletes with its files", async () => {
    const product = await seedProduct();
    const url = `${PREFIX}/product/${product.id}/delete`;
    const page = await run(deleteLoader, get(url, { cookie }), { id: product.id });
    expect(page.data).toMatchObject({ product: { id: product.id, title: "Almond Croissant" } });
    const ask = await run(deleteAction, postForm(url, { csrf }, { cookie }), { id: product.id });
    expect(ask.status).toBe(200);
    expect((await counts()).products).toBe(1);

    const done = await run(deleteAction, postForm(url, { csrf, confirmed: "yes" }, { cookie }), { id: product.id });
    expect(done.status).toBe(303);
    expect(done.location).toBe(PREFIX);
    expect(await flashOf(done.headers)).toMatchObject({ type: "success", message: "Product deleted successfully!" });
    expect(await counts()).toMatchObject({ products: 0, images: 0 });
    expect(await storedKeys()).toEqual([]);
  });

  it("reports 'Failed to delete product.' for an unknown product and refuses a bad CSRF token", async () => {
    const missing = "c".repeat(25);
    const failed = await run(
      deleteAction,
      postForm(`${PREFIX}/product/${missing}/delete`, { csrf, confirmed: "yes" }, { cookie }),
      { id: missing },
    );
    expect(await flashOf(failed.headers)).toMatchObject({ type: "error", message: "Failed to delete product." });
    const product = await seedProduct();
    const refused = await run(
      deleteAction,
      postForm(`${PREFIX}/product/${product.id}/delete`, { csrf: "x", confirmed: "yes" }, { cookie }),
      { id: product.id },
    );
    expect(refused.status).toBe(403);
    expect((await counts()).products).toBe(1);
  });
});

describe("dashboard: banners", () => {
  it("needs at least one image: 400 'Please select at least one banner image.'", async () => {
    const result = await run(
      dashboardAction,
      postMultipart(PREFIX, multipart({ csrf, intent: "upload-banners" }), { cookie }),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ intent: "upload-banners", error: "Please select at least one banner image." });
    expect((await counts()).banners).toBe(0);
  });

  it("uploads one or both: 'Banner(s) uploaded successfully!'", async () => {
    const result = await run(
      dashboardAction,
      postMultipart(
        PREFIX,
        multipart({
          csrf,
          intent: "upload-banners",
          largeBanner: await photo("#ffffff", 1200),
          smallBanner: await photo(),
        }),
        { cookie },
      ),
    );
    expect(result.status).toBe(303);
    expect(await flashOf(result.headers)).toMatchObject({ message: "Banner(s) uploaded successfully!" });
    expect(await (await db()).banner.findMany({ select: { device: true }, orderBy: { device: "asc" } })).toEqual([
      { device: "large" },
      { device: "small" },
    ]);
  });

  it("refuses a text file renamed .png (415) and a bad CSRF token (403)", async () => {
    const fake = new File(["<svg/>"], "b.png", { type: "image/png" });
    const typeError = await run(
      dashboardAction,
      postMultipart(PREFIX, multipart({ csrf, intent: "upload-banners", largeBanner: fake }), { cookie }),
    );
    expect(typeError.status).toBe(415);
    expect(typeError.data).toMatchObject({ error: expect.stringContaining("Only image files") });
    const forged = await run(
      dashboardAction,
      postMultipart(PREFIX, multipart({ csrf: "no", intent: "upload-banners", largeBanner: await photo() }), {
        cookie,
      }),
    );
    expect(forged.status).toBe(403);
    expect((await counts()).banners).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("video upload", () => {
  const url = `${PREFIX}/videos/upload`;

  it("checks the session before reading the body: anonymous posts go to login unread", async () => {
    const request = postMultipart(url, multipart({ csrf, title: "T", description: "D", videoFile: mp4() }));
    const result = await run(videoAction, request);
    expect(result.location).toBe(LOGIN);
    expect(request.bodyUsed).toBe(false);
    expect((await run(videoLoader, get(url))).location).toBe(LOGIN);
    expect((await counts()).videos).toBe(0);
  });

  // The dashboard's Upload Video form posts here with returnTo = the dashboard, and comes back to it.
  const fromDashboard = `${url}?returnTo=${encodeURIComponent(PREFIX)}`;

  it("needs file, title and description: back to the dashboard with 'Please fill all fields and select a video.' and the typed values", async () => {
    const cases: Record<string, string | File>[] = [
      { title: "T", description: "D" },
      { title: "", description: "D", videoFile: mp4() },
      { title: "T", description: " ", videoFile: mp4() },
    ];
    for (const fields of cases) {
      const result = await run(videoAction, postMultipart(fromDashboard, multipart({ csrf, ...fields }), { cookie }));
      expect(result.status).toBe(303);
      expect(result.location).toBe(PREFIX);
      expect(await flashOf(result.headers)).toEqual({
        id: expect.any(String),
        type: "error",
        message: "Please fill all fields and select a video.",
        form: "video-upload",
        values: { title: fields.title, description: fields.description },
      });
    }
    expect((await counts()).videos).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a bad CSRF token (403) and a non-video file (the type message on the dashboard), storing nothing", async () => {
    const forged = await run(
      videoAction,
      postMultipart(fromDashboard, multipart({ csrf: "x", title: "T", description: "D", videoFile: mp4() }), {
        cookie,
      }),
    );
    expect(forged.status).toBe(403);
    const text = new File(["hello"], "clip.mp4", { type: "video/mp4" });
    const wrong = await run(
      videoAction,
      postMultipart(fromDashboard, multipart({ csrf, title: "T", description: "D", videoFile: text }), { cookie }),
    );
    expect(wrong.location).toBe(PREFIX);
    expect(await flashOf(wrong.headers)).toMatchObject({
      type: "error",
      message: "Only video files (MP4, WebM or QuickTime) can be uploaded.",
      form: "video-upload",
    });
    expect((await counts()).videos).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("uploads a video: 'Video uploaded successfully!' and back to the dashboard", async () => {
    const result = await run(
      videoAction,
      postMultipart(
        fromDashboard,
        multipart({ csrf, title: "Morning bake", description: "Loaves out of the oven", videoFile: mp4() }),
        { cookie },
      ),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe(PREFIX);
    expect(await flashOf(result.headers)).toMatchObject({ type: "success", message: "Video uploaded successfully!" });
    expect(await (await db()).video.findMany({ select: { title: true, mimeType: true } })).toEqual([
      { title: "Morning bake", mimeType: "video/mp4" },
    ]);
    expect((await storedKeys()).filter((f) => f.startsWith("videos/"))).toHaveLength(1);
  });
});
