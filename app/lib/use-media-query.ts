import { useSyncExternalStore } from "react";

/**
 * Whether the window matches a CSS media query, kept current as it is resized. false on the server and during
 * hydration, so the page first renders what it renders without JavaScript and switches once React runs.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
