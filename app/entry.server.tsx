import { renderToReadableStream } from "react-dom/server.edge";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { noteDatabaseUnavailable } from "./server/http/db-unavailable.server";
import { contentSecurityPolicy, inlineScriptHashes } from "./server/http/headers.server";
import { hydrateAfterLoad } from "./server/http/hydration.server";
import { loggablePath, requestIdOf } from "./server/http/request-log.server";
import { RequestIdContext } from "./lib/request-id";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (the app has no deferred data to stream), so that the CSP can
 * name the hashes of exactly the inline scripts the page carries. The same bytes and header are what the
 * response cache keeps (app/server/http/response-cache.server.ts).
 *
 * React's web-streams renderer, not its Node one: the Node renderer keeps every request in an AsyncLocalStorage,
 * and once one page has rendered, Node then runs an async-hooks callback for every asynchronous resource the
 * process creates, cache hits included (a few microseconds of each). The web one uses none in Node.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const dev = process.env.NODE_ENV === "development";
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy([], dev));
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The request id reaches the error screen through React context, never through loader data (lib/request-id.tsx).
  const app = (
    <RequestIdContext value={requestIdOf(request) ?? null}>
      <ServerRouter context={routerContext} url={request.url} />
    </RequestIdContext>
  );
  let shellRendered = false;
  // A shell that fails rejects here (React Router then renders the error screen); an error after it marks the page.
  const stream = await renderToReadableStream(app, {
    // A render still waiting this long is given up: what is pending renders on the client.
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await stream.allReady;
  const html = hydrateAfterLoad(await new Response(stream).text());
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), dev));
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/** Unexpected errors are logged on the server; the page shows a generic message (root ErrorBoundary). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  noteDatabaseUnavailable(context, error);
  if (request.signal.aborted) return;
  console.error(
    `[error] ${request.method} ${loggablePath(new URL(request.url).pathname)} [${requestIdOf(request) ?? "-"}]:`,
    error,
  );
};
