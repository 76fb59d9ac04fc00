import { act, render, screen } from "@testing-library/react";
import { lazy, startTransition, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydrateWhenSeen } from "./hydrate-when-seen";

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

const page = (
  <main>
    <h1>Above the fold</h1>
    <HydrateWhenSeen>
      <section aria-label="Below">
        <Counter />
      </section>
    </HydrateWhenSeen>
  </main>
);

/** jsdom has no IntersectionObserver: this one reports what the test says the screen shows. */
class ScreenObserver {
  static instances: ScreenObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(private readonly report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    ScreenObserver.instances.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static show(element: Element) {
    for (const observer of ScreenObserver.instances)
      if (observer.watched.has(element)) observer.report([{ target: element, isIntersecting: true }]);
  }
}

/** Whether React has taken over a server-rendered element (it keeps its fiber on the node). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));

async function serverPage() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    startTransition(() => void hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) }));
  });
  return { container, button: container.querySelector("button")!, section: container.querySelector("section")!, recoverable };
}

describe("HydrateWhenSeen", () => {
  it("renders its part at once when the page is not being hydrated", () => {
    render(page);
    expect(screen.getByRole("region", { name: "Below" }).textContent).toBe("Clicked 0");
  });

  describe("on a server-rendered page", () => {
    beforeEach(() => vi.stubGlobal("IntersectionObserver", ScreenObserver));
    afterEach(() => {
      vi.unstubAllGlobals();
      document.body.innerHTML = "";
    });

    it("keeps the part as the server's HTML until it nears the screen, then brings those same elements to life", async () => {
      const { button, section, recoverable } = await serverPage();
      expect(section.textContent).toBe("Clicked 0");
      expect(isHydrated(button)).toBe(false);

      await act(async () => ScreenObserver.show(section));
      expect(isHydrated(button)).toBe(true);
      await act(async () => button.click());
      expect(button.textContent).toBe("Clicked 1");
      expect(recoverable).toEqual([]);
    });

    it("never puts a part the browser rendered itself back to sleep when it renders again", async () => {
      function Page() {
        const [renders, setRenders] = useState(0);
        return (
          <>
            <button onClick={() => setRenders(renders + 1)}>Render again</button>
            <HydrateWhenSeen>
              <section aria-label="Below" data-renders={renders}>
                <Counter />
              </section>
            </HydrateWhenSeen>
          </>
        );
      }
      render(<Page />);
      await act(async () => screen.getByRole("button", { name: "Render again" }).click());
      const part = screen.getByRole("region", { name: "Below" });
      expect(part.dataset.renders).toBe("1");
      expect(part.style.display).toBe("");
      await act(async () => screen.getByRole("button", { name: "Clicked 0" }).click());
      expect(screen.getByRole("button", { name: "Clicked 1" })).toBeTruthy();
    });

    it("answers a click on a part that is still asleep, without losing the click", async () => {
      const { button, recoverable } = await serverPage();
      expect(isHydrated(button)).toBe(false);

      await act(async () => button.click());
      expect(button.textContent).toBe("Clicked 1");
      expect(recoverable).toEqual([]);
    });
    it("holds a click while the part's lazy code loads, and clicks again once the part is alive", async () => {
      let arrive: (module: { default: typeof Counter }) => void = () => {};
      const LazyCounter = lazy(() => new Promise<{ default: typeof Counter }>((resolve) => (arrive = resolve)));
      const withLazyPart = (
        <main>
          <HydrateWhenSeen>
            <section aria-label="Below">
              <LazyCounter />
            </section>
          </HydrateWhenSeen>
        </main>
      );
      const container = document.createElement("div");
      container.innerHTML = renderToString(
        <main>
          <HydrateWhenSeen>
            <section aria-label="Below">
              <Counter />
            </section>
          </HydrateWhenSeen>
        </main>,
      );
      document.body.appendChild(container);
      const recoverable: unknown[] = [];
      await act(async () => {
        startTransition(() => void hydrateRoot(container, withLazyPart, { onRecoverableError: (error) => recoverable.push(error) }));
      });
      const button = container.querySelector("button")!;

      await act(async () => button.click());
      expect(isHydrated(button)).toBe(false);
      expect(button.textContent).toBe("Clicked 0");

      await act(async () => arrive({ default: Counter }));
      expect(isHydrated(button)).toBe(true);
      expect(button.textContent).toBe("Clicked 1");
      expect(recoverable).toEqual([]);
    });
  });
});
