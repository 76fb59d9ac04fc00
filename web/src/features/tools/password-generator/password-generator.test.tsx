import "@testing-library/jest-dom/vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import PasswordGenerator from "./password-generator";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const output = () => screen.getByLabelText("Generated password") as HTMLInputElement;

describe("PasswordGenerator", () => {
  it("says there is nothing to copy before a password exists, for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<PasswordGenerator />);
    await user.click(screen.getByRole("button", { name: "Copy password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("No password to copy!");
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("generates 4 lowercase letters by default and follows the length and toggles", async () => {
    const user = userEvent.setup();
    render(<PasswordGenerator />);
    await user.click(screen.getByRole("button", { name: "Generate password" }));
    expect(output().value).toMatch(/^[a-z]{4}$/);

    fireEvent.change(screen.getByRole("slider", { name: /Length/ }), { target: { value: "27" } });
    await user.click(screen.getByRole("checkbox", { name: "Uppercase letters (A-Z)" }));
    await user.click(screen.getByRole("checkbox", { name: "Numbers (0-9)" }));
    await user.click(screen.getByRole("checkbox", { name: "Symbols (!@#$%&*)" }));
    expect(output().value).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%&*])[a-zA-Z\d!@#$%&*]{27}$/);
    expect(screen.getByText(/Length:/)).toHaveTextContent("Length: 27");
  });

  it("copies the password, or says the copy failed", async () => {
    const user = userEvent.setup();
    render(<PasswordGenerator />);
    await user.click(screen.getByRole("button", { name: "Generate password" }));
    await user.click(screen.getByRole("button", { name: "Copy password" }));
    expect(await navigator.clipboard.readText()).toBe(output().value);
    expect(screen.getByRole("status")).toHaveTextContent("Password copied to clipboard!");

    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to copy. Please try again!");
  });
});
