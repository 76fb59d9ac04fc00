// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StepIndicator } from "./step-indicator";

afterEach(cleanup);

describe("StepIndicator", () => {
  it("marks the current step for assistive technology and the earlier ones as completed", () => {
    render(<StepIndicator steps={["Email", "Code", "New password"]} current={1} />);
    const steps = within(screen.getByRole("list", { name: "Progress" })).getAllByRole("listitem");

    expect(steps.map((step) => step.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(steps[0]).toHaveTextContent("Email (completed)");
    expect(steps[2]).not.toHaveTextContent("completed");
  });
});
