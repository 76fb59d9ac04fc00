// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { LOGIN_UNCONFIRMED_MESSAGE } from "@contract/account-rules";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "@/api/client";
import { LoginError } from "./login-screen";

afterEach(cleanup);
// jsdom has no layout, and the router restores scroll on every render.
beforeEach(() => void vi.spyOn(window, "scrollTo").mockImplementation(() => {}));

// A one-route router: enough for <Link> to build its address, nothing of the real app.
function renderError(error: unknown, email = "ada@example.com") {
  const rootRoute = createRootRoute({ component: () => <LoginError error={error} email={email} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
  render(<RouterProvider router={router} />);
}

describe("LoginError", () => {
  it("shows the server's message as it is", async () => {
    renderError(new ApiError(401, "Invalid email or password."));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password.");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("turns the unconfirmed-email message into a link to confirm that email", async () => {
    expect(LOGIN_UNCONFIRMED_MESSAGE).toBe("Please confirm your email before logging in.");
    renderError(new ApiError(403, LOGIN_UNCONFIRMED_MESSAGE), "ada+test@example.com");
    const link = await screen.findByRole("link", { name: LOGIN_UNCONFIRMED_MESSAGE });
    const href = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(href.pathname).toBe("/confirm");
    expect(href.searchParams.get("email")).toBe("ada+test@example.com");
  });

  it("shows the generic message when the server cannot be reached", async () => {
    renderError(new NetworkError(new TypeError("Failed to fetch")));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  });
});
