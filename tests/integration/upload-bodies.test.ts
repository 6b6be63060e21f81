// Multipart bodies built byte by byte (what a broken client, proxy or attacker sends) against the /api video,
// product and banner routes and the admin video upload: a malformed part is answered 400 "The upload could not
// be read." at once, even while the client is still sending; a file under a name the route does not take is
// refused; `videoFile` is read wherever it stands among the parts; nothing is half stored and no temporary
// folder is left behind. The small forms (the contact page here) read multipart with the same reader, and a
// look-alike media type (multipart/form-dataX) is a 415 on the admin forms as on /api.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = "test-api-token-0123456789abcdef";
});

import { action as uploadAction } from "#app/routes/admin/video-upload";
import { action as addProductAction } from "#app/routes/admin/product-add";
import { action as contactPage } from "#app/routes/public/contact-support";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { env } from "#app/server/platform/env.server";
import { listVideos } from "#app/server/models/videos.server";
import { run, signIn } from "#tests/helpers/admin";
import { authorization, BASE, call, form, dispatch } from "#tests/helpers/api";
import { db, resetDatabase } from "#tests/helpers/db";
import { call as callPage, isDataResult, SAMPLE_CONTACT } from "#tests/helpers/forms";
import { postForm } from "#tests/helpers/requests";
import { clearUploads, mp4, mp4Bytes, png, storageKey, storedKeys } from "#tests/helpers/uploads";

const auth = authorization();
const BOUNDARY = "----slice-test-boundary-7f3a";
const enc = new TextEncoder();

type Part =
  | { name?: string; filename?: string; type?: string; body: Uint8Array | string }
  | { raw: string; body: Uint8Array | string };

/** The exact bytes of a multipart body; a `raw` part carries its header lines as given (malformed ones too). */
function multipartBytes(parts: Part[], { end = true } = {}): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    let head: string;
    if ("raw" in part) head = part.raw;
    else {
      const disposition = [
        "form-data",
        part.name !== undefined ? `name="${part.name}"` : null,
        part.filename !== undefined ? `filename="${part.filename}"` : null,
      ];
      head = `Content-Disposition: ${disposition.filter(Boolean).join("; ")}${part.type ? `\r\nContent-Type: ${part.type}` : ""}`;
    }
    chunks.push(
      enc.encode(`--${BOUNDARY}\r\n${head}\r\n\r\n`),
      typeof part.body === "string" ? enc.encode(part.body) : part.body,
      enc.encode("\r\n"),
    );
  }
  if (end) chunks.push(enc.encode(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const headers = (extra: Record<string, string> = {}) => ({
  "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
  ...auth,
  ...extra,
});

/** A request whose body is `bytes` and then, with `stall`, nothing more: the client neither finishes nor leaves. */
function request(
  method: string,
  url: string,
  bytes: Uint8Array,
  { stall = false, extra = {} as Record<string, string> } = {},
) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
      if (!stall) controller.close();
    },
  });
  return new Request(BASE + url, { method, body, headers: headers(extra), duplex: "half" } as RequestInit);
}

/**
 * The answer to a request whose body may never end: any answer shows that the server did not wait for the rest
 * (a server that waited would never answer, and the test would fail on its timeout). No clock is read: how fast
 * is a benchmark's question, and a loaded machine would make a time bound fail.
 */
function answered(response: Promise<Response>): Promise<Response> {
  return response;
}

const textParts = (title = "Morning bake"): Part[] => [
  { name: "title", body: title },
  { name: "description", body: "Croissants rising." },
];
const brokenPart: Part = { raw: "X-Broken-Header-Without-Colon", body: "whatever" };
const videoPart = (size: number, fill = 9): Part => ({
  name: "videoFile",
  filename: "clip.mp4",
  type: "video/mp4",
  body: mp4Bytes(fill, size),
});

let tempRoot: string;
const originalTmp = process.env.TMPDIR;
const originalMaxVideo = env.MAX_VIDEO_MB;

beforeAll(async () => {
  // Uploads are staged under os.tmpdir(): point it at a folder this file can inspect.
  tempRoot = await mkdtemp(path.join(tmpdir(), "slice-upload-bodies-"));
  process.env.TMPDIR = tempRoot;
  // One malformed upload and one malformed form first, answered before any test starts: what the first
  // request pays once (loading modules on first use, the first database query) is not charged to the tests
  // that time their answer, which promise a second for the request, not for starting up.
  const broken = multipartBytes([...textParts(), brokenPart, videoPart(1024)]);
  expect((await dispatch(request("POST", "/api/video", broken))).status).toBe(400);
  const form = request("POST", "/contact-support", multipartBytes([{ name: "fullName", body: "Ann" }, brokenPart]), {
    extra: { origin: BASE },
  });
  const answer = await callPage(contactPage, form, "192.0.2.1");
  expect(isDataResult(answer) && answer.init?.status).toBe(400);
});

