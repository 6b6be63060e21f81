// The S3 storage backend (S3_BUCKET) against a real S3-compatible server over HTTP: s3rver, from npm, on a
// random loopback port with its own folder. Upload, serve with Range, replace, delete, and the same
// nothing-half-stored rule as on disk when the bucket refuses a write half-way. PGlite and PostgreSQL.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789abcdef";
});

import S3rver from "s3rver";
import type { FileStorage } from "@remix-run/file-storage";
import { loader as uploads } from "#app/routes/resources/uploads";
import { createS3Storage, setStorage, STORAGE_UNAVAILABLE_MESSAGE } from "#app/server/storage/storage.server";
import { resetDatabase } from "#tests/helpers/db";
import { authorization, call, countRows, form, mp4, png } from "#tests/helpers/api";
import { mp4Bytes, storageKey } from "#tests/helpers/uploads";
import { context, get } from "#tests/helpers/requests";

const auth = authorization();
const BUCKET = "slice-uploads";
let s3: S3rver;
let dir: string;
let bucket: FileStorage;
/** When set, the S3 request it returns true for is refused by the bucket (a 503 SlowDown, as S3 answers). */
let refuse: ((request: Request) => boolean) | null = null;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "slice-s3rver-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  const settings = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  bucket = createS3Storage(settings);
  setStorage(
    createS3Storage(settings, async (input, init) => {
      const request = new Request(input, init);
      if (refuse?.(request)) {
        return new Response("<Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>", {
          status: 503,
          headers: { "Content-Type": "application/xml" },
        });
      }
      return fetch(request);
    }),
  );
});

afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  refuse = null;
  await resetDatabase();
  for (const { key } of (await bucket.list({ limit: 1000 })).files) await bucket.remove(key);
});

async function keysInBucket(): Promise<string[]> {
  return (await bucket.list({ limit: 1000 })).files.map((f) => f.key).sort();
}

async function serve(url: string, headers: Record<string, string> = {}) {
  const key = storageKey(url);
  return uploads({
    request: get(url, headers),
    params: { "*": key },
    context: context(),
    unstable_pattern: "/uploads/*",
  } as never);
}

async function createOffering() {
  const response = await call("POST", "/api/offerings", { json: { name: "Pastries" }, headers: auth });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

type Product = { id: string; images: string[] };
type Video = { id: string; videoUrl: string };

describe("S3 storage (s3rver)", () => {
  it("stores product images in the bucket, replaces and deletes them", async () => {
    const pastries = await createOffering();
    const created = await call("POST", "/api/products", {
      form: form({
        title: "Croissant",
        price: "80",
        description: "Buttery.",
        category: pastries.id,
        images: [await png()],
      }),
      headers: auth,
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as Product;
    const first = await keysInBucket();
    expect(first.length).toBeGreaterThan(0);
    expect(first).toContain(storageKey(product.images[0]!));
    const served = await serve(product.images[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const replaced = await call("PUT", `/api/products/${product.id}`, {
      form: form({
        title: "Croissant",
        price: "80",
        description: "Buttery.",
        category: pastries.id,
        images: [await png("#335577")],
        removeImages: product.images[0]!,
      }),
      headers: auth,
    });
    expect(replaced.status).toBe(200);
    const after = (await replaced.json()) as Product;
    expect(after.images).toHaveLength(1);
    const second = await keysInBucket();
    expect(second).toContain(storageKey(after.images[0]!));
    for (const key of first) expect(second).not.toContain(key);

    expect((await call("DELETE", `/api/products/${product.id}`, { headers: auth })).status).toBe(200);
    expect(await keysInBucket()).toEqual([]);
    expect((await serve(after.images[0]!)).status).toBe(404);
  });

  it("serves a video from the bucket with Range (206), replaces it and deletes it", async () => {
    const bytes = mp4Bytes(5, 64 * 1024);
    const created = await call("POST", "/api/video", {
      form: form({
        title: "Morning bake",
        description: "Croissants rising.",
        videoFile: new File([bytes], "bake.mp4", { type: "video/mp4" }),
      }),
      headers: auth,
    });
    expect(created.status).toBe(201);
    const video = (await created.json()) as Video;
    expect(await keysInBucket()).toEqual([storageKey(video.videoUrl)]);

    const whole = await serve(video.videoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
    const part = await serve(video.videoUrl, { range: "bytes=1000-1999" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(1000, 2000));

    const replaced = await call("PUT", `/api/video/${video.id}`, {
      form: form({ title: "Morning bake", description: "Croissants rising.", videoFile: mp4(9) }),
      headers: auth,
    });
    expect(replaced.status).toBe(200);
    const next = (await replaced.json()) as Video;
    expect(next.videoUrl).not.toBe(video.videoUrl);
    expect(await keysInBucket()).toEqual([storageKey(next.videoUrl)]);

    expect((await call("DELETE", `/api/video/${video.id}`, { headers: auth })).status).toBe(200);
    expect(await keysInBucket()).toEqual([]);
  });

  it("a bucket that refuses a write half-way leaves no row and no object (images and video)", async () => {
    const pastries = await createOffering();
    const before = await countRows();
    // The second object written (an image's second width) is refused: the first must be removed again.
    let puts = 0;
    refuse = (request) => request.method === "PUT" && ++puts === 2;
    const product = await call("POST", "/api/products", {
      form: form({
        title: "Croissant",
        price: "80",
        description: "Buttery.",
        category: pastries.id,
        images: [await png("#123456", 1200, 800)],
      }),
      headers: auth,
    });
    // The store's failure, not the sender's: 503 with Retry-After and a message to try again.
    expect(product.status).toBe(503);
    expect(product.headers.get("retry-after")).toBeTruthy();
    expect(((await product.json()) as { message: string }).message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
    expect(puts).toBeGreaterThanOrEqual(2);
    expect(await countRows()).toEqual(before);
    expect(await keysInBucket()).toEqual([]);

    refuse = (request) => request.method === "PUT";
    const video = await call("POST", "/api/video", {
      form: form({ title: "Morning bake", description: "Croissants rising.", videoFile: mp4() }),
      headers: auth,
    });
    expect(video.status).toBe(503);
    expect(await countRows()).toEqual(before);
    expect(await keysInBucket()).toEqual([]);
  });
});
