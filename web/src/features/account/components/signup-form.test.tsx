// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { SIGNUP_MESSAGES } from "@contract/account-rules";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/feedback/toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signup } from "@/api/auth";
import { ApiError, NetworkError } from "@/api/client";
import { SIGNUP_DONE_TOAST, SIGNUP_SERVER_ALERT, SignupForm } from "./signup-form";

// The adapter is replaced, not fetch: these tests are about what the form does with each kind of answer.
vi.mock("@/api/auth", () => ({ signup: vi.fn() }));
vi.mock("@/lib/feedback/toast", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const signupMock = vi.mocked(signup);

function renderForm() {
  const onRegistered = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SignupForm onRegistered={onRegistered} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onRegistered };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<"Name" | "Username" | "Email" | "Password" | "Confirm password", string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const GOOD = {
  Name: "Ada Lovelace",
  Username: "ada1815",
  Email: "ada@example.com",
  Password: "Engine1!",
  "Confirm password": "Engine1!",
};

beforeEach(() => {
  signupMock.mockReset();
  vi.mocked(toast.success).mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("SignupForm", () => {
  it("shows each broken field's message beside it and sends nothing", async () => {
    const { user } = renderForm();
    await fill(user, { Name: "Ada", Username: "Ada", Email: "ada@", Password: "Engine1!", "Confirm password": "x" });
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(SIGNUP_MESSAGES.name);
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(
      expect.stringContaining(SIGNUP_MESSAGES.username),
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(SIGNUP_MESSAGES.email);
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(SIGNUP_MESSAGES.confirmPassword);
    expect(screen.getByLabelText("Name")).toBeInvalid();
    expect(screen.getAllByRole("alert")).toHaveLength(4);
    expect(signupMock).not.toHaveBeenCalled();
  });

  it("says what is wrong with a field as soon as it is left, while Register is still disabled, and stops once fixed", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Username"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.click(screen.getByLabelText("Password"));
    expect(screen.getByRole("button", { name: "Register" })).toBeDisabled();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(SIGNUP_MESSAGES.name);
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(expect.stringContaining(SIGNUP_MESSAGES.username));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(SIGNUP_MESSAGES.email);

    await user.type(screen.getByLabelText("Email"), "example.com");
    expect(screen.getByLabelText("Email")).not.toHaveAccessibleDescription(SIGNUP_MESSAGES.email);
    expect(screen.getByLabelText("Email")).toBeValid();
    // An empty field left behind is not scolded before the form is sent.
    await user.click(screen.getByLabelText("Confirm password"));
    await user.click(screen.getByLabelText("Name"));
    expect(screen.getByLabelText("Confirm password")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("clears a field's message once the user edits that field", async () => {
    const { user } = renderForm();
    await fill(user, { ...GOOD, Name: "Ada" });
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(screen.getByRole("alert")).toHaveTextContent(SIGNUP_MESSAGES.name);

    await user.type(screen.getByLabelText("Name"), " Lovelace");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sends a valid form, then toasts and hands over to the caller", async () => {
    signupMock.mockResolvedValue({ success: true, message: "Registered.", signupToken: "secret-1" });
    const { user, onRegistered } = renderForm();
    await fill(user, GOOD);
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(signupMock).toHaveBeenCalledWith(
      {
        name: "Ada Lovelace",
        username: "ada1815",
        email: "ada@example.com",
        password: "Engine1!",
        confirmPassword: "Engine1!",
      },
      expect.anything(),
    );
    expect(toast.success).toHaveBeenCalledWith(SIGNUP_DONE_TOAST);
    expect(onRegistered).toHaveBeenCalledOnce();
    // The signup's secret stays in this browser for the confirm page.
    expect(window.localStorage.getItem("signup-proof:ada@example.com")).toBe("secret-1");
  });

  it("shows the server's field messages beside their fields", async () => {
    signupMock.mockRejectedValue(
      new ApiError(409, "Some details are taken.", {
        username: "That username is taken.",
        email: "That email is already registered.",
      }),
    );
    const { user, onRegistered } = renderForm();
    await fill(user, GOOD);
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("That username is taken.")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(
      expect.stringContaining("That username is taken."),
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("That email is already registered.");
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("shows a refusal without field messages as one message for the form", async () => {
    signupMock.mockRejectedValue(new ApiError(429, "Too many attempts. Try again in a minute."));
    const { user } = renderForm();
    await fill(user, GOOD);
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Try again in a minute.");
  });

  it.each([
    ["a server fault", new ApiError(500, "Internal error.")],
    ["a network failure", new NetworkError(new TypeError("Failed to fetch"))],
  ])("alerts and logs on %s", async (_case, error) => {
    signupMock.mockRejectedValue(error);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, onRegistered } = renderForm();
    await fill(user, GOOD);
    await user.click(screen.getByRole("button", { name: "Register" }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(SIGNUP_SERVER_ALERT));
    expect(SIGNUP_SERVER_ALERT).toBe("Something went wrong. Check console for details.");
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("disables Register while the form is being sent", async () => {
    let finish: (value: { success: true; message: string; signupToken: string }) => void = () => {};
    signupMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderForm();
    await fill(user, GOOD);
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByRole("button", { name: "Registering..." })).toBeDisabled();
    finish({ success: true, message: "Registered.", signupToken: "secret-2" });
  });
});
