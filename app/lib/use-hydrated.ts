import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false on the server and during hydration, true afterwards: components render their no-JavaScript markup
 * (details/summary, checkbox tricks, plain forms) first and switch to the scripted version once React runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
