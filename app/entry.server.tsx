import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
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
 */
export default function handleRequest(
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const html = hydrateAfterLoad(Buffer.concat(chunks).toString("utf8"));
        responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), dev));
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    // The request id reaches the error screen through React context, never through loader data (lib/request-id.tsx).
    const app = (
      <RequestIdContext value={requestIdOf(request) ?? null}>
        <ServerRouter context={routerContext} url={request.url} />
      </RequestIdContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
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
