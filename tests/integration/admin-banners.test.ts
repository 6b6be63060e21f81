// {admin_prefix}/view-banner and /banner-management: loader and action against a real database and uploads folder.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/admin/banners";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { env } from "#app/server/platform/env.server";
import { createBanners, listBanners, type BannerRecord } from "#app/server/models/banners.server";
import { nextFlash, run, signIn, withSetCookies } from "#tests/helpers/admin";
import { resetDatabase } from "#tests/helpers/db";
import { get, postForm, postMultipart } from "#tests/helpers/requests";
import { clearUploads, png, storedKeys, variantKeys } from "#tests/helpers/uploads";

const PAGE = adminPath("view-banner");
const ALIAS = adminPath("banner-management");

const pngFile = (background = "#c0395b", width = 900) => png(background, width, 400, "new-banner.png");

function updateForm(fields: { csrf: string; id: string; file?: File }) {
  const form = new FormData();
  form.set("csrf", fields.csrf);
  form.set("id", fields.id);
  form.set("intent", "update");
  form.set("banner", fields.file ?? new File([], "", { type: "application/octet-stream" }));
  return form;
}

let large: BannerRecord;
let small: BannerRecord;
const originalMaxImage = env.MAX_IMAGE_MB;

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  [large, small] = (await createBanners({ large: await pngFile("#f2b544"), small: await pngFile("#7a4419", 500) })) as [
    BannerRecord,
    BannerRecord,
  ];
});

afterEach(() => {
  env.MAX_IMAGE_MB = originalMaxImage;
});

describe("banner management loader", () => {
  it("redirects an anonymous visitor to the login page and serves no data", async () => {
    const result = await run(loader, get(PAGE));
    expect(result.status).toBe(302);
    expect(result.location).toBe(adminPath("login"));
    expect(result.thrown).toBe(true);
  });

  it("lists every banner with its device and current image", async () => {
    const { cookie } = await signIn();
    const result = await run(loader, get(PAGE, { cookie }));
    expect(result.status).toBe(200);
    const data = result.data as { banners: { id: string; device: string; image: string }[] };
    expect(data.banners.map((b) => [b.id, b.device, b.image])).toEqual([
      [large.id, "large", large.image],
      [small.id, "small", small.image],
    ]);
    // The page never reads the flash cookie itself: the admin layout shows it, once.
    expect(Object.keys(data)).toEqual(["banners"]);
  });

  it("gives an empty list when no banner exists (the page shows 'No banners uploaded yet.')", async () => {
    await resetDatabase();
    const { cookie } = await signIn();
    const result = await run(loader, get(ALIAS, { cookie }));
    expect((result.data as { banners: unknown[] }).banners).toEqual([]);
  });
});

