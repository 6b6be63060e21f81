// The one flash module (app/server/http/flash.server.ts): signed, read once by the admin layout, bounded form
// values, and the page path a form returns to.
import { describe, expect, it } from "vitest";
import { FLASH_MAX_MESSAGE, FLASH_MAX_VALUE_CHARS, FLASH_MAX_VALUES, FLASH_MAX_VALUES_CHARS } from "#app/lib/flash";
import { loader as layoutLoader } from "#app/routes/admin/layout";
import { flashCookieHeader, pagePath, readFlash, redirectWithFlash } from "#app/server/http/flash.server";
import { cookiesFrom, PREFIX, run, signIn } from "#tests/helpers/admin";
import { BASE, get } from "#tests/helpers/requests";

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (cookie: string) => new Request(`${BASE}${PREFIX}`, { headers: { cookie } });

describe("flash messages", () => {
  it("carries a message across a 303 redirect; the layout shows it once and clears the cookie", async () => {
    const response = await redirectWithFlash(`${PREFIX}/view-videos`, {
      type: "success",
      message: "Video updated successfully!",
      alert: true,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${PREFIX}/view-videos`);
    const { cookie } = await signIn();
    const first = await run(layoutLoader, get(PREFIX, { cookie: `${cookie}; ${cookiesFrom(response.headers)}` }));
    expect((first.data as { flash: unknown }).flash).toEqual({
      id: expect.any(String),
      type: "success",
      message: "Video updated successfully!",
      alert: true,
    });
    expect(first.headers.getSetCookie().some((c) => /^slice_flash=;.*Max-Age=0/.test(c))).toBe(true);
    // The browser drops the cleared cookie: the next page shows nothing.
    const second = await run(layoutLoader, get(PREFIX, { cookie }));
    expect((second.data as { flash: unknown }).flash).toBeNull();
  });

  it("keeps a form's typed values within bounds, so the cookie always fits", async () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field${i}`, "x".repeat(5000)]));
    for (const text of ["m", "é", "🥐"]) {
      const header = await flashCookieHeader({
        type: "error",
        message: text.repeat(2000),
        form: "video-upload",
        values: many,
      });
      expect(header.length).toBeLessThanOrEqual(3800);
      const { flash } = await readFlash(requestWith(cookieOf(header)));
      expect(flash?.message.length).toBeLessThanOrEqual(FLASH_MAX_MESSAGE);
      expect(flash?.message.length).toBeGreaterThan(FLASH_MAX_MESSAGE - 2);
      const values = Object.values(flash?.values ?? {});
      expect(values.length).toBeLessThanOrEqual(FLASH_MAX_VALUES);
      expect(values.every((v) => v.length <= FLASH_MAX_VALUE_CHARS)).toBe(true);
      expect(values.join("").length).toBeLessThanOrEqual(FLASH_MAX_VALUES_CHARS);
    }
    // Emoji typed into a long description: cut smaller until it fits, never through a character.
    const header = await flashCookieHeader({
      type: "error",
      message: "Failed",
      form: "video-edit",
      values: { description: "🥐".repeat(2000) },
    });
    const { flash } = await readFlash(requestWith(cookieOf(header)));
    expect(flash?.values?.description).toMatch(/^(🥐)+$/u);
    expect(header.length).toBeLessThanOrEqual(3800);
  });

  it("keeps ordinary values whole, a full-length description too", async () => {
    const values = {
      title: "Morning bake",
      description: "Croissants out of the oven at six. ".repeat(57).slice(0, 2000),
    };
    const header = await flashCookieHeader({
      type: "error",
      message: "Please fill all fields and select a video.",
      form: "video-upload",
      values,
    });
    expect((await readFlash(requestWith(cookieOf(header)))).flash).toMatchObject({ form: "video-upload", values });
  });

  it("ignores a cookie the server did not sign, or one of the wrong shape", async () => {
    const forged = Buffer.from(JSON.stringify({ id: "x", type: "success", message: "Hacked" })).toString("base64");
    expect((await readFlash(requestWith(`slice_flash=${forged}`))).flash).toBeNull();
    const header = await flashCookieHeader({ type: "success", message: "Real" });
    const [name, value] = cookieOf(header).split("=");
    const tampered = `${name}=${value!.replace(/^./, (c) => (c === "e" ? "f" : "e"))}`;
    expect((await readFlash(requestWith(tampered))).flash).toBeNull();
    // The old second cookie of the banner and video pages means nothing any more.
    expect((await readFlash(requestWith(`slice_page_flash=${forged}`))).flash).toBeNull();
  });

  it("names the page a form was posted from, without single fetch's .data suffix", () => {
    expect(pagePath(new Request(`${BASE}${PREFIX}/view-banner`))).toBe(`${PREFIX}/view-banner`);
    expect(pagePath(new Request(`${BASE}${PREFIX}/view-banner.data`))).toBe(`${PREFIX}/view-banner`);
    expect(pagePath(new Request(`${BASE}/_root.data`))).toBe("/");
  });
});
