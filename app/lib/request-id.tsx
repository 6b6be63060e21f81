// The request id on the error screen, without it ever being part of a page's data. Loader data is cached with
// shared pages (the response cache, a CDN), so an id put there reaches every later visitor of that page. Only an
// error screen shows the id, and error answers are never shared: the server render gets the id from this context
// (entry.server.tsx), and the browser, hydrating that same screen, reads it back from the element the server wrote.
import { createContext, useContext, useState } from "react";

export const RequestIdContext = createContext<string | null>(null);

const ELEMENT_ID = "request-id";

export function RequestIdNote() {
  const fromServer = useContext(RequestIdContext);
  // Read once, on the first render: during hydration that is the server's text; after a client-side navigation
  // there is no element and no id (the error came from a .data request, whose id is in its response header).
  const [requestId] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined" ? null : (document.getElementById(ELEMENT_ID)?.dataset.requestId ?? null)),
  );
  if (!requestId) return null;
  return (
    <p id={ELEMENT_ID} data-request-id={requestId} className="text-sm text-muted">
      {`Request id: ${requestId}`}
    </p>
  );
}
