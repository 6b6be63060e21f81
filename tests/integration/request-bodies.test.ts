// The bounded body readers (app/server/platform/body.server.ts) as the routes use them, with real Requests: sizes
// counted as the body streams, wrong types refused with a message, JSON types, 40-megapixel images refused
// before decoding. (That the front door knows every route that takes files: tests/unit/route-facts.test.ts.)
import { pngBytes } from "#tests/helpers/uploads";
import { describe, expect, it } from "vitest";
import { action as knowYourself } from "#app/routes/public/know-yourself";
import { action as contactPage } from "#app/routes/public/contact-support";
import { isJsonType, NOT_UTF8, SMALL_BODY_BYTES } from "#app/server/platform/body.server";
import { readForm } from "#app/server/storage/uploads.server";
import { readJsonBody } from "#app/server/http/api.server";
import { IMAGE_TOO_MANY_PIXELS, storeImage } from "#app/server/storage/images.server";
import { UploadError } from "#app/server/storage/upload-error.server";
import { call, isDataResult } from "#tests/helpers/forms";
import { BASE, postForm } from "#tests/helpers/requests";
import { db } from "#tests/helpers/db";

/** A body streamed in 16 kB chunks with no Content-Length (as a chunked upload arrives). */
function streamed(total: number, type: string): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += 16_384;
      controller.enqueue(new Uint8Array(16_384).fill(120));
    },
  });
  return new Request(`${BASE}/x`, {
    method: "POST",
    body,
    headers: { "content-type": type },
    duplex: "half",
  } as RequestInit);
}

