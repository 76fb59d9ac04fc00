// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { UseMutationResult } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithViewer } from "@/testing/render-with-viewer";
import { CommentList } from "./comment-list";

const remove = { mutateAsync: async () => undefined } as unknown as UseMutationResult<unknown, Error, string>;

describe("CommentList", () => {
  afterEach(cleanup);

  it("shows a comment whose date cannot be read, without a date", () => {
    const comments = [
      { _id: "c1", username: "sam", profileImage: "", text: "Undated", createdAt: "not a date" },
      { _id: "c2", username: "ann", profileImage: "", text: "Dated", createdAt: "2024-05-01T10:00:00.000Z" },
    ];
    renderWithViewer(
      <CommentList kind="projects" comments={comments} remove={remove} hasMore={false} loadingMore={false} onLoadMore={() => {}} />,
      null,
    );
    expect(screen.getByText("Undated").closest("li")?.querySelector("time")).toBeNull();
    expect(screen.getByText("Dated").closest("li")?.querySelector("time")).toHaveAttribute("dateTime", "2024-05-01T10:00:00.000Z");
  });

  it("folds a fediverse comment behind its author's content warning, and names one only marked sensitive", () => {
    const fediverse = { name: "Bob", handle: "@bob@mastodon.example", url: "https://mastodon.example/@bob", avatar: "", server: "mastodon.example" };
    const comments = [
      { _id: "c1", username: "@bob@mastodon.example", profileImage: "", text: "The butler did it", createdAt: "2024-05-01T10:00:00.000Z", fediverse, contentWarning: "Spoilers" },
      { _id: "c2", username: "@bob@mastodon.example", profileImage: "", text: "Quite graphic", createdAt: "2024-05-01T10:00:00.000Z", fediverse, contentWarning: "" },
      { _id: "c3", username: "sam", profileImage: "", text: "Plain", createdAt: "2024-05-01T10:00:00.000Z" },
    ];
    renderWithViewer(
      <CommentList kind="blogs" comments={comments} remove={remove} hasMore={false} loadingMore={false} onLoadMore={() => {}} />,
      null,
    );
    const spoiler = screen.getByText("The butler did it").closest("details");
    expect(spoiler).not.toHaveAttribute("open");
    expect(spoiler?.querySelector("summary")).toHaveTextContent("Content warning: Spoilers");
    expect(screen.getByText("Quite graphic").closest("details")?.querySelector("summary")).toHaveTextContent("Content warning: Sensitive content");
    expect(screen.getByText("Plain").closest("details")).toBeNull();
  });

  it("offers the owner Reply under a fediverse comment, not under a reply from a web page, which has no account to answer", async () => {
    const at = "2024-05-01T10:00:00.000Z";
    const comments = [
      { _id: "c1", username: "@bob@mastodon.example", profileImage: "", text: "From Mastodon", createdAt: at, fediverse: { name: "Bob", handle: "@bob@mastodon.example", url: "https://mastodon.example/@bob", avatar: "", server: "mastodon.example" } },
      { _id: "c2", username: "Ada", profileImage: "", text: "From her blog", createdAt: at, fediverse: { name: "", handle: "Ada", url: "https://ada.example/notes/1", avatar: "", server: "the web" } },
    ];
    const add = { mutate: () => undefined, mutateAsync: async () => undefined, isPending: false } as unknown as UseMutationResult<unknown, Error, { text: string }>;
    renderWithViewer(
      <CommentList kind="blogs" comments={comments} remove={remove} add={add} hasMore={false} loadingMore={false} onLoadMore={() => {}} />,
      { username: "siteowner", isOwner: true },
    );
    expect(await screen.findByRole("button", { name: "Reply to @bob@mastodon.example" })).toBeInTheDocument();
    expect(screen.getByText("via the web")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reply to Ada" })).not.toBeInTheDocument();
  });

  it("marks an imported comment, links its author's site, and lets only the owner delete it, whatever a member's name", async () => {
    const comments = [
      { _id: "c1", username: "sam", profileImage: "", text: "From the old blog", createdAt: "2024-05-01T10:00:00.000Z", imported: { authorUrl: "https://sam.example" } },
      { _id: "c2", username: "sam", profileImage: "", text: "Written here", createdAt: "2024-05-02T10:00:00.000Z" },
    ];
    renderWithViewer(
      <CommentList kind="blogs" comments={comments} remove={remove} hasMore={false} loadingMore={false} onLoadMore={() => {}} />,
      { username: "sam" },
    );
    expect(await screen.findByRole("link", { name: "imported" })).toHaveAttribute("href", "https://sam.example/");
    // Sam's own comment gets its Delete once the viewer is known; the imported one under his name never does.
    const deletes = await screen.findAllByRole("button", { name: "Delete comment by sam" });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.closest("li")).toHaveTextContent("Written here");
  });

  it("shows a fediverse comment's images with their alt text, and a reply one level in, right after what it answers", async () => {
    const fediverse = { name: "Bob", handle: "@bob@mastodon.example", url: "https://mastodon.example/@bob", avatar: "", server: "mastodon.example" };
    const at = "2024-05-01T10:00:00.000Z";
    const comments = [
      { _id: "c1", username: "@bob@mastodon.example", profileImage: "", text: "", createdAt: at, fediverse, images: [{ url: "https://storage.example/a.jpg", alt: "A blue square" }] },
      { _id: "c2", username: "sam", profileImage: "", text: "Later, at the top", createdAt: at },
      { _id: "c3", username: "@bob@mastodon.example", profileImage: "", text: "Answering the image", createdAt: at, fediverse, parentId: "c1" },
    ];
    renderWithViewer(
      <CommentList kind="blogs" comments={comments} remove={remove} hasMore={false} loadingMore={false} onLoadMore={() => {}} />,
      null,
    );
    expect(await screen.findByRole("img", { name: "A blue square" })).toHaveAttribute("src", "https://storage.example/a.jpg");
    const items = screen.getAllByRole("listitem").filter((item) => item.classList.contains("comment-list__item"));
    expect(items.map((item) => item.textContent?.includes("Answering the image") ?? false)).toEqual([false, true, false]);
    expect(items[1]).toHaveClass("comment-list__item--nested");
  });
});
