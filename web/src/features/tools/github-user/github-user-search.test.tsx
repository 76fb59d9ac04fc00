import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import GitHubUserSearch from "./github-user-search";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mona = {
  avatar_url: "https://avatars.githubusercontent.com/u/1?v=4",
  name: "Mona Lisa",
  login: "mona",
  html_url: "https://github.com/mona",
  bio: "Octocat's friend.",
  followers: 12345,
  following: 7,
  public_repos: 42,
};

function renderSearch() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GitHubUserSearch />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function search(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(screen.getByLabelText("GitHub username"));
  if (name) await user.type(screen.getByLabelText("GitHub username"), name);
  await user.click(screen.getByRole("button", { name: "Search" }));
}

describe("GitHubUserSearch", () => {
  it("goes from idle to loading to the profile", async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const user = renderSearch();
    expect(screen.getByText("Type a username and press Search.")).toBeInTheDocument();

    await search(user, "mona");
    expect(await screen.findByRole("status")).toHaveTextContent("Searching GitHub...");
    release(new Response(JSON.stringify(mona), { status: 200 }));

    expect(await screen.findByRole("heading", { name: "Mona Lisa" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "@mona" })).toHaveAttribute("href", "https://github.com/mona");
    expect(screen.getByRole("img", { name: "mona's avatar" })).toBeInTheDocument();
    expect(screen.getByText("Octocat's friend.")).toBeInTheDocument();
    expect(screen.getByText("12,345")).toBeInTheDocument();
    expect(screen.getByText("42")).toBeInTheDocument();
  });

  it("checks the name before calling GitHub", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = renderSearch();
    await search(user, "");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a GitHub username.");
    await search(user, "not a name");
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid Username! Please try again.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says an unknown user is invalid, and a rate limit is a rate limit", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 404 })),
    );
    const user = renderSearch();
    await search(user, "nobody-here");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid Username! Please try again.");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 429 })),
    );
    await search(user, "mona");
    expect(await screen.findByText(/limit has been reached\. Please try again later\./)).toBeInTheDocument();
  });
});
