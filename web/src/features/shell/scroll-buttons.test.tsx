// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollButtons } from "./scroll-buttons";

// jsdom has no layout: give the page a height and a scroll position by hand.
function layout({ scrollY, pageHeight, viewport = 800 }: { scrollY: number; pageHeight: number; viewport?: number }) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: scrollY });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: viewport });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: pageHeight });
}

function scrollTo(scrollY: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: scrollY });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("ScrollButtons", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("hides each button within 1000 px of the end it jumps to", () => {
    layout({ scrollY: 0, pageHeight: 5000 });
    render(<ScrollButtons />);
    const up = screen.getByRole("button", { name: "Scroll to top", hidden: true });
    const down = screen.getByRole("button", { name: "Scroll to bottom", hidden: true });
    expect(up).toHaveAttribute("data-visible", "false");
    expect(down).toHaveAttribute("data-visible", "true");

    scrollTo(1001);
    expect(up).toHaveAttribute("data-visible", "true");
    expect(down).toHaveAttribute("data-visible", "true");

    scrollTo(3200); // 1000 px from the bottom
    expect(up).toHaveAttribute("data-visible", "true");
    expect(down).toHaveAttribute("data-visible", "false");
  });

  it("jumps to the header and footer anchors", async () => {
    layout({ scrollY: 2000, pageHeight: 5000 });
    const header = document.createElement("header");
    header.id = "header";
    const footer = document.createElement("footer");
    footer.id = "footer";
    header.scrollIntoView = vi.fn();
    footer.scrollIntoView = vi.fn();
    document.body.append(header, footer);

    render(<ScrollButtons />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Scroll to top" }));
    expect(header.scrollIntoView).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Scroll to bottom" }));
    expect(footer.scrollIntoView).toHaveBeenCalled();
  });
});
