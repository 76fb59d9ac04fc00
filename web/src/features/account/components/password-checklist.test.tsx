// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordChecklist } from "./password-checklist";
import { SignupForm } from "./signup-form";

afterEach(cleanup);

function requirements() {
  const list = screen.getByRole("list", { name: "Password requirements" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

const done = (items: string[]) => items.filter((text) => text.endsWith("(done)")).length;

describe("PasswordChecklist", () => {
  it("shows every rule as still to do for an empty password", () => {
    render(<PasswordChecklist password="" />);
    expect(requirements()).toEqual([
      "○6-20 characters (to do)",
      "○A lowercase letter (to do)",
      "○An uppercase letter (to do)",
      "○A number (to do)",
      "○A symbol (@$!%*?&) (to do)",
    ]);
  });

  it("ticks every rule for a password that meets them all", () => {
    render(<PasswordChecklist password="Abc12!" />);
    expect(done(requirements())).toBe(5);
  });
});

describe("the signup password field with its checklist", () => {
  function renderForm() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <SignupForm onRegistered={() => {}} />
      </QueryClientProvider>,
    );
    return userEvent.setup();
  }

  it("ticks the rules one by one as the user types", async () => {
    const user = renderForm();
    const password = screen.getByLabelText("Password");
    expect(done(requirements())).toBe(0);

    await user.type(password, "a");
    expect(requirements()[1]).toMatch(/A lowercase letter \(done\)$/);
    expect(done(requirements())).toBe(1);

    await user.type(password, "B");
    expect(requirements()[2]).toMatch(/An uppercase letter \(done\)$/);

    await user.type(password, "3");
    expect(requirements()[3]).toMatch(/A number \(done\)$/);

    await user.type(password, "!");
    expect(requirements()[4]).toMatch(/\(done\)$/);
    expect(requirements()[0]).toMatch(/6-20 characters \(to do\)$/);

    await user.type(password, "cd");
    expect(done(requirements())).toBe(5);
  });

  it("un-ticks a rule when the user deletes what met it", async () => {
    const user = renderForm();
    const password = screen.getByLabelText("Password");
    await user.type(password, "aB3!cd");
    expect(done(requirements())).toBe(5);

    await user.type(password, "{Backspace}{Backspace}");
    expect(requirements()[0]).toMatch(/6-20 characters \(to do\)$/);
    expect(done(requirements())).toBe(4);
  });

  it("keeps Register disabled until the checklist is complete", async () => {
    const user = renderForm();
    const register = screen.getByRole("button", { name: "Register" });
    const password = screen.getByLabelText("Password");
    expect(register).toBeDisabled();

    await user.type(password, "aB3!c");
    expect(register).toBeDisabled();

    await user.type(password, "d");
    expect(register).toBeEnabled();

    await user.clear(password);
    expect(register).toBeDisabled();
  });

  it("describes the password field with the checklist", () => {
    renderForm();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(/6-20 characters/);
  });
});
