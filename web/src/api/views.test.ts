// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTLE_MS, sendView } from "./views";

const notOwner = () => false;

describe("sendView", () => {
  let idleCallbacks: Array<() => void>;
  let sent: unknown[];
  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks = [];
    sent = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal("navigator", { sendBeacon: (_url: string, body: string) => sent.push(JSON.parse(body)) });
  });
  afterEach(() => {
    window.dispatchEvent(new Event("pagehide"));
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the page to settle, then for a quiet moment", () => {
    sendView("/articles", "https://example.com/a", notOwner);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(sent).toEqual([]);
    idleCallbacks.forEach((callback) => callback());
    expect(sent).toEqual([{ path: "/articles", referrer: "example.com" }]);
  });

  it("sends at once, and once only, when the page hides first", () => {
    sendView("/articles", "", notOwner);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([{ path: "/articles" }]);
    vi.advanceTimersByTime(SETTLE_MS);
    idleCallbacks.forEach((callback) => callback());
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toHaveLength(1);
  });

  it("sends a waiting view when the next one comes, which then waits in its turn", () => {
    sendView("/articles", "", notOwner);
    sendView("/blogs", "http://127.0.0.1:5000", notOwner);
    expect(sent).toEqual([{ path: "/articles" }]);
    vi.advanceTimersByTime(SETTLE_MS);
    idleCallbacks.forEach((callback) => callback());
    expect(sent).toEqual([{ path: "/articles" }, { path: "/blogs", referrer: "127.0.0.1:5000" }]);
  });

  it("sends nothing when the viewer turned out to be the owner while it waited", () => {
    let owner = false;
    sendView("/articles", "", () => owner);
    owner = true;
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([]);
  });

  it("sends nothing for a page that is not counted", () => {
    sendView("/login", "", notOwner);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([]);
  });
});
