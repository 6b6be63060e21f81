// Banner model against a real database and real image files in UPLOADS_DIR.
import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import { createBanners, deleteBanner, listBanners, toApiBanner, updateBanner } from "#app/server/models/banners.server";
import { toDomainError } from "#app/server/models/errors.server";
import { expectDomainError } from "#tests/helpers/domain";
import { clearUploads, png, storedKeys, variantKeys } from "#tests/helpers/uploads";

const bannerPng = (background = "#f2b544", width = 1200) => png(background, width, 900, "banner.png");

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
});

describe("createBanners", () => {
  it("creates one banner per image sent, large first, and stores the variants", async () => {
    const created = await createBanners({ small: await bannerPng("#111111", 600), large: await bannerPng() });
    expect(created.map((b) => [b.device, b.title])).toEqual([
      ["large", ""],
      ["small", ""],
    ]);
    expect(created[0]!.image).toMatch(/^\/uploads\/banners\/[a-f0-9]{32}-1200\.webp$/);
    expect(created[0]!.variants.map((v) => v.width)).toEqual([480, 720, 960, 1200]);
    expect(created[1]!.variants.map((v) => v.width)).toEqual([480, 600]);
    expect(await storedKeys()).toEqual(variantKeys(...created));
    expect(await listBanners()).toEqual(created);
  });

  it("accepts a single image", async () => {
    const [banner] = await createBanners({ small: await bannerPng(), large: null });
    expect(banner!.device).toBe("small");
    expect(await (await db()).banner.count()).toBe(1);
  });

  it("answers 400 'Please select at least one banner image.' when no image is sent", async () => {
    await expectDomainError(createBanners({}), 400, "Please select at least one banner image.");
    await expectDomainError(
      createBanners({ large: new File([], "", { type: "application/octet-stream" }), small: null }),
      400,
      "Please select at least one banner image.",
    );
    expect(await (await db()).banner.count()).toBe(0);
  });

  it("refuses a non-image (415) and removes the image already stored", async () => {
    const fake = new File(["<html><script>alert(1)</script></html>"], "x.png", { type: "image/png" });
    const error = await createBanners({ large: await bannerPng(), small: fake }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(toDomainError(error)).toMatchObject({ status: 415 });
    expect(await (await db()).banner.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("listBanners", () => {
  it("lists oldest first and maps to the API shape", async () => {
    const [first] = await createBanners({ large: await bannerPng() });
    const [second] = await createBanners({ small: await bannerPng() });
    const listed = await listBanners();
    expect(listed.map((b) => b.id)).toEqual([first!.id, second!.id]);
    expect(listed.map(toApiBanner)).toEqual([
      { _id: first!.id, id: first!.id, image: first!.image, device: "large", title: "" },
      { _id: second!.id, id: second!.id, image: second!.image, device: "small", title: "" },
    ]);
  });
});

describe("updateBanner", () => {
  it("replaces the image and removes the old files after commit", async () => {
    const [banner] = await createBanners({ large: await bannerPng() });
    const [other] = await createBanners({ small: await bannerPng() });
    const updated = await updateBanner(banner!.id, {
      file: await bannerPng("#00ff00"),
      device: "small",
      title: "  Summer  ",
    });
    expect(updated).toMatchObject({ id: banner!.id, device: "small", title: "Summer" });
    expect(updated.image).not.toBe(banner!.image);
    expect(await storedKeys()).toEqual(variantKeys(updated, other!));
    expect(await listBanners()).toEqual([updated, other]);
  });

  it("keeps device and title when they are blank or absent", async () => {
    const [banner] = await createBanners({ large: await bannerPng() });
    const updated = await updateBanner(banner!.id, { file: await bannerPng(), device: "", title: undefined });
    expect(updated).toMatchObject({ device: "large", title: "" });
  });

  it("answers 400 'No new image selected.' without a file and changes nothing", async () => {
    const [banner] = await createBanners({ large: await bannerPng() });
    const before = await storedKeys();
    await expectDomainError(updateBanner(banner!.id, { file: null, device: "small" }), 400, "No new image selected.");
    await expectDomainError(updateBanner(banner!.id, {}), 400, "No new image selected.");
    expect(await listBanners()).toEqual([banner]);
    expect(await storedKeys()).toEqual(before);
  });

  it("answers 400 for a bad device, 404 for unknown ids, and stores nothing", async () => {
    const [banner] = await createBanners({ large: await bannerPng() });
    const before = await storedKeys();
    await expectDomainError(
      updateBanner(banner!.id, { file: await bannerPng(), device: "tablet" }),
      400,
      "Device must be large or small.",
    );
    await expectDomainError(updateBanner("c".repeat(25), { file: await bannerPng() }), 404, "Banner not found.");
    await expectDomainError(updateBanner("nope", { file: await bannerPng() }), 404, "Banner not found.");
    expect(await storedKeys()).toEqual(before);
  });
});

describe("deleteBanner", () => {
  it("deletes the row and its files", async () => {
    const [large, small] = await createBanners({ large: await bannerPng(), small: await bannerPng() });
    await deleteBanner(large!.id);
    expect(await listBanners()).toEqual([small]);
    expect(await storedKeys()).toEqual(variantKeys(small!));
  });

  it("answers 404 for unknown or malformed ids", async () => {
    await expectDomainError(deleteBanner("c".repeat(25)), 404, "Banner not found.");
    await expectDomainError(deleteBanner("x"), 404, "Banner not found.");
  });
});
