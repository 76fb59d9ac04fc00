// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOME_TOAST_MS } from "@/lib/feedback/community-feedback";
import { ContactForm } from "./contact-form";
import { answers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";

describe("ContactForm", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("needs a login on the client", async () => {
    const calls = stubApi(() => undefined);
    renderWithApp(<ContactForm />);
    const userActions = userEvent.setup();
    await userActions.type(await screen.findByLabelText("Name"), "Sam Guest");
    await userActions.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please log in first!")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("starts with the profile's name and email and checks the email's format", async () => {
    const calls = stubApi(signIn(user()));
    renderWithApp(<ContactForm />);
    const userActions = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Jane Doe"));
    const email = screen.getByLabelText("Email");
    expect(email).toHaveValue("jane@example.com");
    await userActions.clear(email);
    await userActions.type(email, "not-an-email");
    await userActions.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Invalid email format.")).toBeInTheDocument();
    expect(screen.getByText("Subject is required.")).toBeInTheDocument();
    expect(screen.getByText("Message is required.")).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("sends the message, shows the spec's toast for 5 seconds and keeps name and email", async () => {
    const calls = stubApi(
      answers(signIn(user()), ({ method }) => (method === "POST" ? [200, { success: true, message: "Message sent successfully!" }] : undefined)),
    );
    renderWithApp(<ContactForm />);
    const userActions = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Jane Doe"));
    await userActions.type(screen.getByLabelText("Subject"), "Hello");
    await userActions.type(screen.getByLabelText("Message"), "Can we work together?");
    await userActions.click(screen.getByRole("button", { name: "Send message" }));
    const toast = await screen.findByText("Message sent successfully!");
    expect(toast.closest(".Toastify__toast")?.querySelector(".Toastify__progress-bar")).toHaveStyle({
      animationDuration: `${HOME_TOAST_MS}ms`,
    });
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      subject: "Hello",
      message: "Can we work together?",
    });
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(""));
    expect(screen.getByLabelText("Subject")).toHaveValue("");
    expect(screen.getByLabelText("Name")).toHaveValue("Jane Doe");
  });

  it("says so when sending fails", async () => {
    stubApi(answers(signIn(user()), ({ method }) => (method === "POST" ? [500, { success: false, message: "Boom" }] : undefined)));
    renderWithApp(<ContactForm />);
    const userActions = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Jane Doe"));
    await userActions.type(screen.getByLabelText("Subject"), "Hello");
    await userActions.type(screen.getByLabelText("Message"), "Hi");
    await userActions.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Error sending message")).toBeInTheDocument();
  });
});
