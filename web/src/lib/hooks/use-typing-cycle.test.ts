// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTypingCycle } from "./use-typing-cycle";

// One millisecond per act, so each re-render schedules its next timer at the moment a real browser would.
function advance(ms: number): void {
  for (let i = 0; i < ms; i += 1) {
    act(() => {
      vi.advanceTimersByTime(1);
    });
  }
}

describe("useTypingCycle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("types one character every 80 ms by default", () => {
    const { result } = renderHook(() => useTypingCycle(["Hello", "World"]));
    expect(result.current).toBe("");
    advance(80);
    expect(result.current).toBe("H");
    advance(80);
    expect(result.current).toBe("He");
    advance(79);
    expect(result.current).toBe("He");
    advance(1);
    expect(result.current).toBe("Hel");
  });

  it("holds a finished text for 2500 ms, then types the next one and cycles back", () => {
    const { result } = renderHook(() => useTypingCycle(["Hi", "Yo"]));
    advance(160);
    expect(result.current).toBe("Hi");
    advance(2499);
    expect(result.current).toBe("Hi");
    advance(1);
    expect(result.current).toBe("");
    advance(160);
    expect(result.current).toBe("Yo");
    advance(2500 + 80);
    expect(result.current).toBe("H");
  });

  it("honours custom speeds", () => {
    const { result } = renderHook(() => useTypingCycle(["ab", "cd"], { typeMs: 10, pauseMs: 100 }));
    advance(20);
    expect(result.current).toBe("ab");
    advance(100 + 10);
    expect(result.current).toBe("c");
  });

  it("does not restart when the caller passes a new array with the same texts", () => {
    const { result, rerender } = renderHook(() => useTypingCycle(["Hello"]));
    advance(240);
    rerender();
    expect(result.current).toBe("Hel");
  });

  it("starts over when the texts change", () => {
    const { result, rerender } = renderHook((texts: string[]) => useTypingCycle(texts), {
      initialProps: ["Hello"],
    });
    advance(240);
    rerender(["Other"]);
    expect(result.current).toBe("");
    advance(80);
    expect(result.current).toBe("O");
  });

  it("returns an empty string for no texts", () => {
    const { result } = renderHook(() => useTypingCycle([]));
    advance(5000);
    expect(result.current).toBe("");
  });
});
