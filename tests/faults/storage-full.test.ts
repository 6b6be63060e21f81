// Storage failing part-way through an image and a video upload: UPLOADS_DIR is a real 1 MB file system, so the
// kernel answers ENOSPC in the middle of writing the file. The upload is refused with a clear message (507),
// no database row is written, no partial file is left, and once there is room again the same upload works.
// On the PGlite pass only: the file is written before its row, in the same code whatever the database, and the
// rows' queries are proven on PostgreSQL by the integration tests (admin-products, admin-videos, models-videos).
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mp4 } from "#tests/helpers/uploads";
import { ADMIN, AppServer, freePort } from "./support/app-server";
import { passDatabase, type TestDatabase } from "./support/databases";
import { TinyDisk } from "./support/full-disk";

const disk = new TinyDisk();
const unavailable = process.env.DATABASE_URL
  ? "the PostgreSQL pass (nothing here depends on the database kind)"
  : disk.mount(1024 * 1024);
if (unavailable) console.log(`[faults] storage-full SKIPPED: ${unavailable}`);

const auth = { Authorization: `Bearer ${ADMIN.apiToken}` };

/** A photo of noise: its WebP variants do not compress to nothing. */
async function noisyPhoto(): Promise<File> {
  const width = 900;
  const height = 700;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "noise.png", { type: "image/png" });
}

describe.skipIf(unavailable)("storage full in the middle of an upload", () => {
  let database: TestDatabase;
  let server: AppServer;

  beforeAll(async () => {
    database = await passDatabase();
    await database.use((prisma) => prisma.offering.create({ data: { name: "Breads", slug: "breads" } }));
    server = new AppServer(await freePort(), { ...database.env, UPLOADS_DIR: disk.dir });
    await server.start();
  });

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    disk.dispose();
  });

  const postVideo = () => {
    const form = new FormData();
    form.set("title", "Kneading");
    form.set("description", "Ten minutes of kneading.");
    form.set("videoFile", mp4(7, 3 * 1024 * 1024));
    return fetch(`${server.url}/api/video`, { method: "POST", headers: auth, body: form });
  };

  const postProduct = async (photo: File) => {
    const form = new FormData();
    form.set("title", "Seeded rye");
    form.set("price", "180");
    form.set("description", "Dark rye with sunflower seeds.");
    form.set("category", "breads");
    form.append("images", photo);
    return fetch(`${server.url}/api/products`, { method: "POST", headers: auth, body: form });
  };

  it("refuses a video that does not fit: 507, no row, no partial file", async () => {
    const res = await postVideo();
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({
      message: expect.stringMatching(/no room to store this file/i),
      requestId: expect.any(String),
    });
    expect(await (await fetch(`${server.url}/api/video`)).json()).toEqual([]);
    expect(disk.files()).toEqual([]);
  });

  it("refuses an image whose variants run out of room: 507, no row, no partial file; works once there is room", async () => {
    const photo = await noisyPhoto();
    disk.fill(24 * 1024);
    const res = await postProduct(photo);
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({
      message: expect.stringMatching(/no room to store this file/i),
      requestId: expect.any(String),
    });
    expect(await (await fetch(`${server.url}/api/products?category=breads`)).json()).toEqual([]);
    expect(disk.files()).toEqual([]);

    disk.unfill();
    const retry = await postProduct(photo);
    expect(retry.status).toBe(201);
    expect(disk.files().length).toBeGreaterThan(0);
  });
});
