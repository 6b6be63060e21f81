// compressText(): a large response streamed by React Router's writer through gzip, over real HTTP, arrives whole
// and leaves no pile of "drain" listeners behind (expressjs/compression#135; see compression.server.ts).
import type { AddressInfo } from "node:net";
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { createHash, randomBytes } from "node:crypto";
import type { Server } from "node:http";
import express from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressText } from "#app/server/http/compression.server";

// Random hex (poorly compressible, so gzip pushes back) in 64 KiB chunks: 4 MiB in all.
const CHUNKS = Array.from({ length: 64 }, () => randomBytes(32 * 1024).toString("hex"));
const BODY = CHUNKS.join("");

let server: Server;
let base: string;
const drainListenerCounts: number[] = [];
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

function app(withFix: boolean) {
  const instance = express();
  const [compress, fix] = compressText();
  instance.use(withFix ? [compress!, fix!] : [compress!]);
  instance.get("/big", async (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    let gzip: NodeJS.EventEmitter | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of CHUNKS) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const write = res.write.bind(res);
    // Sample the zlib stream's listener count after each write (compression wraps res.write around it).
    res.write = ((...args: Parameters<typeof res.write>) => {
      const result = write(...args);
      if (!gzip) {
        gzip = (res as unknown as { on: (e: string, l: () => void) => NodeJS.EventEmitter }).on("drain", () => {});
        if (!withFix) gzip.setMaxListeners(0); // the control run: count the pile without Node's warning in the log
      }
      drainListenerCounts.push(gzip.listenerCount("drain"));
      return result;
    }) as typeof res.write;
    await writeReadableStreamToWritable(stream, res);
  });
  return instance;
}

async function listen(withFix: boolean) {
  server = app(withFix).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** GET /big with gzip, reading slowly at first so the server meets back-pressure. */
function getSlowly(): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/big`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      const parts: Buffer[] = [];
      res.pause();
      setTimeout(() => res.resume(), 300);
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(parts) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const sha = (value: string | Buffer) => createHash("sha256").update(value).digest("hex");

describe("compressText", () => {
  beforeAll(() => {
    process.on("warning", onWarning);
  });
  afterAll(() => {
    process.off("warning", onWarning);
  });

  it("without the fix, compression alone piles drain listeners onto the gzip stream (the bug this guards)", async () => {
    drainListenerCounts.length = 0;
    await listen(false);
    try {
      const { encoding, body } = await getSlowly();
      expect(encoding).toBe("gzip");
      expect(sha(gunzipSync(body))).toBe(sha(BODY));
      expect(Math.max(...drainListenerCounts)).toBeGreaterThan(3);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("with the fix, the whole body arrives gzipped and one drain listener serves every wait", async () => {
    drainListenerCounts.length = 0;
    warnings.length = 0;
    await listen(true);
    try {
      const { encoding, body } = await getSlowly();
      expect(encoding).toBe("gzip");
      expect(sha(gunzipSync(body))).toBe(sha(BODY));
      // Our probe listener plus the shared one (and compression's own, if any): never one per wait.
      expect(Math.max(...drainListenerCounts)).toBeLessThanOrEqual(3);
      expect(warnings.filter((w) => w.includes("drain listeners"))).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
