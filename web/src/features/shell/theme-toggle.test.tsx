// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "./theme-choice";
import ThemeToggle from "./theme-toggle";

const root = document.documentElement;
const colorMeta = (scheme: string) => document.head.querySelector<HTMLMetaElement>(`meta[data-scheme="${scheme}"]`)!;

describe("ThemeToggle", () => {
  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute("data-theme");
    // web/index.html's theme-color metas, one for each scheme.
    document.head.innerHTML = ["light", "dark"]
      .map((scheme) => `<meta name="theme-color" content="#000" media="(prefers-color-scheme: ${scheme})" data-scheme="${scheme}">`)
      .join("");
  });
  afterEach(cleanup);

  it("offers System, Light and Dark, with System chosen until the reader picks", () => {
    render(<ThemeToggle />);
    const group = screen.getByRole("group", { name: "Theme" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "System" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Light" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Dark" })).not.toBeChecked();
  });

  it("applies a choice at once and remembers it; System forgets it", async () => {
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(root).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    // The browser's bars take the dark colour whatever the device says.
    expect(colorMeta("dark").media).toBe("all");
    expect(colorMeta("light").media).toBe("not all");

    await userEvent.click(screen.getByRole("radio", { name: "System" }));
    expect(root).not.toHaveAttribute("data-theme");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(colorMeta("light").media).toBe("(prefers-color-scheme: light)");
  });

  it("shows the stored choice", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    render(<ThemeToggle />);
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();
  });

  it("follows a choice made in another tab", () => {
    render(<ThemeToggle />);
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "light" }));
    });
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();
    expect(root).toHaveAttribute("data-theme", "light");
  });
});
