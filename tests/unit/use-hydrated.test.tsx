// @vitest-environment happy-dom
// The switch from the no-JavaScript markup to the scripted one (app/lib/use-hydrated): server markup hydrated in a DOM
// with React's own scheduler running, as in a browser.
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The hook remembers, per module instance, that the page has hydrated: a fresh instance here, and none left behind
// for the files that render on the server after this one in the same worker.
let useHydrated: () => boolean;
beforeAll(async () => {
  vi.resetModules();
  ({ useHydrated } = await import("#app/lib/use-hydrated"));
});
afterAll(() => vi.resetModules());

/** Work that takes a while to render once scripted, as a header menu or a carousel does on a phone. */
function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

const COMPONENTS = 20;

describe("useHydrated", () => {
  it("switches every component after the hydration, in slices that let the page answer in between", async () => {
    /** What a timer, due as soon as the switch starts rendering, saw of the page. */
    let seenMidway: { plain: number; scripted: number } | undefined;
    let timerSet = false;

    function Switch() {
      const hydrated = useHydrated();
      if (!hydrated) return <details>menu</details>;
      if (!timerSet) {
        timerSet = true;
        setTimeout(() => {
          seenMidway = { plain: count("details"), scripted: count("button") };
        });
      }
      busyFor(5);
      return <button type="button">menu</button>;
    }
    const Page = () => (
      <div>
        {Array.from({ length: COMPONENTS }, (_, i) => (
          <Switch key={i} />
        ))}
      </div>
    );

    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const count = (selector: string) => container.querySelectorAll(selector).length;
    expect(count("details")).toBe(COMPONENTS);

    const mismatches: unknown[] = [];
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) });
    await vi.waitFor(() => expect(count("button")).toBe(COMPONENTS), { timeout: 5_000 });

    expect(mismatches).toEqual([]);
    expect(count("details")).toBe(0);
    // A store read would switch them all in one synchronous re-render; the timer would then see it finished.
    expect(seenMidway).toEqual({ plain: COMPONENTS, scripted: 0 });
  });

  it("starts scripted in a component that mounts after the page hydrated (a client-side navigation)", async () => {
    const renders: boolean[] = [];
    function Later() {
      const hydrated = useHydrated();
      renders.push(hydrated);
      return hydrated ? <button type="button">scripted</button> : <details>plain</details>;
    }
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<Later />));
    expect(renders).toEqual([true]);
    expect(container.innerHTML).toBe('<button type="button">scripted</button>');
    root.unmount();
  });
});
