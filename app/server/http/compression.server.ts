// Response compression, with a fix for a listener leak between `compression` and React Router's stream writer.
//
// `compression` forwards `res.on("drain")` to its zlib stream but leaves `res.removeListener`/`res.off` on the
// response (expressjs/compression#135, #152). @react-router/node waits for back-pressure with
// `res.once("drain")` and removes the listener with `res.off("drain")` when the write settles, so each wait on a
// large streamed page left one listener on the zlib stream ("MaxListenersExceededWarning: 11 drain listeners
// added to [Gzip]" under the benchmark's 2 MB responses). Here `once("drain")` and `off("drain")` share one
// real listener per response that calls the waiting callbacks once each.
import type { RequestHandler } from "express";
import compression from "compression";

/** Compresses text responses (not /uploads: images and videos are compressed already and need Range intact). */
export function compressText(): RequestHandler[] {
  return [
    compression({ filter: (req, res) => !req.path.startsWith("/uploads/") && compression.filter(req, res) }),
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
