// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { FediverseReply } from "@contract/fediverse-schemas";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moderationSummaryQueryOptions } from "@/lib/data/moderation-queries";
import { answers, renderWithApp, signIn, stubApi, user, type Answer } from "@/testing/app-harness";
import { FediverseReplies } from "./fediverse-replies";

function reply(overrides: Partial<FediverseReply> = {}): FediverseReply {
  return {
    _id: "r1",
    kind: "articles",
    itemId: "a1",
    itemTitle: "On testing",
    text: "<script>alert(1)</script> Nice post!",
    url: "https://mastodon.example/@bob/1",
    status: "pending",
    createdAt: "2026-05-01T10:00:00.000Z",
    author: { name: "Bob", handle: "@bob@mastodon.example", url: "https://mastodon.example/@bob", avatar: "https://mastodon.example/bob.png", server: "mastodon.example" },
    audience: "public",
    contentWarning: "",
    sensitive: false,
    answer: null,
    images: [],
    ...overrides,
  };
}

const owner = user({ username: "owner", isOwner: true });
const listed = (replies: FediverseReply[], nextCursor: string | null = null): Answer => ({ method, path }) =>
  method === "GET" && path === "/api/fediverse/replies" ? [200, { replies, nextCursor }] : undefined;

describe("FediverseReplies", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows nothing to anybody but the owner, and asks for nothing", async () => {
    const calls = stubApi(answers(signIn(user()), listed([reply()])));
    renderWithApp(<FediverseReplies />);
    await waitFor(() => expect(calls.some((call) => call.path === "/api/profile")).toBe(true));
    expect(screen.queryByRole("heading", { name: /Fediverse replies/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith("/api/fediverse"))).toBe(false);
  });

  it("lists each waiting reply: who wrote it and from where, its text as plain text, the item, the time", async () => {
    const http = reply({ _id: "r2", author: { ...reply().author, handle: "@ann@insecure.example", name: "Ann", avatar: "http://insecure.example/ann.png", url: "javascript:alert(1)" } });
    stubApi(answers(signIn(owner), listed([reply(), http])));
    renderWithApp(<FediverseReplies />);
    const panel = await screen.findByRole("region", { name: "Fediverse replies (2)" });
    const [first, second] = within(panel).getAllByRole("article");
    const handle = within(first!).getByRole("link", { name: "@bob@mastodon.example" });
    expect(handle).toHaveAttribute("href", "https://mastodon.example/@bob");
    expect(handle).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(within(first!).getByText("Bob")).toBeInTheDocument();
    expect(within(first!).getByText("via mastodon.example")).toBeInTheDocument();
    expect(within(first!).getByText("<script>alert(1)</script> Nice post!")).toBeInTheDocument();
    expect(first!.querySelector("script")).toBeNull();
    expect(within(first!).getByRole("link", { name: "On testing" })).toHaveAttribute("href", "/articles/a1");
    expect(first!.querySelector("time")).toHaveAttribute("dateTime", "2026-05-01T10:00:00.000Z");
    expect(first!.querySelector("img")).toHaveAttribute("src", "https://mastodon.example/bob.png");
    // Another server's http avatar and javascript: profile are not used.
    expect(second!.querySelector("img")).toHaveAttribute("src", "/images/default-avatar.svg");
    expect(within(second!).queryByRole("link", { name: "@ann@insecure.example" })).not.toBeInTheDocument();
    expect(within(second!).getByText("@ann@insecure.example")).toBeInTheDocument();
  });

  it("approves a reply: it leaves the list, the owner is told, and the count is asked again", async () => {
    const calls = stubApi(
      answers(signIn(owner), listed([reply()]), ({ method, path }) =>
        method === "PUT" && path === "/api/fediverse/replies/r1/approve" ? [200, { success: true, message: "The reply was approved." }] : undefined,
      ),
    );
    const queryClient = renderWithApp(<FediverseReplies />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Approve reply by @bob@mastodon.example" }));
    expect(await screen.findByText("Reply approved")).toBeInTheDocument();
    expect(await screen.findByText("No fediverse replies waiting.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: moderationSummaryQueryOptions().queryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["articles", "a1"] });
  });

  it("deletes a reply, and keeps it when the call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    stubApi(
      answers(signIn(owner), listed([reply()]), ({ method, path }) => {
        if (method !== "DELETE" || path !== "/api/fediverse/replies/r1") return undefined;
        return fail ? [500, { success: false, message: "Boom" }] : [200, { success: true, message: "The reply was deleted." }];
      }),
    );
    renderWithApp(<FediverseReplies />);
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole("button", { name: "Delete reply by @bob@mastodon.example" }));
    expect(await screen.findByText("Error deleting reply")).toBeInTheDocument();
    expect(screen.getByText(/Nice post!/)).toBeInTheDocument();
    fail = false;
    await userActions.click(screen.getByRole("button", { name: "Delete reply by @bob@mastodon.example" }));
    expect(await screen.findByText("Reply deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Nice post!/)).not.toBeInTheDocument());
  });

  it("labels every reply's audience, and offers a private one no Approve but a private answer", async () => {
    const calls = stubApi(
      answers(
        signIn(owner),
        listed([
          reply(),
          reply({ _id: "r2", audience: "unlisted", text: "Quiet" }),
          reply({ _id: "r3", audience: "followers", text: "For followers", author: { ...reply().author, handle: "@cy@mastodon.example" } }),
          reply({ _id: "r4", audience: "direct", text: "Just between us", author: { ...reply().author, handle: "@di@mastodon.example" } }),
        ]),
        ({ method, path }) => (method === "POST" && path === "/api/fediverse/replies/r4/answer" ? [200, { success: true, message: "Your private answer was sent." }] : undefined),
      ),
    );
    renderWithApp(<FediverseReplies />);
    const panel = await screen.findByRole("region", { name: "Fediverse replies (4)" });
    const [open, quiet, followers, direct] = within(panel).getAllByRole("article");
    expect(within(open!).getByText("Public")).toBeInTheDocument();
    expect(within(quiet!).getByText("Unlisted")).toBeInTheDocument();
    expect(within(followers!).getByText("Followers only")).toBeInTheDocument();
    expect(within(direct!).getByText("Private mention")).toBeInTheDocument();
    expect(within(direct!).getByText(/only you see this reply/)).toBeInTheDocument();
    expect(within(open!).getByRole("button", { name: "Approve reply by @bob@mastodon.example" })).toBeInTheDocument();
    expect(within(followers!).queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(direct!).queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(open!).queryByRole("button", { name: /^Answer privately/ })).not.toBeInTheDocument();

    const userActions = userEvent.setup();
    await userActions.click(within(direct!).getByRole("button", { name: "Answer privately to @di@mastodon.example" }));
    await userActions.click(within(direct!).getByRole("button", { name: "Send private answer" }));
    expect(await within(direct!).findByText("Answer text is required.")).toBeInTheDocument();
    await userActions.type(within(direct!).getByLabelText(/Private answer to @di@mastodon.example/), "Thanks, privately");
    await userActions.click(within(direct!).getByRole("button", { name: "Send private answer" }));
    expect(await screen.findByText("Private answer sent")).toBeInTheDocument();
    expect(within(direct!).getByText("Thanks, privately")).toBeInTheDocument();
    expect(within(direct!).queryByRole("button", { name: /^Answer privately/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST" && call.path === "/api/fediverse/replies/r4/answer")).toHaveLength(1);
  });

  it("folds a reply behind its content warning, in a details element", async () => {
    stubApi(answers(signIn(owner), listed([reply({ contentWarning: "Spoilers", sensitive: true, text: "The butler did it" })])));
    renderWithApp(<FediverseReplies />);
    const summary = await screen.findByText("Spoilers");
    const details = summary.closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(within(details).getByText("The butler did it")).toBeInTheDocument();
    await userEvent.setup().click(summary);
    expect(details).toHaveAttribute("open");
  });

  it("shows an image-only reply's images with their descriptions, and no empty text", async () => {
    const images = [{ url: "https://storage.example/fediverse-media/a.jpg", alt: "A blue square" }];
    stubApi(answers(signIn(owner), listed([reply({ text: "", images })])));
    renderWithApp(<FediverseReplies />);
    const image = await screen.findByRole("img", { name: "A blue square" });
    expect(image).toHaveAttribute("src", images[0]!.url);
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("loads the next page with Load more", async () => {
    stubApi(
      answers(signIn(owner), ({ path }) => {
        if (path === "/api/fediverse/replies") return [200, { replies: [reply()], nextCursor: "c1" }];
        if (path === "/api/fediverse/replies?after=c1") return [200, { replies: [reply({ _id: "r2", text: "Second page" })], nextCursor: null }];
        return undefined;
      }),
    );
    renderWithApp(<FediverseReplies />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Second page")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Fediverse replies (2)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
