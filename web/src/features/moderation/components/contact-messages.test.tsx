// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { ContactMessage } from "@contract/community";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";
import { ContactHandledToggle } from "./contact-handled-toggle";
import { ContactMessages } from "./contact-messages";

const message: ContactMessage = {
  _id: "m1",
  name: "Sam Smith",
  email: "sam@example.com",
  subject: "Job offer",
  message: "Let us talk.",
  createdAt: "2024-05-01T10:00:00.000Z",
  handled: false,
};

describe("ContactMessages", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the owner each message with a reply link, and deletes it", async () => {
    let failNext = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ method, path }) => {
        if (method === "GET" && path === "/api/contact") return [200, [message]];
        if (method === "DELETE" && path === "/api/contact/m1") {
          if (failNext) return [500, { success: false, message: "Boom" }];
          return [200, []];
        }
        return undefined;
      }),
    );
    renderWithApp(<ContactMessages />);
    const userActions = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Job offer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "sam@example.com" })).toHaveAttribute("href", "mailto:sam@example.com");
    expect(screen.getByText("Let us talk.")).toBeInTheDocument();

    await userActions.click(screen.getByRole("button", { name: 'Delete message "Job offer" from Sam Smith' }));
    expect(await screen.findByText("Error deleting contact message")).toBeInTheDocument();
    failNext = false;
    await userActions.click(screen.getByRole("button", { name: 'Delete message "Job offer" from Sam Smith' }));
    expect(await screen.findByText("Contact message deleted")).toBeInTheDocument();
    expect(await screen.findByText("No contact messages waiting.")).toBeInTheDocument();
  });

  it("marks a message handled and back: kept, shown as handled, and counted out of the waiting ones", async () => {
    const sent: unknown[] = [];
    stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ method, path, body }) => {
        if (method === "GET" && path === "/api/contact") return [200, [message]];
        if (method === "PUT" && path === "/api/contact/m1/handled") {
          sent.push(body);
          const { handled } = body as { handled: boolean };
          return [200, [{ ...message, handled }]];
        }
        return undefined;
      }),
    );
    renderWithApp(<ContactMessages HandledToggle={ContactHandledToggle} />);
    const userActions = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Contact messages (1)" })).toBeInTheDocument();

    await userActions.click(screen.getByRole("button", { name: 'Mark as handled: "Job offer" from Sam Smith' }));
    expect(await screen.findByText("Message marked as handled")).toBeInTheDocument();
    expect(screen.getByText("Handled")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Job offer" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contact messages (0)" })).toBeInTheDocument();

    await userActions.click(screen.getByRole("button", { name: 'Mark as waiting: "Job offer" from Sam Smith' }));
    expect(await screen.findByText("Message marked as waiting")).toBeInTheDocument();
    expect(screen.queryByText("Handled")).not.toBeInTheDocument();
    expect(sent).toEqual([{ handled: true }, { handled: false }]);
  });

  it("never asks for the messages of anybody but the owner", async () => {
    const calls = stubApi(signIn(user()));
    renderWithApp(<ContactMessages />);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/profile")).toBe(true));
    expect(calls.some((call) => call.path === "/api/contact")).toBe(false);
    expect(screen.queryByRole("heading", { name: /Contact messages/ })).not.toBeInTheDocument();
  });
});
