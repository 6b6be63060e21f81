// {admin_prefix}/view-videos, /videos/edit/:id and /videos/upload against a real database and uploads folder.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as editAction, loader as editLoader } from "#app/routes/admin/video-edit";
import { action as uploadAction, loader as uploadLoader } from "#app/routes/admin/video-upload";
import { action as listAction, loader as listLoader } from "#app/routes/admin/videos";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { env } from "#app/server/platform/env.server";
import { listVideos } from "#app/server/models/videos.server";
import { nextFlash, run, signIn } from "#tests/helpers/admin";
import { resetDatabase, setCreationOrder } from "#tests/helpers/db";
import { BASE, get, postForm, postMultipart } from "#tests/helpers/requests";
import { clearUploads, mp4, storageKey, storedKeys } from "#tests/helpers/uploads";

const LIST = adminPath("view-videos");
const UPLOAD = adminPath("videos/upload");
const editPath = (id: string) => adminPath("videos/edit", id);

function videoForm(fields: { csrf: string; title?: string; description?: string; file?: File | null }) {
  const form = new FormData();
  form.set("csrf", fields.csrf);
  form.set("title", fields.title ?? "Morning bake");
  form.set("description", fields.description ?? "Croissants out of the oven at six.");
  if (fields.file !== null) form.set("videoFile", fields.file ?? mp4(7, 64 * 1024));
  return form;
}

const json = { accept: "application/json" };

/** What videos/upload answers the page's script (XMLHttpRequest): the JSON Response itself, as React Router passes it on. */
const scripted = async (request: Request) =>
  (await uploadAction({ request, params: {}, context: undefined } as never)) as Response;

/** Posts the edit form of a video as a browser without JavaScript does: a multipart post to its edit page. */
const postEdit = (id: string, fields: Parameters<typeof videoForm>[0], cookie?: string) =>
  run(editAction, postMultipart(editPath(id), videoForm(fields), cookie ? { cookie } : {}), { id });

let tempRoot: string;
const originalTmp = process.env.TMPDIR;
const originalMaxVideo = env.MAX_VIDEO_MB;

beforeAll(async () => {
  // readVideoForm stages uploads under os.tmpdir(): point it at a folder this file can inspect.
  tempRoot = await mkdtemp(path.join(tmpdir(), "slice-admin-videos-"));
  process.env.TMPDIR = tempRoot;
});

afterAll(async () => {
  process.env.TMPDIR = originalTmp;
  await rm(tempRoot, { recursive: true, force: true });
});

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
});

afterEach(async () => {
  env.MAX_VIDEO_MB = originalMaxVideo;
  // No staged upload is ever left behind.
  expect(await readdir(tempRoot)).toEqual([]);
});

async function upload(cookie: string, csrf: string, extra: Parameters<typeof videoForm>[0] = { csrf }) {
  const result = await run(uploadAction, postMultipart(UPLOAD, videoForm({ ...extra, csrf }), { cookie, ...json }));
  expect(result.status).toBe(201);
  const [video] = await listVideos();
  return video!;
}