afterAll(async () => {
  process.env.TMPDIR = originalTmp;
  await rm(tempRoot, { recursive: true, force: true });
});

beforeEach(async () => {
  env.MAX_VIDEO_MB = 8;
  await resetDatabase();
  await clearUploads();
});

afterEach(async () => {
  env.MAX_VIDEO_MB = originalMaxVideo;
  // Whatever happened, no staged upload is left behind.
  expect(await readdir(tempRoot)).toEqual([]);
});

async function createVideo() {
  const response = await call("POST", "/api/video", {
    form: form({ title: "Old", description: "The first one.", videoFile: mp4(7) }),
    headers: auth,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; videoUrl: string; title: string };
}

async function expectMessage(response: Response, status: number, message: string | RegExp) {
  const body = (await response.json()) as { message: string };
  expect({ status: response.status, message: body.message }).toEqual({
    status,
    message: typeof message === "string" ? message : expect.stringMatching(message),
  });
}

describe("a part whose header line has no colon", () => {
  it.each([
    ["1 kB", 1024],
    ["100 kB", 100 * 1024],
    ["5 MB", 5 * 1024 * 1024],
  ])(
    "POST /api/video with %s of video: 400 'The upload could not be read.' within a second, nothing stored",
    async (_label, size) => {
      const bytes = multipartBytes([...textParts(), brokenPart, videoPart(size)]);
      await expectMessage(
        await answered(dispatch(request("POST", "/api/video", bytes))),
        400,
        "The upload could not be read.",
      );
      expect(await listVideos()).toEqual([]);
      expect(await storedKeys()).toEqual([]);
    },
  );

  it.each([
    ["1 kB", 1024],
    ["100 kB", 100 * 1024],
    ["5 MB", 5 * 1024 * 1024],
  ])("PUT /api/video/{id} with %s of video: 400, the old video and title kept", async (_label, size) => {
    const old = await createVideo();
    const bytes = multipartBytes([...textParts("New title"), brokenPart, videoPart(size)]);
    await expectMessage(
      await answered(dispatch(request("PUT", `/api/video/${old.id}`, bytes))),
      400,
      "The upload could not be read.",
    );
    const [kept] = await listVideos();
    expect(kept).toMatchObject({ id: old.id, title: "Old", videoUrl: old.videoUrl });
    expect(await storedKeys()).toEqual([storageKey(old.videoUrl)]);
  });

  it("is answered while the client is still sending (the body never ends), and the folder it staged is removed", async () => {
    // The video part comes first, so a temporary file is open when the broken part arrives.
    const bytes = multipartBytes([videoPart(300 * 1024), ...textParts(), brokenPart, videoPart(100 * 1024)], {
      end: false,
    });
    await expectMessage(
      await answered(dispatch(request("POST", "/api/video", bytes, { stall: true }))),
      400,
      "The upload could not be read.",
    );
    expect(await listVideos()).toEqual([]);
  });

  it("the admin screen's upload answers the same", async () => {
    const { cookie, csrf } = await signIn();
    const bytes = multipartBytes([{ name: "csrf", body: csrf }, ...textParts(), brokenPart, videoPart(100 * 1024)]);
    const req = request("POST", adminPath("videos/upload"), bytes, {
      stall: true,
      extra: { cookie, accept: "application/json", origin: BASE },
    });
    const response = (await answered(
      uploadAction({ request: req, params: {}, context: undefined } as never) as Promise<Response>,
    )) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, message: "The upload could not be read." });
    expect(await listVideos()).toEqual([]);
  });

  it("an image route answers the same", async () => {
    const photo = new Uint8Array(await (await png()).arrayBuffer());
    const bytes = multipartBytes([
      { name: "title", body: "Rye" },
      brokenPart,
      { name: "images", filename: "a.png", type: "image/png", body: photo },
    ]);
    await expectMessage(
      await answered(dispatch(request("POST", "/api/products", bytes, { stall: true }))),
      400,
      "The upload could not be read.",
    );
    expect(await storedKeys()).toEqual([]);
  });
});

