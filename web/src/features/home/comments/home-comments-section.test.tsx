// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { HomeComment } from "@contract/community";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homeCommentsQueryOptions } from "../api/home-comments-queries";
import { HomeCommentsSection } from "./home-comments-section";
import { answers, holdAnswers, renderWithApp, signIn, stubApi, user, type Answer } from "@/testing/app-harness";

const reply = (id: string, username: string, text: string) => ({
  _id: id,
  username,
  profileImage: "",
  text,
  createdAt: "2024-05-02T10:00:00.000Z",
});

function comment(overrides: Partial<HomeComment>): HomeComment {
  return {
    _id: "c1",
    username: "sam",
    profileImage: "",
    text: "Nice site!",
    createdAt: "2024-05-01T10:00:00.000Z",
    replies: [],
    repliesCursor: null,
    replyCount: 0,
    ...overrides,
  };
}

const listed = (comments: HomeComment[]): Answer => ({ method, path }) =>
  method === "GET" && path === "/api/home-comments" ? [200, comments] : undefined;

const commentNamed = (text: string) => screen.getAllByRole("article").find((article) => within(article).queryByText(text, { selector: ".home-comment > .home-comment__body > p" }))!;

describe("HomeCommentsSection", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists comments with their replies and says honestly how many more replies there are", async () => {
    stubApi(
      listed([
        comment({ replies: [reply("a", "ann", "First reply"), reply("b", "bob", "Second reply")], replyCount: 5 }),
        comment({ _id: "c2", text: "Second comment", replyCount: 0 }),
      ]),
    );
    renderWithApp(<HomeCommentsSection />);
    const replies = await screen.findByRole("list", { name: "Replies to sam" });
    expect(within(replies).getAllByRole("article").map((node) => node.textContent)).toEqual([
      expect.stringContaining("First reply"),
      expect.stringContaining("Second reply"),
    ]);
    expect(screen.getByText("3 more replies")).toBeInTheDocument();
    // Guests get no Delete buttons, and a prompt to log in.
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("shows the newest ten comments, and folds the older ones under a count of them", async () => {
    stubApi(listed(Array.from({ length: 11 }, (_, index) => comment({ _id: `c${index}`, text: `Comment ${index}`, replyCount: 0 }))));
    renderWithApp(<HomeCommentsSection />);
    const shown = await screen.findByRole("list", { name: "Comments" });
    expect(within(shown).getAllByRole("article")).toHaveLength(10);
    const folded = screen.getByText("Show 1 more comment").closest("details")!;
    expect(folded).not.toHaveAttribute("open");
    const older = within(folded).getAllByRole("list", { hidden: true })[0]!;
    expect(within(older).getByText("Comment 10")).toBeInTheDocument();
  });

  it("loads the further replies page by page when asked", async () => {
    const page = (ids: string[], nextCursor: string | null) => ({ comments: ids.map((id) => reply(id, "ann", `Reply ${id}`)), nextCursor });
    const calls = stubApi(
      answers(listed([comment({ replies: [reply("1", "ann", "Reply 1")], repliesCursor: "after-1", replyCount: 4 })]), ({ path }) => {
        if (path === "/api/home-comments/reply/c1?after=after-1") return [200, page(["2", "3"], "after-3")];
        if (path === "/api/home-comments/reply/c1?after=after-3") return [200, page(["4"], null)];
        return undefined;
      }),
    );
    renderWithApp(<HomeCommentsSection />);
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole("button", { name: "Show 3 more replies" }));
    await screen.findByText("Reply 3");
    await userActions.click(screen.getByRole("button", { name: "Show 1 more reply" }));
    await screen.findByText("Reply 4");
    expect(within(screen.getByRole("list", { name: "Replies to sam" })).getAllByRole("article")).toHaveLength(4);
    expect(screen.queryByRole("button", { name: /more repl/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes("?after="))).toHaveLength(2);
  });

  it("tells a guest to log in when commenting or replying", async () => {
    const calls = stubApi(listed([comment({})]));
    renderWithApp(<HomeCommentsSection />);
    const userActions = userEvent.setup();
    await userActions.type(await screen.findByLabelText("Your comment"), "Hi");
    await userActions.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Please log in first!")).toBeInTheDocument();
    await userActions.click(screen.getByRole("button", { name: "Reply" }));
    expect(screen.getByRole("button", { name: "Reply" })).toHaveAttribute("aria-expanded", "false");
    expect(calls.filter((call) => call.method !== "GET")).toHaveLength(0);
  });

  it("posts a comment and clears the box; an empty one is not sent", async () => {
    const after = [comment({ _id: "c9", username: "janedoe", text: "Hello there" }), comment({})];
    const calls = stubApi(
      answers(signIn(user()), listed([comment({})]), ({ method, path }) =>
        method === "POST" && path === "/api/home-comments" ? [200, after] : undefined,
      ),
    );
    renderWithApp(<HomeCommentsSection />);
    const userActions = userEvent.setup();
    const box = await screen.findByLabelText("Your comment");
    expect(box).toHaveAttribute("maxLength", "2000");
    await userActions.type(box, "   ");
    await userActions.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Comment text is required.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await userActions.clear(box);
    await userActions.type(box, "Hello there");
    await userActions.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Comment submitted!")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ text: "Hello there" });
    await waitFor(() => expect(box).toHaveValue(""));
    // The answer is the new list, shown as it is.
    expect(await screen.findByText("Hello there")).toBeInTheDocument();
    // The author may delete their own comment, and only that one.
    expect(within(commentNamed("Hello there")).getByRole("button", { name: "Delete comment" })).toBeInTheDocument();
    expect(within(commentNamed("Nice site!")).queryByRole("button", { name: "Delete comment" })).not.toBeInTheDocument();
  });

  it("toggles the reply box, refuses an empty reply, sends one and clears the box", async () => {
    const answered = [comment({ replies: [reply("r1", "janedoe", "Thanks!")], replyCount: 1 })];
    const calls = stubApi(
      answers(signIn(user()), listed([comment({})]), ({ method, path }) =>
        method === "POST" && path === "/api/home-comments/reply/c1" ? [200, answered] : undefined,
      ),
    );
    renderWithApp(<HomeCommentsSection />);
    const userActions = userEvent.setup();
    const toggle = await screen.findByRole("button", { name: "Reply" });
    await userActions.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("Your reply")).toHaveFocus();
    await userActions.click(toggle);
    expect(screen.queryByLabelText("Your reply")).not.toBeInTheDocument();

    await userActions.click(toggle);
    await userActions.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Please enter a reply")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await userActions.type(screen.getByLabelText("Your reply"), "Thanks!");
    await userActions.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Reply submitted!")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ text: "Thanks!" });
    expect(await screen.findByRole("list", { name: "Replies to sam" })).toHaveTextContent("Thanks!");
    await userActions.click(toggle);
    expect(screen.getByLabelText("Your reply")).toHaveValue("");
  });

  it("opens the rest of a long thread once its reader has replied, so their reply shows", async () => {
    const first = [reply("r1", "ann", "Reply 1"), reply("r2", "bob", "Reply 2")];
    const answered = [comment({ replies: first, repliesCursor: "after-2", replyCount: 4 })];
    stubApi(
      answers(signIn(user()), listed([comment({ replies: first, repliesCursor: "after-2", replyCount: 3 })]), ({ method, path }) => {
        if (method === "POST" && path === "/api/home-comments/reply/c1") return [200, answered];
        if (path === "/api/home-comments/reply/c1?after=after-2") {
          return [200, { comments: [reply("r3", "ann", "Reply 3"), reply("r4", "janedoe", "My answer")], nextCursor: null }];
        }
        return undefined;
      }),
    );
    renderWithApp(<HomeCommentsSection />);
    const userActions = userEvent.setup();
    expect(await screen.findByRole("button", { name: "Show 1 more reply" })).toBeInTheDocument();
    await userActions.click(screen.getByRole("button", { name: "Reply" }));
    await userActions.type(screen.getByLabelText("Your reply"), "My answer");
    await userActions.click(screen.getByRole("button", { name: "Send reply" }));
    const replies = await screen.findByRole("list", { name: "Replies to sam" });
    await waitFor(() => expect(within(replies).getAllByRole("article")).toHaveLength(4));
    expect(replies).toHaveTextContent("My answer");
    expect(screen.queryByRole("button", { name: /more repl/ })).not.toBeInTheDocument();
  });

  it("lets the owner delete any comment or reply after the spec's question", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = stubApi(
      answers(
        signIn(user({ username: "owner", isOwner: true })),
        listed([comment({ replies: [reply("r1", "ann", "A reply")], replyCount: 1 })]),
        ({ method, path }) => {
          if (method === "DELETE" && path === "/api/home-comments/reply/c1/r1") return [200, [comment({})]];
          if (method === "DELETE" && path === "/api/home-comments/c1") return [500, { success: false, message: "Boom" }];
          return undefined;
        },
      ),
    );
    renderWithApp(<HomeCommentsSection />);
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole("button", { name: "Delete reply" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this comment?");
    expect(await screen.findByText("Reply deleted!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("A reply")).not.toBeInTheDocument());

    await userActions.click(screen.getByRole("button", { name: "Delete comment" }));
    expect(await screen.findByText("Error deleting comment")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(2);
  });

  it("still says how a delete went when the entry left the list before the answer came", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const withReply = comment({ replies: [reply("r1", "ann", "A reply")], replyCount: 1 });
    stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), listed([withReply]), ({ method, path }) => {
        if (method === "DELETE" && path === "/api/home-comments/reply/c1/r1") return [200, [comment({})]];
        if (method === "DELETE" && path === "/api/home-comments/c1") return [500, { success: false, message: "Boom" }];
        return undefined;
      }),
    );
    const held = holdAnswers(({ method }) => method === "DELETE");
    const queryClient = renderWithApp(<HomeCommentsSection />);
    const userActions = userEvent.setup();
    const { queryKey } = homeCommentsQueryOptions();

    await userActions.click(await screen.findByRole("button", { name: "Delete reply" }));
    // Another answer (a refresh, another call) takes the reply away while its delete is on its way.
    queryClient.setQueryData(queryKey, [comment({})]);
    await waitFor(() => expect(screen.queryByText("A reply")).not.toBeInTheDocument());
    await held.release("DELETE", "/api/home-comments/reply/c1/r1");
    expect(await screen.findByText("Reply deleted!")).toBeInTheDocument();

    await userActions.click(screen.getByRole("button", { name: "Delete comment" }));
    queryClient.setQueryData(queryKey, []);
    expect(await screen.findByText("No comments yet.")).toBeInTheDocument();
    await held.release("DELETE", "/api/home-comments/c1");
    expect(await screen.findByText("Error deleting comment")).toBeInTheDocument();
  });

  it("sends nothing when the question is declined", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(false);
    const calls = stubApi(answers(signIn(user()), listed([comment({ username: "janedoe" })])));
    renderWithApp(<HomeCommentsSection />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Delete comment" }));
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(0);
  });
});
