import "@testing-library/jest-dom/vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectSummary } from "@contract/projects";
import { renderWithApp, stubApi, type ApiCall } from "@/testing/app-harness";
import { ProjectsPage } from "./projects-page";
import { PUBLISHED } from "@/testing/published";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const card = (index: number, overrides: Partial<ProjectSummary> = {}): ProjectSummary => ({
  _id: `p${index}`,
  title: `Project ${index}`,
  shortDescription: `What project ${index} does.`,
  category: "Frontend",
  headerImg: "",
  variants: {},
  alt: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...PUBLISHED,
  likeCount: 0,
  commentCount: 0,
  ...overrides,
});

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith("/api/projects")).map((call) => new URL(call.path, "http://site").searchParams);
const titles = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("the projects page", () => {
  it("shows the first page, and the next one under it on Load more, until the last", async () => {
    const calls = stubApi(({ path }) => {
      if (!path.startsWith("/api/projects")) return undefined;
      const after = new URL(path, "http://site").searchParams.get("after");
      if (after === "cursor-1") return [200, [card(3)]];
      return [200, [card(1), card(2)], { "X-Next-Cursor": "cursor-1" }];
    });
    renderWithApp(<ProjectsPage />);
    expect(await screen.findByText("Loading projects...")).toHaveAttribute("role", "status");
    await screen.findByRole("heading", { name: "Project 2" }, { timeout: 5000 });
    const more = screen.getByRole("button", { name: "Load more" });
    await userEvent.setup().click(more);
    await screen.findByRole("heading", { name: "Project 3" });
    expect(titles()).toEqual(["Project 1", "Project 2", "Project 3"]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByText("3 projects shown.")).toBeInTheDocument();
    expect(listCalls(calls).map((params) => params.get("after"))).toEqual([null, "cursor-1"]);
  });

  it("asks the server once the typing pauses, and says when nothing matches", async () => {
    const calls = stubApi(({ path }) => {
      if (!path.startsWith("/api/projects")) return undefined;
      const q = new URL(path, "http://site").searchParams.get("q");
      return [200, q ? [] : [card(1)]];
    });
    renderWithApp(<ProjectsPage />);
    await screen.findByRole("heading", { name: "Project 1" });
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Search projects" }), "nothing like it");
    await screen.findByText("No projects found.");
    // One request for the whole phrase, none for the letters typed on the way.
    expect(listCalls(calls).map((params) => params.get("q"))).toEqual([null, "nothing like it"]);
  });

  it("filters by category through the API, with the pressed button marked", async () => {
    const calls = stubApi(({ path }) => {
      if (!path.startsWith("/api/projects")) return undefined;
      const category = new URL(path, "http://site").searchParams.get("category");
      return [200, category === "Python" ? [card(7, { title: "Weather CLI", category: "Python" })] : [card(1), card(2)]];
    });
    renderWithApp(<ProjectsPage />);
    await screen.findByRole("heading", { name: "Project 1" });
    const python = screen.getByRole("button", { name: "Python" });
    await userEvent.setup().click(python);
    await waitFor(() => expect(titles()).toEqual(["Weather CLI"]));
    expect(python).toHaveAttribute("aria-pressed", "true");
    expect(listCalls(calls).at(-1)?.get("category")).toBe("Python");
  });

  it("shows the error text when the list cannot be loaded", async () => {
    stubApi(({ path }) => (path.startsWith("/api/projects") ? [500, { success: false, message: "Boom" }] : undefined));
    renderWithApp(<ProjectsPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error fetching projects. Please try again later.");
  });
});