describe("file parts the route does not take", () => {
  const strangers: [string, Part, RegExp][] = [
    [
      "under another name",
      { name: "other", filename: "x.mp4", type: "video/mp4", body: mp4Bytes(3, 2048) },
      /^Unexpected file in the upload \(field "other"\): send files as "videoFile"\.$/,
    ],
    [
      "with no name",
      { filename: "x.mp4", type: "video/mp4", body: mp4Bytes(3, 2048) },
      /^Unexpected file in the upload \(no field name\): send files as "videoFile"\.$/,
    ],
  ];

  it.each(strangers)(
    "POST /api/video with a file %s before videoFile: 400 with the reason, nothing stored",
    async (_label, stranger, message) => {
      const bytes = multipartBytes([...textParts(), stranger, videoPart(64 * 1024)]);
      await expectMessage(await answered(dispatch(request("POST", "/api/video", bytes))), 400, message);
      expect(await listVideos()).toEqual([]);
      expect(await storedKeys()).toEqual([]);
    },
  );

  it.each(strangers)(
    "PUT /api/video/{id} with a file %s before videoFile: 400, never a 200 that keeps the old video",
    async (_label, stranger, message) => {
      const old = await createVideo();
      const bytes = multipartBytes([...textParts("New title"), stranger, videoPart(64 * 1024)]);
      await expectMessage(await answered(dispatch(request("PUT", `/api/video/${old.id}`, bytes))), 400, message);
      expect(await listVideos()).toMatchObject([{ id: old.id, title: "Old", videoUrl: old.videoUrl }]);
      expect(await storedKeys()).toEqual([storageKey(old.videoUrl)]);
    },
  );

  it("an empty file input under another name (a browser's unselected input) is not a file: the upload works", async () => {
    const bytes = multipartBytes([
      ...textParts(),
      { name: "other", type: "application/octet-stream", body: "" },
      videoPart(64 * 1024),
    ]);
    const response = await dispatch(request("POST", "/api/video", bytes));
    expect(response.status).toBe(201);
    expect(await listVideos()).toHaveLength(1);
  });

  it("a second videoFile: 400 'Too many files in one upload.', nothing stored", async () => {
    const bytes = multipartBytes([...textParts(), videoPart(4096), videoPart(4096, 5)]);
    await expectMessage(await dispatch(request("POST", "/api/video", bytes)), 400, "Too many files in one upload.");
    expect(await storedKeys()).toEqual([]);
  });

  it("POST /api/products and POST /api/banner refuse a file under another name the same way", async () => {
    const photo = new Uint8Array(await (await png()).arrayBuffer());
    const image = (name: string): Part => ({ name, filename: "a.png", type: "image/png", body: photo });
    const product = multipartBytes([{ name: "title", body: "Rye" }, image("photo"), image("images")]);
    await expectMessage(
      await dispatch(request("POST", "/api/products", product)),
      400,
      /^Unexpected file in the upload \(field "photo"\): send files as "images"\.$/,
    );
    const banner = multipartBytes([image("banner"), image("largeBanner")]);
    await expectMessage(
      await dispatch(request("POST", "/api/banner", banner)),
      400,
      /^Unexpected file in the upload \(field "banner"\): send files as "largeBanner" or "smallBanner"\.$/,
    );
    expect(await storedKeys()).toEqual([]);
  });
});

describe("videoFile wherever it stands", () => {
  it("POST /api/video with videoFile first, then the text fields: 201, the video stored", async () => {
    const bytes = multipartBytes([videoPart(64 * 1024), ...textParts()]);
    const response = await dispatch(request("POST", "/api/video", bytes));
    expect(response.status).toBe(201);
    const video = (await response.json()) as { videoUrl: string; title: string };
    expect(video.title).toBe("Morning bake");
    expect(await storedKeys()).toEqual([storageKey(video.videoUrl)]);
  });

  it("PUT /api/video/{id} with videoFile between the text fields: 200 with the new file stored and the old one removed", async () => {
    const old = await createVideo();
    const [title, description] = textParts("New title");
    const bytes = multipartBytes([title!, videoPart(64 * 1024), description!]);
    const response = await dispatch(request("PUT", `/api/video/${old.id}`, bytes));
    expect(response.status).toBe(200);
    const video = (await response.json()) as { videoUrl: string; title: string };
    expect(video).toMatchObject({ title: "New title" });
    expect(video.videoUrl).not.toBe(old.videoUrl);
    expect(await storedKeys()).toEqual([storageKey(video.videoUrl)]);
  });
});