describe("readForm", () => {
  it("reads urlencoded and multipart forms; a file part, which no small form takes, is a 400 naming its field", async () => {
    const urlencoded = await readForm(postForm("/x", { a: "1", b: "two" }));
    expect(urlencoded.ok && [...urlencoded.form]).toEqual([
      ["a", "1"],
      ["b", "two"],
    ]);
    const form = new FormData();
    form.append("name", "Ann");
    const multi = await readForm(new Request(`${BASE}/x`, { method: "POST", body: form }));
    expect(multi.ok && [...multi.form]).toEqual([["name", "Ann"]]);
    form.append("file", new File(["x"], "x.txt"));
    expect(await readForm(new Request(`${BASE}/x`, { method: "POST", body: form }))).toEqual({
      ok: false,
      status: 400,
      message: 'Unexpected file in the upload (field "file"): this form takes no files.',
    });
  });

  it("refuses a declared or a streamed body over 64 kB with 413, and stops reading at the limit", async () => {
    const declared = new Request(`${BASE}/x`, {
      method: "POST",
      body: "a=" + "x".repeat(SMALL_BODY_BYTES),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await readForm(declared)).toMatchObject({ ok: false, status: 413 });
    expect(await readForm(streamed(50_000_000, "application/x-www-form-urlencoded"))).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("refuses JSON, text/plain and other types with 415 and a message; an empty body is an empty form", async () => {
    for (const type of ["application/json", "text/plain", "application/octet-stream"]) {
      const result = await readForm(
        new Request(`${BASE}/x`, { method: "POST", body: "{}", headers: { "content-type": type } }),
      );
      expect(result, type).toMatchObject({ ok: false, status: 415 });
    }
    expect(await readForm(new Request(`${BASE}/x`, { method: "POST" }))).toMatchObject({ ok: true });
  });
});

describe("bodies that are not UTF-8", () => {
  const raw = (type: string, bytes: Uint8Array) =>
    new Request(`${BASE}/x`, {
      method: "POST",
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { "content-type": type },
    });
  const ascii = (text: string) => new TextEncoder().encode(text);

  it("a urlencoded field whose escapes are not UTF-8 is a 400, not a value with U+FFFD", async () => {
    expect(await readForm(raw("application/x-www-form-urlencoded", ascii("fullName=M%FFera")))).toEqual({
      ok: false,
      status: 400,
      message: NOT_UTF8,
    });
    // A U+FFFD the client really sent (its UTF-8 escaped) is text like any other.
    const sent = await readForm(raw("application/x-www-form-urlencoded", ascii("fullName=M%EF%BF%BDera")));
    expect(sent.ok && sent.form.get("fullName")).toBe("M\uFFFDera");
  });

  it("a multipart text part with bytes that are not UTF-8 is a 400", async () => {
    const head = ascii('--b\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nM');
    const tail = ascii("era\r\n--b--\r\n");
    const body = new Uint8Array([...head, 0xff, 0xfe, ...tail]);
    expect(await readForm(raw("multipart/form-data; boundary=b", body))).toEqual({
      ok: false,
      status: 400,
      message: NOT_UTF8,
    });
  });

  it("a JSON body that is not UTF-8 is a 400", async () => {
    const request = raw("application/json", new Uint8Array([...ascii('{"name":"M'), 0xc3, 0x28, ...ascii('"}')]));
    await expect(readJsonBody(request)).rejects.toSatisfy((r: Response) => r.status === 400);
  });

  it("the contact page answers such a form with its message, and stores nothing", async () => {
    const request = new Request(`${BASE}/contact-support`, {
      method: "POST",
      body: "fullName=M%FFera&email=a%40b.co&subject=General+Inquiry&message=hi",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    });
    const result = await call(contactPage, request);
    expect(JSON.stringify(isDataResult(result) ? result.data : result)).toContain(NOT_UTF8);
    expect(await (await db()).contactMessage.count()).toBe(0);
  });
});

describe("the public form actions with a body of the wrong type", () => {
  it("know-yourself (and its .data twin) answer the page with a message, not a 500", async () => {
    for (const [url, type] of [
      ["/know-yourself", "application/json"],
      ["/know-yourself.data", "text/plain"],
    ] as const) {
      const request = new Request(BASE + url, {
        method: "POST",
        body: '{"weight":70}',
        headers: { "content-type": type, origin: BASE },
      });
      const result = await call(knowYourself, request);
      expect(isDataResult(result) && result.init?.status, url).toBe(415);
      expect(isDataResult(result) && result.data.error, url).toMatch(/not sent as a web form/);
    }
  });

  it("contact-support answers 413 for a streamed body over 64 kB", async () => {
    const result = await call(contactPage, streamed(10_000_000, "application/x-www-form-urlencoded"), "198.51.100.77");
    expect(isDataResult(result) && result.init?.status).toBe(413);
  });
});

describe("JSON bodies", () => {
  it("only application/json and +json types are JSON", async () => {
    expect(isJsonType("application/json")).toBe(true);
    expect(isJsonType("application/merge-patch+json")).toBe(true);
    for (const type of ["application/jsonfoo", "application/json-seq", "text/json", "application/x-json", ""])
      expect(isJsonType(type), type).toBe(false);
    const refused = await readJsonBody(
      new Request(`${BASE}/x`, { method: "POST", body: "{}", headers: { "content-type": "application/jsonfoo" } }),
    ).catch((e: unknown) => e);
    expect(refused instanceof Response && refused.status).toBe(415);
    const withCharset = await readJsonBody(
      new Request(`${BASE}/x`, {
        method: "POST",
        body: '{"a":1}',
        headers: { "content-type": "application/json; charset=utf-8" },
      }),
    );
    expect(withCharset).toEqual({ a: 1 });
  });

  it("a streamed JSON body over 64 kB is a 413", async () => {
    const refused = await readJsonBody(streamed(5_000_000, "application/json")).catch((e: unknown) => e);
    expect(refused instanceof Response && refused.status).toBe(413);
  });
});

describe("images", () => {
  it("an image over 40 megapixels is refused with a clear message before it is decoded", async () => {
    // 8000 x 5001 px: a small PNG (one colour) that would take 160 MB decoded.
    const png = await pngBytes("#ffffff", 8000, 5001);
    const error = await storeImage(new Uint8Array(png), "products").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    // Only the header check gives this message: a decode would be refused as "could not be processed".
    expect((error as UploadError).message).toBe(IMAGE_TOO_MANY_PIXELS);
  });
});
