// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCooldown } from "./use-cooldown";

describe("useCooldown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down once per second from the start and then allows again", () => {
    const { result } = renderHook(() => useCooldown(3));
    expect(result.current.remaining).toBe(0);

    act(() => result.current.start());
    expect(result.current.remaining).toBe(3);

    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);

    act(() => void vi.advanceTimersByTime(1000));
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);

    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });
});