describe("POST videos/upload", () => {
  it("redirects an anonymous upload to login before reading the body, storing nothing", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request(BASE + UPLOAD, {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      duplex: "half",
    } as RequestInit);
    const result = await run(uploadAction, request);
    expect(result.status).toBe(302);
    expect(result.location).toBe(adminPath("login"));
    expect(pulled).toBeLessThan(5);
    expect(await listVideos()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it("answers 403 to a wrong CSRF token and stores nothing", async () => {
    const { cookie } = await signIn();
    const result = await run(uploadAction, postMultipart(UPLOAD, videoForm({ csrf: "forged" }), { cookie }));
    expect(result.status).toBe(403);
    expect(await listVideos()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it("stores a video from a plain form post and redirects back with 'Video uploaded successfully!'", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      uploadAction,
      postMultipart(`${UPLOAD}?returnTo=${encodeURIComponent(adminPath())}`, videoForm({ csrf }), { cookie }),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe(adminPath());
    const videos = await listVideos();
    expect(videos.map((v) => [v.title, v.description, v.mimeType, v.size])).toEqual([
      ["Morning bake", "Croissants out of the oven at six.", "video/mp4", 64 * 1024],
    ]);
    expect(await storedKeys()).toEqual([storageKey(videos[0]!.videoUrl)]);
    expect(await nextFlash(cookie, result.headers)).toMatchObject({
      type: "success",
      message: "Video uploaded successfully!",
    });
    expect((await nextFlash(cookie, result.headers))?.alert).toBeUndefined();
  });

  it("answers a scripted upload with JSON and sets the flash for the next page", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(uploadAction, postMultipart(UPLOAD, videoForm({ csrf }), { cookie, ...json }));
    expect(result.status).toBe(201);
    expect(result.headers.get("set-cookie")).toMatch(/^slice_flash=/);
    expect(result.location).toBeNull();
    expect(await nextFlash(cookie, result.headers)).toMatchObject({
      type: "success",
      message: "Video uploaded successfully!",
    });
  });

  it("only returns to admin pages", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      uploadAction,
      postMultipart(`${UPLOAD}?returnTo=https://evil.example/`, videoForm({ csrf }), { cookie }),
    );
    expect(result.location).toBe(LIST);
  });

  it("needs file, title and description: 'Please fill all fields and select a video.'", async () => {
    const { cookie, csrf } = await signIn();
    for (const form of [
      videoForm({ csrf, file: null }),
      videoForm({ csrf, title: "  " }),
      videoForm({ csrf, description: "" }),
    ]) {
      const request = postMultipart(UPLOAD, form, { cookie, ...json });
      const response = await scripted(request);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, message: "Please fill all fields and select a video." });
    }
    // The plain post carries the message and the typed values back to the page.
    const plain = await run(
      uploadAction,
      postMultipart(UPLOAD, videoForm({ csrf, file: null, title: "Keep me" }), { cookie }),
    );
    expect(plain.status).toBe(303);
    expect(plain.location).toBe(LIST);
    expect(await nextFlash(cookie, plain.headers)).toMatchObject({
      type: "error",
      message: "Please fill all fields and select a video.",
      form: "video-upload",
      values: { title: "Keep me", description: "Croissants out of the oven at six." },
    });
    expect(await listVideos()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a file whose bytes are not a video with 415", async () => {
    const { cookie, csrf } = await signIn();
    const fake = new File(["<html>not a video</html>".repeat(50)], "clip.mp4", { type: "video/mp4" });
    const request = postMultipart(UPLOAD, videoForm({ csrf, file: fake }), { cookie, ...json });
    const response = await scripted(request);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      ok: false,
      message: "Only video files (MP4, WebM or QuickTime) can be uploaded.",
    });
    expect(await listVideos()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a video over MAX_VIDEO_MB with 413", async () => {
    env.MAX_VIDEO_MB = 0.05;
    const { cookie, csrf } = await signIn();
    const request = postMultipart(UPLOAD, videoForm({ csrf, file: mp4(7, 200 * 1024) }), { cookie, ...json });
    const response = await scripted(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, message: "Videos must be 0.05 MB or smaller." });
    expect(await listVideos()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it("keeps nothing from an upload whose request stream breaks off midway", async () => {
    const { cookie, csrf } = await signIn();
    const boundary = "----sliceAbortTest";
    const head = new TextEncoder().encode(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="csrf"',
        "",
        csrf,
        `--${boundary}`,
        'Content-Disposition: form-data; name="title"',
        "",
        "Half a video",
        `--${boundary}`,
        'Content-Disposition: form-data; name="description"',
        "",
        "Never finished",
        `--${boundary}`,
        'Content-Disposition: form-data; name="videoFile"; filename="clip.mp4"',
        "Content-Type: video/mp4",
        "",
        "",
      ].join("\r\n"),
    );
    const header = mp4(7, 16).stream();
    let sent = 0;
    const reader = header.getReader();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(head);
        controller.enqueue((await reader.read()).value!);
      },
      pull(controller) {
        sent += 1;
        if (sent > 40) {
          controller.error(new Error("client went away"));
          return;
        }
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request(BASE + UPLOAD, {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, ...json },
      duplex: "half",
    } as RequestInit);
    const response = await scripted(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, message: "The upload was interrupted." });
    expect(sent).toBeGreaterThan(40);
    expect(await listVideos()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
    // afterEach checks that no temporary file is left.
  });

  it("GET redirects to the video list (anonymous: to login)", async () => {
    expect((await run(uploadLoader, get(UPLOAD))).location).toBe(adminPath("login"));
    const { cookie } = await signIn();
    expect((await run(uploadLoader, get(UPLOAD, { cookie }))).location).toBe(LIST);
  });
});

