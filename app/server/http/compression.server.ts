// Response compression, with a fix for a listener leak between `compression` and React Router's stream writer.
//
// `compression` forwards `res.on("drain")` to its zlib stream but leaves `res.removeListener`/`res.off` on the
// response (expressjs/compression#135, #152). @react-router/node waits for back-pressure with
// `res.once("drain")` and removes the listener with `res.off("drain")` when the write settles, so each wait on a
// large streamed page left one listener on the zlib stream ("MaxListenersExceededWarning: 11 drain listeners
// added to [Gzip]" under the benchmark's 2 MB responses). Here `once("drain")` and `off("drain")` share one
// real listener per response that calls the waiting callbacks once each.
//
// Each coding of an answer carries its own ETag (`codedEtag`), here and in the response cache, so that no cache
// answers 304 for one coding to a client that holds another.
import type { RequestHandler } from "express";
import type { ServerResponse } from "node:http";
import compression from "compression";
import Negotiator from "negotiator";

/**
 * Compresses text responses (not /uploads: images and videos are compressed already and need Range intact), and
 * gives what it compressed its coding's tag (`tagByCoding`).
 */
export function compressText(): RequestHandler[] {
  const compress = compression({
    filter: (req, res) => !req.path.startsWith("/uploads/") && compression.filter(req, res),
    // Every size, as the response cache does: the coding is then the one preferredEncoding names, which is what a
    // 304 for this request is decided by (a small answer sent uncompressed would never be revalidated by its tag).
    threshold: 0,
  });
  return [
    (req, res, next) => {
      tagByCoding(res);
      compress(req, res, next);
    },
    singleDrainListener,
  ];
}

type Listener = (...args: unknown[]) => void;

/** Routes `once`/`off`/`removeListener` for "drain" through one listener registered with `res.on`. */
export const singleDrainListener: RequestHandler = (_req, res, next) => {
  const waiting = new Set<Listener>();
  let attached = false;
  const { once, off, removeListener } = res;

  const fire = () => {
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  };

  res.once = function (this: typeof res, event: string | symbol, listener: Listener) {
    if (event !== "drain") return once.call(this, event, listener);
    waiting.add(listener);
    if (!attached) {
      attached = true;
      res.on("drain", fire);
    }
    return this;
  } as typeof res.once;

  const remove = (original: typeof res.off) =>
    function (this: typeof res, event: string | symbol, listener: Listener) {
      if (event === "drain" && waiting.delete(listener)) return this;
      return original.call(this, event, listener);
    } as typeof res.off;
  res.off = remove(off);
  res.removeListener = remove(removeListener);
  next();
};

export type Encoding = "br" | "gzip" | "identity";

const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/**
 * The answers for the Accept-Encoding values seen lately: browsers send a handful of them, and negotiating anew
 * on every hit was a good part of the lookup. Bounded, since the values come from clients.
 */
const encodingAnswers = new Map<string, Encoding>();

/** The coding to send: the client's q-values decide, br before gzip where they tie; identity when none is acceptable. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const asked = acceptEncoding ?? "";
  let answer = encodingAnswers.get(asked);
  if (answer === undefined) {
    const chosen = new Negotiator({ headers: { "accept-encoding": asked } }).encoding(ENCODINGS, {
      preferred: ENCODINGS,
    });
    answer = (chosen as Encoding | undefined) ?? "identity";
    if (asked.length <= 256) {
      if (encodingAnswers.size >= 64) encodingAnswers.clear();
      encodingAnswers.set(asked, answer);
    }
  }
  return answer;
}

/** The tag of `tag`'s body in content coding `coding`: the identity tag with the coding inside its quotes. */
export function codedEtag(tag: string, coding: string): string {
  if (coding === "identity" || !tag.endsWith('"')) return tag;
  return `${tag.slice(0, -1)}-${coding}"`;
}

/**
 * Gives a compressed answer the tag of its coding (`codedEtag`) as its headers go out: the compressor picks the
 * coding only then (by type, Cache-Control and Accept-Encoding). Called before the compressor wraps the same
 * method, so that the compressor's choice is made by the time this runs.
 */
function tagByCoding(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const coding = this.getHeader("content-encoding");
    const tag = this.getHeader("etag");
    if (typeof coding === "string" && typeof tag === "string") this.setHeader("ETag", codedEtag(tag, coding));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}
