// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";
import { StatsPage } from "./stats-page";

const day = (offset: number) => new Date(Date.UTC(2026, 4, 1 + offset)).toISOString().slice(0, 10);

function statsOf(days: number) {
  const series = Array.from({ length: days }, (_, index) => ({ day: day(index), views: index + 1, visitors: 1, likes: 0, comments: 0 }));
  return {
    days,
    series,
    totals: { views: series.reduce((sum, each) => sum + each.views, 0), visitors: days, likes: 0, comments: 0 },
    topPages: [{ path: "/projects/p1", title: "Life Timer", views: 12 }],
    referrers: { search: 3, social: 1, other: 0, direct: 4 },
    referrerHosts: [{ host: "google.com", source: "search", visits: 3 }],
  };
}

describe("StatsPage", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("tells a member plainly that the stats are not for them, and asks for nothing owner-only", async () => {
    const calls = stubApi(signIn(user()));
    renderWithApp(<StatsPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Not authorized" })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/profile"]);
  });

  it("draws the owner's range as pictures with a spoken summary, and switches range", async () => {
    stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ path }) => {
        const match = /^\/api\/stats\?days=(\d+)$/.exec(path);
        return match ? [200, statsOf(Number(match[1]))] : undefined;
      }),
    );
    renderWithApp(<StatsPage />);
    const chart = await screen.findByRole("img", { name: /^Views and visitors, last 30 days: 465 views, 30 visitors\./ });
    expect(chart).toHaveAccessibleName(expect.stringContaining("Today so far: 30 views, 1 visitors."));
    expect(screen.getByText("Life Timer")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /^Visits by source: Search engines 3 \(38%\)/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "7 days" }));
    expect(await screen.findByRole("img", { name: /^Views and visitors, last 7 days/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  });
});
