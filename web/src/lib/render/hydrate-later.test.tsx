import { act, render, screen } from "@testing-library/react";
import { startTransition, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateLater } from "./hydrate-later";

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

const page = (
  <main>
    <h1>Above the fold</h1>
    <HydrateLater>
      <section aria-label="Later">
        <Counter />
      </section>
    </HydrateLater>
  </main>
);

describe("HydrateLater", () => {
  it("renders its part at once when the page is not being hydrated", () => {
    render(page);
    expect(screen.getByRole("region", { name: "Later" }).textContent).toBe("Clicked 0");
  });

  it("brings the server's own elements to life, without replacing them or reporting a mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const serverButton = container.querySelector("button");
    const recoverable: unknown[] = [];
    await act(async () => {
      startTransition(() => void hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) }));
    });
    await act(async () => serverButton?.click());
    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton?.textContent).toBe("Clicked 1");
    expect(recoverable).toEqual([]);
    container.remove();
  });
});
