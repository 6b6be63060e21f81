import { startTransition, useEffect, useState } from "react";

/** Set by the first effect that runs: from then on, a component that mounts is not hydrating server markup. */
let pageHydrated = false;

/**
 * false on the server and during hydration, true afterwards: components render their no-JavaScript markup
 * (details/summary, checkbox tricks, plain forms) first and switch to the scripted version once React runs.
 *
 * The switch is a transition, not a store read: React re-renders every component that swaps its markup after the
 * hydration, and a store (useSyncExternalStore) would force that re-render synchronously, in one long task on a
 * phone's CPU (the header's menu, the search box and the home carousel rebuilt at once). As a transition, every
 * component's switch is rendered together, in slices that leave the main thread free between them, and committed at
 * once. A component that mounts later (a client-side navigation) starts scripted; one inside a Suspense boundary
 * that hydrates after the page would mismatch its server markup, so such a component must take `hydrated` from a
 * parent instead.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
