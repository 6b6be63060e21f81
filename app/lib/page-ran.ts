// The owner's insights tell apart the views whose page ran in a browser: each public page, once it runs (and
// after each client-side navigation), sends one empty beacon; a view whose page never ran had no JavaScript or
// came from an automated client with a browser's User-Agent (app/server/insights/counting.server.ts counts both).
import { useEffect } from "react";
import { useLocation } from "react-router";

/** POSTed by navigator.sendBeacon: no body, no cookie, nothing about the visitor but the request itself. */
export const PAGE_RAN_PATH = "/insights/ran";

/** Sends the beacon once per page shown (the first render after hydration, then each navigation). */
export function usePageRanBeacon(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (typeof navigator.sendBeacon === "function") navigator.sendBeacon(PAGE_RAN_PATH);
  }, [pathname, search]);
}
