// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { FediverseFollower } from "@contract/fediverse-schemas";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, renderWithApp, signIn, stubApi, user, type Answer } from "@/testing/app-harness";
import { PeoplePage } from "./people-page";

const follower = (n: number, overrides: Partial<FediverseFollower> = {}): FediverseFollower => ({
  name: `Follower ${n}`,
  handle: `@f${n}@mastodon.example`,
  url: `https://mastodon.example/@f${n}`,
  avatar: "",
  server: "mastodon.example",
  followedAt: "2026-05-01T10:00:00.000Z",
  ...overrides,
});

const owner = user({ username: "alexmorgan", isOwner: true });
const HANDLE = "@alexmorgan@devfolio.example";

const followers: Answer = ({ path }) => {
  if (path === "/api/fediverse/followers") return [200, { handle: HANDLE, total: 2, followers: [follower(1)], nextCursor: "c1" }];
  if (path === "/api/fediverse/followers?after=c1") return [200, { handle: HANDLE, total: 2, followers: [follower(2)], nextCursor: null }];
  return undefined;
};
const blocked = (domains: string[]): Answer => ({ method, path }) =>
  method === "GET" && path === "/api/fediverse/blocked-domains" ? [200, { domains }] : undefined;

const settings = (stored = { quotePolicy: "anyone", bridgeToBluesky: false }): Answer => ({ method, path, body }) => {
  if (path !== "/api/fediverse/settings") return undefined;
  return method === "PUT" ? [200, body] : [200, stored];
};

describe("PeoplePage", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("tells a member plainly that it is not for them, and asks for nothing owner-only", async () => {
    const calls = stubApi(signIn(user()));
    renderWithApp(<PeoplePage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Not authorized" })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/profile"]);
  });

  it("shows the owner the handle to copy, the count and the followers, page after page", async () => {
    stubApi(answers(signIn(owner), followers, blocked([]), settings()));
    renderWithApp(<PeoplePage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Fediverse followers" })).toBeInTheDocument();
    expect(await screen.findByText(HANDLE)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "2 followers" })).toBeInTheDocument();

    // user-event stands in for the clipboard.
    const userActions = userEvent.setup();
    await userActions.click(screen.getByRole("button", { name: "Copy your fediverse handle" }));
    expect(await navigator.clipboard.readText()).toBe(HANDLE);
    expect(screen.getByRole("button", { name: "Copy your fediverse handle" })).toHaveTextContent("Copied");

    const list = screen.getByRole("list", { name: "Followers" });
    const link = within(list).getByRole("link", { name: "@f1@mastodon.example" });
    expect(link).toHaveAttribute("href", "https://mastodon.example/@f1");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(within(list).getByText("Follower 1")).toBeInTheDocument();
    expect(within(list).getByText("via mastodon.example")).toBeInTheDocument();
    expect(within(list).getByText("May 1, 2026")).toBeInTheDocument();

    await userActions.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByText("Follower 2")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("saves the blocked domains, one a line, and shows the list as stored", async () => {
    const calls = stubApi(
      answers(signIn(owner), followers, blocked(["spam.example"]), settings(), ({ method, path, body }) =>
        method === "PUT" && path === "/api/fediverse/blocked-domains"
          ? [200, { domains: [...(body as { domains: string[] }).domains].map((domain) => domain.toLowerCase()).sort() }]
          : undefined,
      ),
    );
    renderWithApp(<PeoplePage />);
    const box = await screen.findByRole("textbox", { name: "Domains, one per line" });
    expect(box).toHaveValue("spam.example");
    const userActions = userEvent.setup();
    await userActions.type(box, "\n\n  Bad.Example  \n");
    await userActions.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved: 2 blocked.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ domains: ["spam.example", "Bad.Example"] });
    expect(box).toHaveValue("bad.example\nspam.example");
  });

  it("shows the server's message beside the box when a domain is refused", async () => {
    stubApi(
      answers(signIn(owner), followers, blocked([]), settings(), ({ method }) =>
        method === "PUT"
          ? [
              400,
              {
                success: false,
                message: "Each blocked domain must be a domain name like mastodon.example.",
                errors: { domains: "Each blocked domain must be a domain name like mastodon.example." },
              },
            ]
          : undefined,
      ),
    );
    renderWithApp(<PeoplePage />);
    const box = await screen.findByRole("textbox", { name: "Domains, one per line" });
    const userActions = userEvent.setup();
    await userActions.type(box, "not a domain");
    await userActions.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Each blocked domain must be a domain name like mastodon.example.");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveValue("not a domain");
  });

  it("saves who may quote and the bridge to Bluesky, starting from what is stored", async () => {
    const calls = stubApi(answers(signIn(owner), followers, blocked([]), settings({ quotePolicy: "nobody", bridgeToBluesky: false })));
    renderWithApp(<PeoplePage />);
    const section = await screen.findByRole("region", { name: "Quotes and Bluesky" });
    const nobody = await within(section).findByRole("radio", { name: /^Nobody/ });
    expect(nobody).toBeChecked();
    const bridge = within(section).getByRole("checkbox", { name: "Bridge to Bluesky through Bridgy Fed" });
    expect(bridge).not.toBeChecked();
    expect(bridge).toHaveAccessibleDescription(/follow @bsky\.brid\.gy@bsky\.brid\.gy/);

    const userActions = userEvent.setup();
    await userActions.click(within(section).getByRole("radio", { name: /^Anyone/ }));
    await userActions.click(bridge);
    await userActions.click(within(section).getByRole("button", { name: "Save settings" }));
    expect(await within(section).findByText("Saved: the site is bridged to Bluesky.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/fediverse/settings",
      body: { quotePolicy: "anyone", bridgeToBluesky: true },
    });
  });

  it("says so when the settings cannot be saved, keeping the choice made", async () => {
    stubApi(
      answers(signIn(owner), followers, blocked([]), ({ method, path }) => {
        if (path !== "/api/fediverse/settings") return undefined;
        return method === "PUT"
          ? [400, { success: false, message: "Who may quote is one of anyone, nobody.", errors: { quotePolicy: "Who may quote is one of anyone, nobody." } }]
          : [200, { quotePolicy: "anyone", bridgeToBluesky: false }];
      }),
    );
    renderWithApp(<PeoplePage />);
    const section = await screen.findByRole("region", { name: "Quotes and Bluesky" });
    const userActions = userEvent.setup();
    await userActions.click(await within(section).findByRole("radio", { name: /^Nobody/ }));
    await userActions.click(within(section).getByRole("button", { name: "Save settings" }));
    expect(await within(section).findByText("Who may quote is one of anyone, nobody.")).toBeInTheDocument();
    expect(within(section).getByRole("radio", { name: /^Nobody/ })).toBeChecked();
  });
});
