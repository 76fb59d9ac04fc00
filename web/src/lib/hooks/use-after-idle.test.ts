// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAfterIdle } from "./use-after-idle";

describe("useAfterIdle", () => {
  let idleCallbacks: Array<() => void>;
  beforeEach(() => {
    idleCallbacks = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal("cancelIdleCallback", vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is false until the browser is idle, then true", () => {
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]!());
    expect(result.current).toBe(true);
  });

  it("cancels its wait when unmounted first", () => {
    const { unmount } = renderHook(() => useAfterIdle());
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });
});
