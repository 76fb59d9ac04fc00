import "@testing-library/jest-dom/vitest";
import { useQuery } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Comment } from "@contract/comments";
import type { Writing } from "@contract/posts";
import { ApiError } from "@/api/client";
import { addComment, deleteComment, fetchCommentPage } from "@/api/items";
import { itemQueryOptions } from "@/lib/data/item-queries";
import { renderWithViewer, testQueryClient, type TestViewer } from "@/testing/render-with-viewer";
import { WritingComments } from "./writing-comments";
import { PUBLISHED } from "@/testing/published";

// The adapter is replaced, not fetch: these tests are about what the page does with each answer.
vi.mock(import("@/api/items"), async (original) => ({
  ...(await original()),
  addComment: vi.fn(),
  deleteComment: vi.fn(),
  fetchCommentPage: vi.fn(),
}));

const comment = (_id: string, username: string, minute: number): Comment => ({
  _id,
  username,
  profileImage: "",
  text: `Comment ${_id} by ${username}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString(),
});

const writing = (overrides: Partial<Writing> = {}): Writing => ({
  _id: "w1",
  title: "On testing",
  category: "Technology",
  firstParagraph: "First.",
  secondParagraph: "",
  lastParagraph: "",
  mainImg: "",
  img: "",
  secondImg: "",
  vid: "",
  variants: {},
  alt: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...PUBLISHED,
  likeCount: 0,
  fediverseLikeCount: 0,
  fediverseBoostCount: 0,
  webLikeCount: 0,
  webRepostCount: 0,
  likedByMe: false,
  commentCount: 0,
  comments: [],
  commentsCursor: null,
  ...overrides,
});

/** The section as the page shows it: fed from the item in the cache, which every answer replaces. */
function Page({ id }: { id: string }) {
  const { data } = useQuery(itemQueryOptions("articles", id));
  return data ? <WritingComments kind="articles" writing={data} /> : null;
}

function renderPage(item: Writing, viewer: TestViewer | null) {
  const client = testQueryClient();
  client.setQueryData(itemQueryOptions("articles", item._id).queryKey, item);
  return { ...renderWithViewer(<Page id={item._id} />, viewer, client), user: userEvent.setup() };
}

const shownTexts = () =>
  within(screen.getByRole("list", { name: "Comments" }))
    .getAllByText(/^Comment /)
    .map((node) => node.textContent);

const twoPeople = writing({ commentCount: 2, comments: [comment("a", "samrivera", 1), comment("b", "jordanlee", 2)] });

beforeEach(() => {
  vi.mocked(addComment).mockReset();
  vi.mocked(deleteComment).mockReset();
  vi.mocked(fetchCommentPage).mockReset();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("WritingComments", () => {
  it("tells a guest to log in instead of showing the box, and says there are no comments yet", () => {
    renderPage(writing(), null);
    expect(screen.getByText("Please log in to comment.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Add a comment" })).not.toBeInTheDocument();
    expect(screen.getByText("No comments yet.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort comments" })).toHaveValue("oldest");
  });

  it("shows a guest no Delete button at all", () => {
    renderPage(twoPeople, null);
    expect(shownTexts()).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("offers a member Delete on their own comments only", async () => {
    renderPage(twoPeople, { username: "samrivera" });
    expect(screen.queryByText("Please log in to comment.")).not.toBeInTheDocument();
    // The box's code comes after the page, for a logged-in reader only.
    expect(await screen.findByRole("textbox", { name: "Add a comment" })).toHaveAttribute("maxLength", "2000");
    const [own, other] = screen.getAllByRole("listitem");
    expect(within(own!).getByRole("button", { name: "Delete comment by samrivera" })).toBeInTheDocument();
    expect(within(other!).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("offers the owner Delete on every comment", () => {
    renderPage(twoPeople, { username: "siteowner", isOwner: true });
    for (const item of screen.getAllByRole("listitem")) expect(within(item).getByRole("button", { name: /^Delete comment by / })).toBeInTheDocument();
  });

  it("sends nothing when the comment is empty or only spaces", async () => {
    const { user } = renderPage(writing(), { username: "samrivera" });
    await user.click(await screen.findByRole("button", { name: "Post comment" }));
    await user.type(screen.getByRole("textbox", { name: "Add a comment" }), "   ");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(addComment).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Comment text is required.");
  });

  it("sends the trimmed text, clears the box, says so and shows the answer's comments", async () => {
    const mine = comment("c", "samrivera", 3);
    vi.mocked(addComment).mockResolvedValue(writing({ commentCount: 1, comments: [mine] }));
    const { user } = renderPage(writing(), { username: "samrivera" });
    const box = await screen.findByRole("textbox", { name: "Add a comment" });
    await user.type(box, "  Nice read!  ");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(addComment).toHaveBeenCalledWith("articles", "w1", { text: "Nice read!" });
    expect(await screen.findByText("Comment added!")).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(shownTexts()).toEqual([mine.text]);
  });

  it("keeps the text and gives the server's reason when a comment is refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(addComment).mockRejectedValue(new ApiError(429, "You are commenting too fast. Try again in a minute."));
    const { user } = renderPage(writing(), { username: "samrivera" });
    await user.type(await screen.findByRole("textbox", { name: "Add a comment" }), "Again");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Error adding comment")).toBeInTheDocument();
    expect(screen.getByText("You are commenting too fast. Try again in a minute.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Add a comment" })).toHaveValue("Again");
  });

  it("deletes a comment after the spec's question, and not without it", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.mocked(deleteComment).mockResolvedValue(writing({ commentCount: 1, comments: [twoPeople.comments[1]!] }));
    const { user } = renderPage(twoPeople, { username: "samrivera" });
    const remove = screen.getByRole("button", { name: "Delete comment by samrivera" });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this comment?");
    expect(deleteComment).not.toHaveBeenCalled();
    await user.click(remove);
    expect(deleteComment).toHaveBeenCalledWith("articles", "w1", "a");
    expect(await screen.findByText("Comment deleted!")).toBeInTheDocument();
    expect(shownTexts()).toEqual([twoPeople.comments[1]!.text]);
  });

  it("alerts the kind's guest message when the session is gone at delete time", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    vi.mocked(deleteComment).mockRejectedValue(new ApiError(401, "Please log in first!"));
    const { user } = renderPage(twoPeople, { username: "samrivera" });
    await user.click(screen.getByRole("button", { name: "Delete comment by samrivera" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Please log in to delete your comment."));
  });

  it("toasts the spec's message when a delete fails", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(deleteComment).mockRejectedValue(new ApiError(500, "boom"));
    const { user } = renderPage(twoPeople, { username: "samrivera" });
    await user.click(screen.getByRole("button", { name: "Delete comment by samrivera" }));
    expect(await screen.findByText("Error deleting comment")).toBeInTheDocument();
    expect(shownTexts()).toHaveLength(2);
  });

  it("shows Load more only while more comments exist, and appends the next page", async () => {
    const first = Array.from({ length: 3 }, (_, index) => comment(`o${index}`, "samrivera", index));
    const rest = [comment("o3", "jordanlee", 10), comment("o4", "jordanlee", 11)];
    vi.mocked(fetchCommentPage).mockResolvedValue({ comments: rest, nextCursor: null });
    const { user } = renderPage(writing({ commentCount: 5, comments: first, commentsCursor: "after-o2" }), null);
    expect(shownTexts()).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(fetchCommentPage).toHaveBeenCalledWith("articles", "w1", "oldest", "after-o2", expect.anything());
    await waitFor(() => expect(shownTexts()).toEqual([...first, ...rest].map((each) => each.text)));
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("has no Load more when the item carries all its comments", () => {
    renderPage(twoPeople, null);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("asks the server for the newest first when not every comment is loaded", async () => {
    const newest = [comment("n9", "jordanlee", 59), comment("n8", "samrivera", 58)];
    vi.mocked(fetchCommentPage).mockResolvedValue({ comments: newest, nextCursor: "after-n8" });
    const { user } = renderPage(writing({ commentCount: 60, comments: [comment("o0", "samrivera", 0)], commentsCursor: "after-o0" }), null);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort comments" }), "Newest");
    expect(fetchCommentPage).toHaveBeenCalledWith("articles", "w1", "newest", undefined, expect.anything());
    await waitFor(() => expect(shownTexts()).toEqual(newest.map((each) => each.text)));
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
  });

  it("turns the item's comments around for Newest when it carries them all, without a call", async () => {
    const { user } = renderPage(twoPeople, null);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort comments" }), "Newest");
    expect(shownTexts()).toEqual([twoPeople.comments[1]!.text, twoPeople.comments[0]!.text]);
    expect(fetchCommentPage).not.toHaveBeenCalled();
  });

  describe("comments from the fediverse (issue 23)", () => {
    const bob = { name: "Bob", handle: "@bob@mastodon.example", url: "https://mastodon.example/@bob", avatar: "http://mastodon.example/bob.png", server: "mastodon.example" };
    const remote: Comment = { ...comment("f", bob.handle, 4), text: "<b>Hi</b> from afar", profileImage: bob.avatar, fediverse: bob };
    const withRemote = writing({ commentCount: 1, comments: [remote] });

    it("shows the author's name, their handle linking to their profile, and where they come from; the text as text", () => {
      renderPage(withRemote, null);
      const entry = screen.getByRole("listitem");
      expect(within(entry).getByText("Bob")).toBeInTheDocument();
      const handle = within(entry).getByRole("link", { name: "@bob@mastodon.example" });
      expect(handle).toHaveAttribute("href", "https://mastodon.example/@bob");
      expect(handle).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
      expect(within(entry).getByText("via mastodon.example")).toBeInTheDocument();
      expect(within(entry).getByText("<b>Hi</b> from afar")).toBeInTheDocument();
      // An http avatar is not loaded: the site's default one stands in.
      expect(entry.querySelector("img")).toHaveAttribute("src", "/images/default-avatar.svg");
      expect(within(entry).queryByRole("button", { name: /Reply/ })).not.toBeInTheDocument();
    });

    it("offers Reply to the owner alone", () => {
      renderPage(withRemote, { username: "samrivera" });
      expect(screen.queryByRole("button", { name: "Reply to @bob@mastodon.example" })).not.toBeInTheDocument();
      cleanup();
      renderPage(withRemote, { username: "siteowner", isOwner: true });
      expect(screen.getByRole("button", { name: "Reply to @bob@mastodon.example" })).toBeInTheDocument();
    });

    it("sends the owner's answer with the comment it answers, and shows the updated item with the answer marked", async () => {
      const answer: Comment = { ...comment("g", "siteowner", 5), text: "Thanks Bob!", replyTo: { commentId: "f", handle: bob.handle } };
      vi.mocked(addComment).mockResolvedValue(writing({ commentCount: 2, comments: [remote, answer] }));
      const { user } = renderPage(withRemote, { username: "siteowner", isOwner: true });
      await user.click(screen.getByRole("button", { name: "Reply to @bob@mastodon.example" }));
      // The answer box loads when the owner opens it.
      const box = await screen.findByRole("textbox", { name: "Reply to @bob@mastodon.example" });
      expect(box).toHaveFocus();
      await user.type(box, " Thanks Bob! ");
      await user.click(screen.getByRole("button", { name: "Send reply" }));
      expect(addComment).toHaveBeenCalledWith("articles", "w1", { text: "Thanks Bob!", replyTo: "f" });
      expect(await screen.findByText("Reply sent!")).toBeInTheDocument();
      expect(screen.queryByRole("textbox", { name: "Reply to @bob@mastodon.example" })).not.toBeInTheDocument();
      const [, mine] = screen.getAllByRole("listitem");
      expect(mine).toHaveTextContent("↪ replying to @bob@mastodon.example");
      expect(mine).toHaveTextContent("Thanks Bob!");
    });

    it("keeps the answer and gives the reason when it is refused", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      vi.mocked(addComment).mockRejectedValue(new ApiError(400, "Only a comment from the fediverse can be answered this way."));
      const { user } = renderPage(withRemote, { username: "siteowner", isOwner: true });
      await user.click(screen.getByRole("button", { name: "Reply to @bob@mastodon.example" }));
      await user.type(await screen.findByRole("textbox", { name: "Reply to @bob@mastodon.example" }), "Hello");
      await user.click(screen.getByRole("button", { name: "Send reply" }));
      expect(await screen.findByText("Only a comment from the fediverse can be answered this way.")).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: "Reply to @bob@mastodon.example" })).toHaveValue("Hello");
    });
  });
});
