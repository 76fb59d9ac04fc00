import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Writing, WritingSummary } from "@contract/posts";
import { renderWithApp, stubApi, type ApiCall } from "@/testing/app-harness";
import { RelatedWritings } from "./related-writings";
import { WritingsPage } from "./writings-page";
import { PUBLISHED } from "@/testing/published";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (id: string, title: string, category: WritingSummary["category"] = "Technology"): WritingSummary => ({
  _id: id,
  title,
  category,
  firstParagraph: `${title} begins with a paragraph longer than the fifty characters a related card shows.`,
  mainImg: "",
  variants: {},
  alt: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...PUBLISHED,
  likeCount: 0,
  commentCount: 0,
});

const paramsOf = (calls: ApiCall[], prefix: string) =>
  calls.filter((call) => call.path.startsWith(prefix)).map((call) => new URL(call.path, "http://site").searchParams);

describe("the articles and blogs lists", () => {
  it("searches through the API and shows the cards it answers, with 30-character previews", async () => {
    const calls = stubApi(({ path }) => {
      if (!path.startsWith("/api/articles")) return undefined;
      const q = new URL(path, "http://site").searchParams.get("q");
      return [200, q === "budget" ? [card("a2", "Budgeting for Freelancers")] : [card("a1", "Web Performance"), card("a2", "Budgeting for Freelancers")]];
    });
    renderWithApp(<WritingsPage kind="articles" />);
    await screen.findByRole("heading", { name: "Web Performance" }, { timeout: 5000 });
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Search articles" }), "budget");
    await vi.waitFor(() => expect(screen.queryByRole("heading", { name: "Web Performance" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Budgeting for Freelancers" })).toBeInTheDocument();
    expect(screen.getByText("Budgeting for Freelancers begi...")).toBeInTheDocument();
    expect(paramsOf(calls, "/api/articles").map((params) => params.get("q"))).toEqual([null, "budget"]);
  });

  it("says 'No post...' when nothing matches, and the kind's error text when the list fails", async () => {
    stubApi(({ path }) => (path.startsWith("/api/blogs") ? [200, []] : undefined));
    renderWithApp(<WritingsPage kind="blogs" />);
    await screen.findByText("No post...");
    cleanup();
    stubApi(({ path }) => (path.startsWith("/api/blogs") ? [500, { success: false, message: "Boom" }] : undefined));
    renderWithApp(<WritingsPage kind="blogs" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Error fetching blogs");
  });

  it("loads the next page on Load more, which the keyboard reaches and presses", async () => {
    stubApi(({ path }) => {
      if (!path.startsWith("/api/blogs")) return undefined;
      const after = new URL(path, "http://site").searchParams.get("after");
      return after ? [200, [card("b3", "Third blog")]] : [200, [card("b1", "First blog"), card("b2", "Second blog")], { "X-Next-Cursor": "c1" }];
    });
    renderWithApp(<WritingsPage kind="blogs" />);
    const more = await screen.findByRole("button", { name: "Load more" });
    more.focus();
    await userEvent.setup().keyboard("{Enter}");
    await screen.findByRole("heading", { name: "Third blog" });
    expect(screen.getByText("3 blogs shown.")).toHaveAttribute("role", "status");
  });
});

describe("the count of cards shown", () => {
  it("says one blog in the singular", async () => {
    stubApi(({ path }) => (path.startsWith("/api/blogs") ? [200, [card("b1", "Only blog")]] : undefined));
    renderWithApp(<WritingsPage kind="blogs" />);
    await screen.findByRole("heading", { name: "Only blog" });
    expect(screen.getByText("1 blog shown.")).toHaveAttribute("role", "status");
  });
});

describe("the related list", () => {
  it("asks for the current item's category and leaves the item itself out", async () => {
    const current = { ...card("a1", "Web Performance"), secondParagraph: "", lastParagraph: "", img: "", secondImg: "", vid: "" } as Writing;
    const calls = stubApi(({ path }) =>
      path.startsWith("/api/articles") ? [200, [card("a1", "Web Performance"), card("a3", "Security Rules")]] : undefined,
    );
    renderWithApp(<RelatedWritings kind="articles" current={current} />);
    const link = await screen.findByRole("link", { name: /Security Rules/ });
    expect(link).toHaveTextContent("Security Rules begins with a paragraph longer than...");
    expect(screen.queryByRole("link", { name: /Web Performance/ })).not.toBeInTheDocument();
    expect(paramsOf(calls, "/api/articles").map((params) => params.get("category"))).toEqual(["Technology"]);
  });

  it("says there is no related article when the category has no other", async () => {
    const current = { ...card("a1", "Web Performance"), secondParagraph: "", lastParagraph: "", img: "", secondImg: "", vid: "" } as Writing;
    stubApi(({ path }) => (path.startsWith("/api/articles") ? [200, [card("a1", "Web Performance")]] : undefined));
    renderWithApp(<RelatedWritings kind="articles" current={current} />);
    await screen.findByText("No related article.");
  });
});
