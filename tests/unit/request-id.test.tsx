// The request id on the error screen comes from the server render's context, never from loader data (which a
// shared page would carry to every visitor); the browser reads it back from the server's element when hydrating.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { RequestIdContext, RequestIdNote } from "#app/lib/request-id";
import * as root from "#app/root";

describe("the error screen's request id", () => {
  it("shows the id the server render was given, and nothing without one", () => {
    const html = renderToString(
      <RequestIdContext value="lb-7f3a9c2e-0001">
        <RequestIdNote />
      </RequestIdContext>,
    );
    expect(html).toContain("Request id: lb-7f3a9c2e-0001");
    expect(html).toContain('data-request-id="lb-7f3a9c2e-0001"');
    expect(renderToString(<RequestIdNote />)).toBe("");
  });

  it("the root route has no loader: no request header can reach the data of a page that is shared", () => {
    expect("loader" in root).toBe(false);
  });

  it("a 500 screen shows the id, a 404 screen (shared by the response cache) does not", () => {
    const screen = (status: number) => {
      const Stub = createRoutesStub([
        { id: "root", path: "/", Component: () => null, ErrorBoundary: root.ErrorBoundary },
      ]);
      const error = { status, statusText: "", internal: false, data: null };
      return renderToString(
        <RequestIdContext value="req-id-12345678">
          <Stub hydrationData={{ errors: { root: error } }} />
        </RequestIdContext>,
      );
    };
    expect(screen(500)).toContain("Something went wrong");
    expect(screen(500)).toContain("Request id: req-id-12345678");
    expect(screen(404)).toContain("Oops! Page Not Found");
    expect(screen(404)).not.toContain("req-id-12345678");
  });
});
