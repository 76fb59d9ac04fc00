import { act } from "@testing-library/react";
import { startTransition, useState, type FormEvent } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { takeOverEarlyInput } from "./early-input";
import { HELD_SUBMIT_ATTRIBUTE } from "./takeover-marks";
import { HydrateLater } from "./hydrate-later";

// A login form as the app writes its forms: controlled fields, read from state when sent.
function LoginForm({ onSend }: { onSend: (sent: object) => void }) {
  const [email, setEmail] = useState("");
  const [remember, setRemember] = useState(false);
  const [rating, setRating] = useState("");
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, remember, rating });
  };
  return (
    <form onSubmit={send}>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input aria-label="Remember me" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      {["1", "2", "3"].map((stars) => (
        <input key={stars} aria-label={`${stars} stars`} type="radio" name="rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} />
      ))}
      <button type="submit">Log in</button>
      <output>{email}</output>
    </form>
  );
}

/** The server's HTML of a page, on screen before the app runs. */
function serverPage(page: React.ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  return container;
}

async function hydrate(container: HTMLElement, page: React.ReactElement) {
  await act(async () => {
    startTransition(() => void hydrateRoot(container, page));
  });
}

/** What a reader does before the app runs: the browser changes the fields, and no handler hears it. */
function fillEarly(container: HTMLElement) {
  container.querySelector<HTMLInputElement>('[aria-label="Email"]')!.value = "sam@devfolio.test";
  container.querySelector<HTMLInputElement>('[aria-label="Remember me"]')!.checked = true;
  container.querySelector<HTMLInputElement>('[aria-label="2 stars"]')!.checked = true;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("takeOverEarlyInput", () => {
  it("hands what was typed before hydration to the app's state, so Log in sends it", async () => {
    const onSend = vi.fn();
    const page = <LoginForm onSend={onSend} />;
    const container = serverPage(page);
    fillEarly(container);
    await hydrate(container, page);

    await act(async () => takeOverEarlyInput(container));
    expect(container.querySelector("output")!.textContent).toBe("sam@devfolio.test");
    await act(async () => container.querySelector("button")!.click());
    expect(onSend).toHaveBeenCalledWith({ email: "sam@devfolio.test", remember: true, rating: "2" });
  });

  it("without it, hydration keeps the typed value on screen but sends an empty one", async () => {
    const onSend = vi.fn();
    const page = <LoginForm onSend={onSend} />;
    const container = serverPage(page);
    fillEarly(container);
    await hydrate(container, page);

    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector<HTMLInputElement>('[aria-label="Email"]')!.value).toBe("sam@devfolio.test");
    expect(onSend).toHaveBeenCalledWith({ email: "", remember: false, rating: "" });
  });

  it("reaches a part that hydrates later, and sends again a form the guard held, once", async () => {
    const onSend = vi.fn();
    const page = (
      <main>
        <h1>Contact</h1>
        <HydrateLater>
          <LoginForm onSend={onSend} />
        </HydrateLater>
      </main>
    );
    const container = serverPage(page);
    fillEarly(container);
    container.querySelector("button")!.setAttribute(HELD_SUBMIT_ATTRIBUTE, "");
    await hydrate(container, page);

    vi.useFakeTimers();
    try {
      await act(async () => {
        takeOverEarlyInput(container);
        vi.runAllTimers();
      });
    } finally {
      vi.useRealTimers();
    }
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: "sam@devfolio.test", remember: true, rating: "2" });
    expect(container.querySelector(`[${HELD_SUBMIT_ATTRIBUTE}]`)).toBeNull();
  });

  it("leaves alone a page nobody touched", async () => {
    const onSend = vi.fn();
    const page = <LoginForm onSend={onSend} />;
    const container = serverPage(page);
    await hydrate(container, page);
    const email = container.querySelector<HTMLInputElement>('[aria-label="Email"]')!;
    const heard = vi.fn();
    email.addEventListener("input", heard);
    await act(async () => takeOverEarlyInput(container));
    expect(heard).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
