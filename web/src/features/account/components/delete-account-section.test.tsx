// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { ACCOUNT_DELETION_MESSAGES } from "@contract/users";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, holdAnswers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";
import { DeleteAccountSection } from "./delete-account-section";
import { ProfileScreen } from "./profile-screen";

const wrongPassword = (): [number, unknown] => [
  403,
  { success: false, message: ACCOUNT_DELETION_MESSAGES.wrongPassword, errors: { password: ACCOUNT_DELETION_MESSAGES.wrongPassword } },
];

describe("DeleteAccountSection", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the password in a second step, and says what stays", async () => {
    const calls = stubApi(signIn(user()));
    renderWithApp(<DeleteAccountSection />);
    const actions = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Delete account" })).toBeInTheDocument();
    expect(screen.getByText(/shown as .deleted user./)).toBeInTheDocument();
    expect(screen.queryByLabelText("Your password")).not.toBeInTheDocument();

    await actions.click(screen.getByRole("button", { name: "Delete account" }));
    expect(screen.getByRole("button", { name: "Delete my account" })).toBeDisabled();
    await actions.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Your password")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/delete-account")).toBe(false);
  });

  it("shows a wrong password beside the field and keeps the member signed in", async () => {
    stubApi(answers(signIn(user()), ({ path }) => (path === "/api/delete-account" ? wrongPassword() : undefined)));
    renderWithApp(<DeleteAccountSection />);
    const actions = userEvent.setup();
    await actions.click(await screen.findByRole("button", { name: "Delete account" }));
    await actions.type(screen.getByLabelText("Your password"), "Wrong@999");
    await actions.click(screen.getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(ACCOUNT_DELETION_MESSAGES.wrongPassword);
    expect(screen.getByLabelText("Your password")).toHaveAttribute("aria-invalid", "true");
    expect(window.localStorage.getItem("token")).toBe("hint");
  });

  it("is busy while the call runs, then forgets the token and says so", async () => {
    const calls = stubApi(
      answers(signIn(user()), ({ path }) =>
        path === "/api/delete-account" ? [200, { success: true, message: ACCOUNT_DELETION_MESSAGES.done }] : undefined,
      ),
    );
    const held = holdAnswers(({ path }) => path === "/api/delete-account");
    renderWithApp(<DeleteAccountSection />);
    const actions = userEvent.setup();
    await actions.click(await screen.findByRole("button", { name: "Delete account" }));
    await actions.type(screen.getByLabelText("Your password"), "Tester@123");
    await actions.click(screen.getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByRole("button", { name: "Deleting..." })).toBeDisabled();
    await held.release("POST", "/api/delete-account");
    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.done)).toBeInTheDocument();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(calls.filter((call) => call.path === "/api/delete-account").map((call) => call.body)).toEqual([{ password: "Tester@123" }]);
  });
});

describe("ProfileScreen", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers members the danger zone and never the owner", async () => {
    stubApi(signIn(user()));
    renderWithApp(<ProfileScreen />);
    expect(await screen.findByRole("heading", { name: "Delete account" })).toBeInTheDocument();
    cleanup();

    stubApi(signIn(user({ username: "owner", isOwner: true })));
    renderWithApp(<ProfileScreen />);
    expect(await screen.findByRole("heading", { name: "Jane Doe" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Delete account" })).not.toBeInTheDocument();
  });
});
