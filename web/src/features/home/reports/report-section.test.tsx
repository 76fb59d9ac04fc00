// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Report } from "@contract/community";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReportSection } from "./report-section";
import { answers, renderWithApp, signIn, stubApi, user, type Answer } from "@/testing/app-harness";

function report(overrides: Partial<Report>): Report {
  return {
    _id: "p1",
    username: "sam",
    profileImage: "",
    subject: "Broken link",
    description: "The GitHub link on the projects page 404s.",
    status: "pending",
    createdAt: "2024-05-01T10:00:00.000Z",
    ...overrides,
  };
}

const listed = (reports: Report[]): Answer => ({ method, path }) =>
  method === "GET" && path === "/api/reports" ? [200, reports] : undefined;

describe("ReportSection", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the reports with who sent them, subject, description, status and date", async () => {
    stubApi(listed([report({}), report({ _id: "p2", username: "ann", subject: "Typo", status: "seen" })]));
    renderWithApp(<ReportSection />);
    const list = await screen.findByRole("list", { name: "Recent reports" });
    const [first, second] = within(list).getAllByRole("article");
    expect(within(first!).getByRole("heading", { name: "Broken link" })).toBeInTheDocument();
    expect(first).toHaveTextContent("sam");
    expect(first).toHaveTextContent("The GitHub link on the projects page 404s.");
    expect(first).toHaveTextContent("Status: Pending");
    expect(within(first!).getByText(/2024/)).toHaveAttribute("dateTime", "2024-05-01T10:00:00.000Z");
    expect(second).toHaveTextContent("Status: Seen");
  });

  it("tells a guest to log in first", async () => {
    const calls = stubApi(listed([]));
    renderWithApp(<ReportSection />);
    const userActions = userEvent.setup();
    await userActions.type(await screen.findByLabelText("Subject"), "Bug");
    await userActions.type(screen.getByLabelText("Description"), "It broke");
    await userActions.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Please log in first!")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("asks for a subject and a description, then sends the report and shows the new list", async () => {
    const calls = stubApi(
      answers(signIn(user()), listed([]), ({ method }) => (method === "POST" ? [200, [report({ username: "janedoe", subject: "Bug" })]] : undefined)),
    );
    renderWithApp(<ReportSection />);
    const userActions = userEvent.setup();
    const subject = await screen.findByLabelText("Subject");
    expect(subject).toHaveAttribute("maxLength", "200");
    expect(screen.getByLabelText("Description")).toHaveAttribute("maxLength", "5000");
    await userActions.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Subject is required.")).toBeInTheDocument();
    expect(screen.getByText("Description is required.")).toBeInTheDocument();
    expect(subject).toHaveFocus();

    await userActions.type(subject, "Bug");
    await userActions.type(screen.getByLabelText("Description"), "It broke");
    await userActions.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Report submitted! (Pending review)")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ subject: "Bug", description: "It broke" });
    expect(await screen.findByRole("heading", { name: "Bug" })).toBeInTheDocument();
    await waitFor(() => expect(subject).toHaveValue(""));
    expect(screen.queryByText("Subject is required.")).not.toBeInTheDocument();
  });

  it("says so when sending fails, keeping what was typed", async () => {
    stubApi(answers(signIn(user()), listed([]), ({ method }) => (method === "POST" ? [500, { success: false, message: "Boom" }] : undefined)));
    renderWithApp(<ReportSection />);
    const userActions = userEvent.setup();
    await userActions.type(await screen.findByLabelText("Subject"), "Bug");
    await userActions.type(screen.getByLabelText("Description"), "It broke");
    await userActions.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Error submitting report")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue("Bug");
  });
});
