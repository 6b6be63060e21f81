// Video model against a real database, with a staged (fake) MP4 moved into UPLOADS_DIR.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabase } from "#tests/helpers/db";
import {
  createVideo,
  deleteVideo,
  getVideo,
  listVideos,
  toApiVideo,
  updateVideo,
  type VideoRecord,
} from "#app/server/models/videos.server";
import { storage } from "#app/server/storage/storage.server";
import type { StagedVideo } from "#app/server/storage/uploads.server";
import { expectDomainError } from "#tests/helpers/domain";
import { clearUploads, mp4Bytes, storageKey, storedKeys } from "#tests/helpers/uploads";

let stagingDir: string;

beforeAll(async () => {
  stagingDir = await mkdtemp(path.join(tmpdir(), "slice-video-test-"));
});

afterAll(async () => {
  await rm(stagingDir, { recursive: true, force: true });
});

async function stage(bytes = mp4Bytes()): Promise<StagedVideo> {
  const tempPath = path.join(stagingDir, `${Math.random().toString(36).slice(2)}.tmp`);
  await writeFile(tempPath, bytes);
  return { tempPath, size: bytes.length, type: "video/mp4", name: "clip.mp4" };
}

const keyOf = (...videos: VideoRecord[]) => videos.map((v) => storageKey(v.videoUrl)).sort();

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
});

describe("createVideo", () => {
  it("moves the staged file into storage and inserts the row", async () => {
    const bytes = mp4Bytes(9);
    const video = await createVideo({
      title: "  Morning bake ",
      description: " Croissants rising. ",
      video: await stage(bytes),
    });
    expect(video).toMatchObject({
      title: "Morning bake",
      description: "Croissants rising.",
      mimeType: "video/mp4",
      size: 4096,
    });
    expect(video.videoUrl).toMatch(/^\/uploads\/videos\/[a-f0-9]{32}\.mp4$/);
    expect(await storedKeys()).toEqual(keyOf(video));
    const file = await storage().get(keyOf(video)[0]!);
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(bytes);
    expect(file!.type).toBe("video/mp4");
    const row = await (await db()).video.findUniqueOrThrow({ where: { id: video.id } });
    expect(row.size).toBe(4096n);
  });

  it.each([
    ["no video", { title: "T", description: "D", video: null }],
    ["blank title", { title: "  ", description: "D" }],
    ["missing description", { title: "T", description: undefined }],
  ])("answers 400 'Please fill all fields and select a video.' (%s)", async (_name, fields) => {
    const video = "video" in fields ? null : await stage();
    await expectDomainError(createVideo({ video, ...fields }), 400, "Please fill all fields and select a video.");
    expect(await (await db()).video.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("answers 400 for an over-long title", async () => {
    const error = await expectDomainError(
      createVideo({ title: "t".repeat(201), description: "D", video: await stage() }),
      400,
      "Title must be at most 200 characters.",
    );
    expect(error.errors).toEqual(["Title must be at most 200 characters."]);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("reading videos", () => {
  it("lists newest first, gets one, maps to the API shape", async () => {
    const first = await createVideo({ title: "One", description: "First", video: await stage() });
    const second = await createVideo({ title: "Two", description: "Second", video: await stage() });
    expect((await listVideos()).map((v) => v.id)).toEqual([second.id, first.id]);
    expect(await getVideo(first.id)).toEqual(first);
    expect(await getVideo("c".repeat(25))).toBeNull();
    expect(await getVideo("../../etc")).toBeNull();
    expect(toApiVideo(first)).toEqual({
      _id: first.id,
      id: first.id,
      title: "One",
      description: "First",
      videoUrl: first.videoUrl,
    });
  });
});

describe("updateVideo", () => {
  it("updates the text and keeps the file when no new video is sent", async () => {
    const video = await createVideo({ title: "One", description: "First", video: await stage() });
    const updated = await updateVideo(video.id, { title: " New ", description: "Better" });
    expect(updated).toMatchObject({ title: "New", description: "Better", videoUrl: video.videoUrl });
    expect(await storedKeys()).toEqual(keyOf(video));
  });

  it("replaces the file and removes the old one", async () => {
    const video = await createVideo({ title: "One", description: "First", video: await stage() });
    const other = await createVideo({ title: "Two", description: "Second", video: await stage() });
    const webm = new Uint8Array(2048).fill(1);
    webm.set([0x1a, 0x45, 0xdf, 0xa3], 0);
    const staged = { ...(await stage(webm)), type: "video/webm" as const };
    const updated = await updateVideo(video.id, { title: "One", description: "First", video: staged });
    expect(updated.videoUrl).not.toBe(video.videoUrl);
    expect(updated).toMatchObject({ mimeType: "video/webm", size: 2048 });
    expect(updated.videoUrl).toMatch(/\.webm$/);
    expect(await storedKeys()).toEqual(keyOf(updated, other));
  });

  it("answers 400 'Title and description are required.' and 404 for unknown ids, storing nothing", async () => {
    const video = await createVideo({ title: "One", description: "First", video: await stage() });
    await expectDomainError(
      updateVideo(video.id, { title: "", description: "x", video: await stage() }),
      400,
      "Title and description are required.",
    );
    await expectDomainError(
      updateVideo(video.id, { title: "x", description: null }),
      400,
      "Title and description are required.",
    );
    await expectDomainError(
      updateVideo("c".repeat(25), { title: "x", description: "y", video: await stage() }),
      404,
      "Video not found.",
    );
    await expectDomainError(updateVideo("x", { title: "x", description: "y" }), 404, "Video not found.");
    expect(await getVideo(video.id)).toEqual(video);
    expect(await storedKeys()).toEqual(keyOf(video));
  });
});

describe("deleteVideo", () => {
  it("deletes the row and the file", async () => {
    const doomed = await createVideo({ title: "One", description: "First", video: await stage() });
    const kept = await createVideo({ title: "Two", description: "Second", video: await stage() });
    await deleteVideo(doomed.id);
    expect((await listVideos()).map((v) => v.id)).toEqual([kept.id]);
    expect(await storedKeys()).toEqual(keyOf(kept));
  });

  it("answers 404 for unknown or malformed ids", async () => {
    await expectDomainError(deleteVideo("c".repeat(25)), 404, "Video not found.");
    await expectDomainError(deleteVideo(""), 404, "Video not found.");
  });
});
