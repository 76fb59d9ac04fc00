import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LifeTimer from "./life-timer";

const figure = (unit: string) => screen.getByText(unit).nextElementSibling?.textContent;

describe("LifeTimer", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 15, 30));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the time lived and moves on each second", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LifeTimer />);
    await user.type(screen.getByLabelText("Date of birth"), "1990-05-15");
    await user.click(screen.getByRole("button", { name: "Start counting" }));

    const timer = screen.getByRole("timer");
    expect(timer).toBeInTheDocument();
    expect(figure("Years")).toBe("36");
    expect(figure("Months")).toBe("6");
    expect(figure("Days")).toBe("8");
    expect(figure("Hours")).toBe("9");
    expect(figure("Minutes")).toBe("15");
    const before = Number(figure("Seconds"));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(Number(figure("Seconds"))).toBe(before + 2);
  });

  it("refuses a future date and an empty one", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LifeTimer />);
    await user.click(screen.getByRole("button", { name: "Start counting" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your date of birth.");
    await user.type(screen.getByLabelText("Date of birth"), "2027-01-01");
    await user.click(screen.getByRole("button", { name: "Start counting" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Your date of birth cannot be in the future.");
    expect(screen.getByLabelText("Date of birth")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });
});
