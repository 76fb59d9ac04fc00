// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SplashScreen } from "./splash-screen";

describe("SplashScreen", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("blocks scrolling until the window has loaded, then fades out over 500 ms", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    render(<SplashScreen />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe("hidden");

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event("load"));
    });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("");
  });

  it("fades right away when the page had already loaded", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    render(<SplashScreen />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
  });
});
