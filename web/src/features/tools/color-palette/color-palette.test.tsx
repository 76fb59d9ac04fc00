import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ColorPalette from "./color-palette";

afterEach(() => {
  cleanup();
  document.body.removeAttribute("style");
});

describe("ColorPalette", () => {
  it("asks for a colour type first", async () => {
    const user = userEvent.setup();
    render(<ColorPalette />);
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please - Select a color type");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("fills 50 tiles, copies one, paints the page, and resets", async () => {
    const user = userEvent.setup();
    render(<ColorPalette />);
    await user.selectOptions(screen.getByLabelText("Color type"), "hex");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    const tiles = within(screen.getByRole("list", { name: "Generated colours" })).getAllByRole("button");
    expect(tiles).toHaveLength(50);
    const code = tiles[0]!.textContent!;
    expect(code).toMatch(/^#[0-9A-F]{6}$/);

    await user.click(tiles[0]!);
    expect(await navigator.clipboard.readText()).toBe(code);
    expect(screen.getByRole("status")).toHaveTextContent(`Copied ${code}`);
    expect(document.body.style.background).toBe("");

    await user.click(screen.getByRole("checkbox", { name: "Apply to page" }));
    await user.click(tiles[1]!);
    expect(document.body.style.background).not.toBe("");

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByRole("status")).toHaveTextContent("Reset successful!");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(document.body.style.background).toBe("");
  });

  it("says when the copy failed", async () => {
    const user = userEvent.setup();
    render(<ColorPalette />);
    await user.selectOptions(screen.getByLabelText("Color type"), "gradient");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getAllByRole("button", { name: /^Copy linear-gradient/ })[0]!);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to copy. Please try again!");
  });

  it("gives the page its own background back when the visitor leaves", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ColorPalette />);
    await user.selectOptions(screen.getByLabelText("Color type"), "normal");
    await user.click(screen.getByRole("checkbox", { name: "Apply to page" }));
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await user.click(screen.getAllByRole("button", { name: /^Copy rgb/ })[0]!);
    expect(document.body.style.background).toMatch(/^rgb/);
    unmount();
    expect(document.body.style.background).toBe("");
  });
});