describe("banner management action", () => {
  it("refuses an anonymous update with a redirect to login and changes nothing", async () => {
    const before = await storedKeys();
    const result = await run(
      action,
      postMultipart(PAGE, updateForm({ csrf: "x", id: large.id, file: await pngFile() })),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe(adminPath("login"));
    expect(await listBanners()).toEqual([large, small]);
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses an anonymous delete", async () => {
    const result = await run(action, postForm(PAGE, { intent: "delete", id: large.id, confirmed: "yes" }));
    expect(result.location).toBe(adminPath("login"));
    expect(await listBanners()).toHaveLength(2);
  });

  it("answers 403 to a wrong CSRF token and changes nothing", async () => {
    const { cookie } = await signIn();
    const before = await storedKeys();
    const update = await run(
      action,
      postMultipart(PAGE, updateForm({ csrf: "not-the-token", id: large.id, file: await pngFile() }), { cookie }),
    );
    expect(update.status).toBe(403);
    const remove = await run(action, postForm(PAGE, { intent: "delete", id: large.id, confirmed: "yes" }, { cookie }));
    expect(remove.status).toBe(403);
    expect(await listBanners()).toEqual([large, small]);
    expect(await storedKeys()).toEqual(before);
  });

  it("replaces the image with a real PNG, removes the old files and flashes the success text", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      action,
      postMultipart(ALIAS, updateForm({ csrf, id: large.id, file: await pngFile() }), { cookie }),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe(ALIAS);
    const [updated] = await listBanners();
    expect(updated!.id).toBe(large.id);
    expect(updated!.image).not.toBe(large.image);
    expect(updated!.variants.map((v) => v.width)).toEqual([480, 720, 900]);
    expect(await storedKeys()).toEqual(variantKeys(updated!, small));

    expect(await nextFlash(cookie, result.headers)).toMatchObject({
      type: "success",
      message: "Banner updated successfully!",
    });
    // The banner page itself leaves the flash cookie alone (the layout reads and clears it).
    const page = await run(loader, get(ALIAS, { cookie: withSetCookies(cookie, result.headers) }));
    expect(page.headers.getSetCookie()).toEqual([]);
  });

  it("redirects a single-fetch post (path.data) back to the page itself", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      action,
      postForm(`${PAGE}.data`, { csrf, intent: "delete", id: small.id, confirmed: "yes" }, { cookie }),
    );
    expect(result.location).toBe(PAGE);
  });

  it("answers 'No new image selected.' when no file is sent", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(action, postMultipart(PAGE, updateForm({ csrf, id: large.id }), { cookie }));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ id: large.id, error: "No new image selected." });
    expect(await listBanners()).toEqual([large, small]);
  });

  it("refuses a text file renamed to .png with 415 and keeps the banner", async () => {
    const { cookie, csrf } = await signIn();
    const before = await storedKeys();
    const fake = new File(["just some text, not an image at all"], "photo.png", { type: "image/png" });
    const result = await run(action, postMultipart(PAGE, updateForm({ csrf, id: small.id, file: fake }), { cookie }));
    expect(result.status).toBe(415);
    expect((result.data as { error: string }).error).toBe(
      "Failed to update banner. Only image files (JPEG, PNG, WebP, AVIF or GIF) can be uploaded.",
    );
    expect(await listBanners()).toEqual([large, small]);
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses an image over MAX_IMAGE_MB with 413 and stores nothing", async () => {
    env.MAX_IMAGE_MB = 0.01;
    const { cookie, csrf } = await signIn();
    const before = await storedKeys();
    const big = await pngFile("#123456", 1600);
    const noisy = new File([new Uint8Array(await big.arrayBuffer()), new Uint8Array(20_000).fill(9)], "big.png", {
      type: "image/png",
    });
    const result = await run(action, postMultipart(PAGE, updateForm({ csrf, id: large.id, file: noisy }), { cookie }));
    expect(result.status).toBe(413);
    expect((result.data as { error: string }).error).toMatch(
      /^Failed to update banner\. Images must be 0\.01 MB or smaller\.$/,
    );
    expect(await listBanners()).toEqual([large, small]);
    expect(await storedKeys()).toEqual(before);
  });

  it("answers 'Failed to update banner.' for an unknown banner", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      action,
      postMultipart(PAGE, updateForm({ csrf, id: "ckzzzzzzzzzzzzzzzzzzzzzzz", file: await pngFile() }), { cookie }),
    );
    expect(result.status).toBe(404);
    expect((result.data as { error: string }).error).toBe("Failed to update banner. Banner not found.");
  });

  it("asks for confirmation before deleting when the post is not confirmed (no JavaScript)", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(action, postForm(PAGE, { csrf, intent: "delete", id: large.id }, { cookie }));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ id: large.id, confirmDelete: true });
    expect(await listBanners()).toHaveLength(2);
  });

  it("deletes a confirmed banner with its files and flashes the success text", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      action,
      postForm(PAGE, { csrf, intent: "delete", id: large.id, confirmed: "yes" }, { cookie }),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe(PAGE);
    expect(await listBanners()).toEqual([small]);
    expect(await storedKeys()).toEqual(variantKeys(small));
    expect((await nextFlash(cookie, result.headers))?.message).toBe("Banner deleted successfully!");
  });

  it("answers 'Failed to delete banner.' for an unknown banner", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      action,
      postForm(PAGE, { csrf, intent: "delete", id: "ckzzzzzzzzzzzzzzzzzzzzzzz", confirmed: "yes" }, { cookie }),
    );
    expect(result.status).toBe(404);
    expect(result.data).toEqual({ id: "ckzzzzzzzzzzzzzzzzzzzzzzz", error: "Failed to delete banner." });
    expect(await listBanners()).toHaveLength(2);
  });
});
