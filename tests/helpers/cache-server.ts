// The pipeline's two response-cache steps on a real socket, for integration tests, after its request-target step
// as in production (the cache key is the target that step leaves): a hit is answered before any route runs
// (serveFromCache, which may first wait for the version to be confirmed); a miss runs `route` inside the root
// middleware that stores it, with the one load context React Router hands to both. And the content and
// calendar versions followed for a whole file, as each process of the server follows them.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { checkRequestTarget } from "#app/server/http/request-target.server";
import { responseCacheMiddleware, serveFromCache } from "#app/server/http/response-cache.server";
import { startContentVersion } from "#app/server/platform/content-version.server";
import { database } from "#app/server/platform/db.server";
import { context } from "#tests/helpers/requests";

type LoadContext = ReturnType<typeof context>;

/**
 * Starts the server before the file's tests and closes it after them; `origin()` is its address once started,
 * `requests()` how many requests it has received.
 */
export function cacheServer(route: (request: Request, loadContext: LoadContext) => Promise<Response>) {
  const render = (req: IncomingMessage, res: ServerResponse) => {
    const request = new Request(`http://localhost${req.url}`, { headers: req.headers as Record<string, string> });
    const loadContext = context();
    void (
      responseCacheMiddleware(
        { request, params: {}, context: loadContext } as never,
        (() => route(request, loadContext)) as never,
      ) as Promise<Response>
    ).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  };
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    if (checkRequestTarget(req, res, 0).kind === "answered") return;
    if (serveFromCache(req, res, render)) return;
    render(req, res);
  });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin: () => origin, requests: () => requests };
}

/** Follows the content and calendar versions for the whole test file. */
export function followVersions() {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stop = await startContentVersion(await database());
  });
  afterAll(async () => {
    await stop?.();
  });
}
