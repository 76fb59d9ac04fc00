// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { ImportJob } from "@contract/import-jobs";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";
import { ImportJobView } from "./import-job-view";

const stalled: ImportJob = {
  id: "j1",
  fileName: "wordpress.xml",
  status: "importing",
  source: "WordPress",
  siteTitle: "Old blog",
  createdAt: "2026-11-27T09:00:00.000Z",
  dryRun: null,
  mapping: { post: "blogs" },
  progress: { done: 50, total: 120 },
  report: null,
  failure: "",
  stalled: true,
};

describe("ImportJobView", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says an import stopped part-way and resumes it when asked", async () => {
    const calls = stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ method, path }) => {
        if (method === "GET" && path === "/api/imports/j1") return [200, { job: stalled }];
        if (method === "POST" && path === "/api/imports/j1/resume") return [202, { job: { ...stalled, stalled: false } }];
        return undefined;
      }),
    );
    renderWithApp(<ImportJobView id="j1" />);
    expect(await screen.findByText(/^This import stopped after 50 of 120 entries: nothing has moved for 15 minutes\./)).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Resume the import" }));
    expect(await screen.findByRole("progressbar", { name: "Import progress" })).toBeInTheDocument();
    expect(screen.getByText("Imported 50 of 120 entries...")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Resume the import" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST" && call.path === "/api/imports/j1/resume")).toHaveLength(1);
  });
});
