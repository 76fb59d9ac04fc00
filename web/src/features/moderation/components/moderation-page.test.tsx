// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";
import { ModerationPage } from "./moderation-page";

describe("ModerationPage", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("tells a member plainly that the inbox is not for them, and asks for nothing owner-only", async () => {
    const calls = stubApi(signIn(user()));
    renderWithApp(<ModerationPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Not authorized" })).toBeInTheDocument();
    expect(screen.getByText("Only the site owner can open the moderation inbox.")).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/profile"]);
  });

  it("shows the owner the counts and every list that waits", async () => {
    stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ path }) => {
        if (path === "/api/moderation/summary") return [200, { pendingReviews: 2, pendingReports: 1, contactMessages: 0, pendingFediverseReplies: 1 }];
        if (path === "/api/reviews" || path === "/api/reports" || path === "/api/contact") return [200, []];
        if (path === "/api/fediverse/replies") return [200, { replies: [], nextCursor: null }];
        if (path === "/api/moderation/comments") return [200, { comments: [], nextCursor: null }];
        return undefined;
      }),
    );
    renderWithApp(<ModerationPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Moderation" })).toBeInTheDocument();
    expect(await screen.findByText("4 waiting in all.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "2 pending reviews" })).toHaveAttribute("href", "#pending-reviews");
    expect(screen.getByRole("link", { name: "1 pending report" })).toHaveAttribute("href", "#pending-reports");
    expect(screen.getByRole("link", { name: "1 fediverse reply" })).toHaveAttribute("href", "#fediverse-replies");
    expect(screen.getByRole("link", { name: "0 contact messages to handle" })).toHaveAttribute("href", "#contact-messages");
    for (const name of [/Pending reviews/, /Pending reports/, /Contact messages/, /Fediverse replies/, /Recent comments/, /Seen reports/]) {
      expect(await screen.findByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
  });
});