describe("view-videos", () => {
  it("redirects an anonymous visitor to login", async () => {
    const result = await run(listLoader, get(LIST));
    expect(result.location).toBe(adminPath("login"));
    expect(result.thrown).toBe(true);
  });

  it("lists videos newest first, and an empty list when there are none", async () => {
    const { cookie, csrf } = await signIn();
    expect(((await run(listLoader, get(LIST, { cookie }))).data as { videos: unknown[] }).videos).toEqual([]);
    const first = await upload(cookie, csrf, { csrf, title: "First" });
    await setCreationOrder(["Video", first.id]);
    const [second] = await Promise.all([upload(cookie, csrf, { csrf, title: "Second" })]);
    const data = (await run(listLoader, get(LIST, { cookie }))).data as {
      videos: { id: string; title: string; videoUrl: string }[];
    };
    expect(data.videos.map((v) => v.title)).toEqual(["Second", "First"]);
    expect(data.videos[1]).toMatchObject({ id: first.id, videoUrl: first.videoUrl });
    expect(second).toBeDefined();
  });

  it("refuses anonymous and forged deletes, changing nothing", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const anon = await run(listAction, postForm(LIST, { intent: "delete", id: video.id, confirmed: "yes" }));
    expect(anon.location).toBe(adminPath("login"));
    const forged = await run(
      listAction,
      postForm(LIST, { csrf: "nope", intent: "delete", id: video.id, confirmed: "yes" }, { cookie }),
    );
    expect(forged.status).toBe(403);
    expect(await listVideos()).toHaveLength(1);
    expect(await storedKeys()).toEqual([storageKey(video.videoUrl)]);
  });

  it("asks for confirmation first without JavaScript, then deletes the row and the file", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const ask = await run(listAction, postForm(LIST, { csrf, intent: "delete", id: video.id }, { cookie }));
    expect(ask.data).toEqual({ id: video.id, confirmDelete: true });
    expect(await listVideos()).toHaveLength(1);

    const done = await run(
      listAction,
      postForm(LIST, { csrf, intent: "delete", id: video.id, confirmed: "yes" }, { cookie }),
    );
    expect(done.status).toBe(303);
    expect(done.location).toBe(LIST);
    expect(await listVideos()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
    expect(await nextFlash(cookie, done.headers)).toMatchObject({
      type: "success",
      message: "Video deleted successfully!",
    });
  });

  it("answers 'Error deleting video' for an unknown video", async () => {
    const { cookie, csrf } = await signIn();
    const result = await run(
      listAction,
      postForm(LIST, { csrf, intent: "delete", id: "ckzzzzzzzzzzzzzzzzzzzzzzz", confirmed: "yes" }, { cookie }),
    );
    expect(result.status).toBe(404);
    expect(result.data).toEqual({ id: null, error: "Error deleting video" });
  });
});

