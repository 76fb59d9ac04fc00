// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Report } from "@contract/community";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";
import { ReportModeration } from "./report-moderation";

function report(overrides: Partial<Report>): Report {
  return {
    _id: "p1",
    username: "sam",
    profileImage: "",
    subject: "Broken link",
    description: "It 404s",
    status: "pending",
    createdAt: "2024-05-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("ReportModeration", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("marks a pending report seen, then deletes it from the seen ones", async () => {
    let reports = [report({}), report({ _id: "p2", subject: "Typo", status: "seen" })];
    stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ method, path }) => {
        if (method === "PUT" && path === "/api/reports/seen/p1") reports = reports.map((each) => ({ ...each, status: "seen" as const }));
        else if (method === "DELETE" && path === "/api/reports/p1") reports = reports.filter((each) => each._id !== "p1");
        else if (!(method === "GET" && path === "/api/reports")) return undefined;
        return [200, reports];
      }),
    );
    renderWithApp(
      <>
        <ReportModeration status="pending" />
        <ReportModeration status="seen" />
      </>,
    );
    const userActions = userEvent.setup();
    const pending = await screen.findByRole("region", { name: "Pending reports (1)" });
    expect(screen.getByRole("region", { name: "Seen reports (1)" })).toHaveTextContent("Typo");
    await userActions.click(within(pending).getByRole("button", { name: 'Mark seen: report "Broken link"' }));
    expect(await screen.findByText("Report marked as seen")).toBeInTheDocument();
    expect(await screen.findByText("No reports waiting.")).toBeInTheDocument();

    const seen = screen.getByRole("region", { name: "Seen reports (2)" });
    await userActions.click(within(seen).getByRole("button", { name: 'Delete report "Broken link"' }));
    expect(await screen.findByText("Report deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("region", { name: "Seen reports (1)" })).not.toHaveTextContent("Broken link"));
  });
});