describe("text parts are UTF-8, read strictly", () => {
  it("keeps accented and non-Latin titles exactly as sent", async () => {
    const bytes = multipartBytes([videoPart(16 * 1024), ...textParts("Crème brûlée • खस्ता")]);
    const response = await dispatch(request("POST", "/api/video", bytes));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { title: string }).title).toBe("Crème brûlée • खस्ता");
  });

  it("refuses a text part whose bytes are not UTF-8 with 400, and stores nothing", async () => {
    const title: Part = { name: "title", body: new Uint8Array([0x4d, 0xff, 0xfe, 0x61]) };
    const bytes = multipartBytes([title, { name: "description", body: "Croissants rising." }, videoPart(16 * 1024)]);
    const response = await dispatch(request("POST", "/api/video", bytes));
    await expectMessage(response, 400, "The request body is not valid UTF-8 text.");
    expect(await storedKeys()).toEqual([]);
    expect(await listVideos()).toHaveLength(0);
  });
});

describe("the small forms read multipart with the same reader", () => {
  let ipCount = 0;
  // Each test its own client address: the contact form's rate limit counts per address.
  const freshIp = () => `198.51.100.${++ipCount}`;
  const contactParts = (): Part[] => Object.entries(SAMPLE_CONTACT).map(([name, body]) => ({ name, body }));
  const contactMessages = async () => (await db()).contactMessage.count();

  it("a malformed body on the contact page, the client still sending: 400 with the page's wording within a second", async () => {
    const bytes = multipartBytes([...contactParts(), brokenPart, { name: "more", body: "x".repeat(1024) }], {
      end: false,
    });
    const req = request("POST", "/contact-support", bytes, { stall: true, extra: { origin: BASE } });
    const result: unknown = await answered(callPage(contactPage, req, freshIp()) as Promise<Response>);
    expect(isDataResult(result) && { status: result.init?.status, message: result.data.message }).toEqual({
      status: 400,
      message: "The form could not be read. Please try again.",
    });
    expect(await contactMessages()).toBe(0);
  });

  it("a file part on the contact form (which takes none): 400 naming its field, nothing stored", async () => {
    const attachment: Part = { name: "attachment", filename: "cv.pdf", type: "application/pdf", body: "%PDF-1.4" };
    const bytes = multipartBytes([...contactParts(), attachment]);
    const req = request("POST", "/contact-support", bytes, { extra: { origin: BASE } });
    const result = await callPage(contactPage, req, freshIp());
    expect(isDataResult(result) && { status: result.init?.status, message: result.data.message }).toEqual({
      status: 400,
      message: 'Unexpected file in the upload (field "attachment"): this form takes no files.',
    });
    expect(await contactMessages()).toBe(0);
  });

  it("the same form as multipart text, or urlencoded, is taken as before", async () => {
    const multi = await callPage(
      contactPage,
      request("POST", "/contact-support", multipartBytes(contactParts()), { extra: { origin: BASE } }),
      freshIp(),
    );
    expect((multi as Response).status).toBe(303);
    const urlencoded = await callPage(contactPage, postForm("/contact-support", SAMPLE_CONTACT), freshIp());
    expect((urlencoded as Response).status).toBe(303);
    expect(await contactMessages()).toBe(2);
  });
});

describe("a look-alike media type", () => {
  it("multipart/form-dataX on the admin forms is a 415 with the page's message, as on /api", async () => {
    const { cookie, csrf } = await signIn();
    const photo = new Uint8Array(await (await png()).arrayBuffer());
    const bytes = multipartBytes([
      { name: "csrf", body: csrf },
      { name: "intent", body: "add-product" },
      { name: "title", body: "Rye" },
      { name: "images", filename: "a.png", type: "image/png", body: photo },
    ]);
    const lookalike = { "content-type": `multipart/form-dataX; boundary=${BOUNDARY}`, cookie, origin: BASE };
    const added = await run(addProductAction, request("POST", adminPath("product/add"), bytes, { extra: lookalike }));
    expect({ status: added.status, data: added.data }).toMatchObject({
      status: 415,
      data: { error: "Send the form as multipart/form-data." },
    });
    const video = multipartBytes([{ name: "csrf", body: csrf }, ...textParts(), videoPart(4096)]);
    const uploaded = (await uploadAction({
      request: request("POST", adminPath("videos/upload"), video, {
        extra: { ...lookalike, accept: "application/json" },
      }),
      params: {},
      context: undefined,
    } as never)) as Response;
    expect(uploaded.status).toBe(415);
    expect(await uploaded.json()).toEqual({ ok: false, message: "Send the form as multipart/form-data." });
    const api = await dispatch(request("POST", "/api/products", bytes, { extra: lookalike }));
    expect(api.status).toBe(415);
    expect(await storedKeys()).toEqual([]);
    expect(await listVideos()).toEqual([]);
  });
});
