import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import QrCodeGenerator from "./qr-code-generator";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const setup = () => {
  render(<QrCodeGenerator />);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
};

describe("QrCodeGenerator", () => {
  it("starts from the spec's defaults", () => {
    setup();
    expect(screen.getByLabelText("Error correction")).toHaveValue("M");
    expect(screen.getByLabelText(/Margin/)).toHaveValue("4");
    expect(screen.getByLabelText(/Size in pixels/)).toHaveValue(256);
    expect(screen.getByLabelText("Foreground")).toHaveValue("#000000");
    expect(screen.getByLabelText("Background")).toHaveValue("#ffffff");
  });

  it("asks for text, and for a code before a download", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Download PNG" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please generate a QR code first!");
    await user.type(screen.getByLabelText("Text or URL"), "   ");
    await user.click(screen.getByRole("button", { name: "Generate QR code" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter valid text or a URL!");
  });

  it("says 'Generating...' for 1.5 s, then shows the code", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Text or URL"), "https://example.com");
    await user.click(screen.getByRole("button", { name: "Generate QR code" }));
    expect(screen.getByRole("status")).toHaveTextContent("Generating...");
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const image = await screen.findByRole("img", { name: "QR code for https://example.com" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText("Generating...")).not.toBeInTheDocument();
  });

  it("leaves no timer behind when the page changes while generating", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Text or URL"), "bye");
    await user.click(screen.getByRole("button", { name: "Generate QR code" }));
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports text too long for a QR code", async () => {
    const user = setup();
    const input = screen.getByLabelText("Text or URL");
    await user.click(input);
    await user.paste("x".repeat(5000));
    await user.click(screen.getByRole("button", { name: "Generate QR code" }));
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error generating QR Code!");
  });
});