describe("videos/edit/:id", () => {
  it("redirects an anonymous visitor to login, for the page and the post", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    expect((await run(editLoader, get(editPath(video.id)), { id: video.id })).location).toBe(adminPath("login"));
    const post = await postEdit(video.id, { csrf, title: "Hacked", file: null });
    expect(post.location).toBe(adminPath("login"));
    expect((await listVideos())[0]!.title).toBe("Morning bake");
  });

  it("loads the video, and answers an unknown id with 404 'Failed to fetch video'", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const page = await run(editLoader, get(editPath(video.id), { cookie }), { id: video.id });
    expect((page.data as { video: unknown }).video).toEqual({
      id: video.id,
      title: "Morning bake",
      description: "Croissants out of the oven at six.",
      videoUrl: video.videoUrl,
      mimeType: "video/mp4",
    });
    const missing = await run(editLoader, get(editPath("ckzzzzzzzzzzzzzzzzzzzzzzz"), { cookie }), {
      id: "ckzzzzzzzzzzzzzzzzzzzzzzz",
    });
    expect(missing.thrown).toBe(true);
    expect(missing.status).toBe(404);
    expect(missing.data).toBe("Failed to fetch video");
  });

  it("updates title and description without a new file, then redirects with 'Video updated successfully!'", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const result = await postEdit(
      video.id,
      { csrf, title: "Evening bake", description: "Sourdough.", file: null },
      cookie,
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe(LIST);
    const [updated] = await listVideos();
    expect(updated).toMatchObject({
      id: video.id,
      title: "Evening bake",
      description: "Sourdough.",
      videoUrl: video.videoUrl,
    });
    // An alert, not only a line: the layout also shows this text with window.alert.
    expect(await nextFlash(cookie, result.headers)).toMatchObject({
      type: "success",
      message: "Video updated successfully!",
      alert: true,
    });
  });

  it("replaces the file when a new one is sent and removes the old one", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const result = await postEdit(video.id, { csrf, file: mp4(3, 32 * 1024) }, cookie);
    expect(result.status).toBe(303);
    const [updated] = await listVideos();
    expect(updated!.videoUrl).not.toBe(video.videoUrl);
    expect(updated!.size).toBe(32 * 1024);
    expect(await storedKeys()).toEqual([storageKey(updated!.videoUrl)]);
  });

  it("the scripted edit (videos/upload?id=) runs the same update and answers JSON", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const request = postMultipart(
      `${UPLOAD}?id=${video.id}&returnTo=${encodeURIComponent(LIST)}`,
      videoForm({ csrf, title: "Scripted", file: null }),
      {
        cookie,
        ...json,
      },
    );
    const response = await scripted(request);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, message: "Video updated successfully!", redirectTo: LIST });
    expect((await listVideos())[0]!.title).toBe("Scripted");
    expect(await nextFlash(cookie, response.headers)).toMatchObject({
      message: "Video updated successfully!",
      alert: true,
    });
  });

  it("re-renders with 'Failed to update video' and the typed values when a field is missing or the file is bad", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const missing = await postEdit(video.id, { csrf, title: "", description: "Still here", file: null }, cookie);
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({
      error: "Failed to update video",
      detail: "Title and description are required.",
      values: { title: "", description: "Still here" },
    });
    const bad = await postEdit(
      video.id,
      { csrf, file: new File(["plain text"], "x.mp4", { type: "video/mp4" }) },
      cookie,
    );
    expect(bad.status).toBe(415);
    expect(await listVideos()).toEqual([video]);
    expect(await storedKeys()).toEqual([storageKey(video.videoUrl)]);
  });

  it("a plain post of the edit to videos/upload?id= that fails goes back to the edit page with the typed values", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const result = await run(
      uploadAction,
      postMultipart(
        `${UPLOAD}?id=${video.id}&returnTo=${encodeURIComponent(LIST)}`,
        videoForm({ csrf, title: " ", description: "Typed", file: null }),
        {
          cookie,
        },
      ),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe(editPath(video.id));
    expect(await nextFlash(cookie, result.headers)).toMatchObject({
      type: "error",
      message: "Failed to update video: Title and description are required.",
      form: "video-edit",
      values: { title: " ", description: "Typed" },
    });
    expect((await listVideos())[0]!.title).toBe("Morning bake");
  });

  it("answers 403 to a forged edit", async () => {
    const { cookie, csrf } = await signIn();
    const video = await upload(cookie, csrf);
    const result = await postEdit(video.id, { csrf: "forged", title: "X", file: null }, cookie);
    expect(result.status).toBe(403);
    expect((await listVideos())[0]!.title).toBe("Morning bake");
  });
});
