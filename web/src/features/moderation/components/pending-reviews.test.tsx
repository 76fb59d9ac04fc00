// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Review } from "@contract/community";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moderationSummaryQueryOptions } from "@/lib/data/moderation-queries";
import { answers, holdAnswers, renderWithApp, signIn, stubApi, user, type Answer } from "@/testing/app-harness";
import { PendingReviews } from "./pending-reviews";

function review(overrides: Partial<Review>): Review {
  return {
    _id: "r1",
    username: "sam",
    profileImage: "",
    rating: 5,
    text: "Please approve me",
    status: "pending",
    createdAt: "2024-05-01T10:00:00.000Z",
    ...overrides,
  };
}

const owner = user({ username: "owner", isOwner: true });
const listed = (reviews: Review[]): Answer => ({ method, path }) =>
  method === "GET" && path === "/api/reviews" ? [200, reviews] : undefined;

describe("PendingReviews", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows nothing to anybody but the owner", async () => {
    const calls = stubApi(answers(signIn(user()), listed([review({})])));
    renderWithApp(<PendingReviews />);
    await waitFor(() => expect(calls.some((call) => call.path === "/api/profile")).toBe(true));
    expect(screen.queryByRole("heading", { name: /Pending reviews/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/reviews")).toBe(false);
  });

  it("lets the owner approve a pending review: the list is the answer, and the count is asked again", async () => {
    const calls = stubApi(
      answers(signIn(owner), listed([review({}), review({ _id: "r2", status: "approved", text: "Already public" })]), ({ method, path }) =>
        method === "PUT" && path === "/api/reviews/approve/r1" ? [200, [review({ status: "approved" })]] : undefined,
      ),
    );
    const queryClient = renderWithApp(<PendingReviews />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const panel = await screen.findByRole("region", { name: "Pending reviews (1)" });
    expect(within(panel).queryByText("Already public")).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole("button", { name: "Approve review by sam" }));
    expect(await screen.findByText("Review approved")).toBeInTheDocument();
    expect(await screen.findByText("No reviews waiting.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: moderationSummaryQueryOptions().queryKey });
  });

  it("deletes a review, and says so when it fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = false;
    stubApi(
      answers(signIn(owner), listed([review({}), review({ _id: "r2", username: "ann", text: "Spam" })]), ({ method, path }) => {
        if (method !== "DELETE") return undefined;
        if (fail) return [500, { success: false, message: "Boom" }];
        return path === "/api/reviews/r2" ? [200, [review({})]] : undefined;
      }),
    );
    renderWithApp(<PendingReviews />);
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole("button", { name: "Delete review by ann" }));
    expect(await screen.findByText("Review deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Spam")).not.toBeInTheDocument());
    fail = true;
    await userActions.click(screen.getByRole("button", { name: "Delete review by sam" }));
    expect(await screen.findByText("Error deleting review")).toBeInTheDocument();
    expect(screen.getByText("Please approve me")).toBeInTheDocument();
  });

  it("gives each of two overlapping approvals its own toast, and keeps each review busy until its own answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi(
      answers(signIn(owner), listed([review({}), review({ _id: "r2", username: "ann", text: "Also good" })]), ({ method, path }) => {
        if (method === "PUT" && path === "/api/reviews/approve/r1") return [500, { success: false, message: "Boom" }];
        if (method === "PUT" && path === "/api/reviews/approve/r2") return [200, [review({}), review({ _id: "r2", status: "approved" })]];
        return undefined;
      }),
    );
    const held = holdAnswers(({ method }) => method === "PUT");
    renderWithApp(<PendingReviews />);
    const userActions = userEvent.setup();
    const approveSam = await screen.findByRole("button", { name: "Approve review by sam" });
    await userActions.click(approveSam);
    await userActions.click(screen.getByRole("button", { name: "Approve review by ann" }));
    // The second approval does not free the first review's buttons.
    expect(approveSam).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete review by sam" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Approve review by ann" })).toBeDisabled();

    await held.release("PUT", "/api/reviews/approve/r2");
    expect(await screen.findByText("Review approved")).toBeInTheDocument();
    expect(approveSam).toBeDisabled();
    await held.release("PUT", "/api/reviews/approve/r1");
    expect(await screen.findByText("Error approving review")).toBeInTheDocument();
    await waitFor(() => expect(approveSam).toBeEnabled());
    expect(screen.getByRole("region", { name: "Pending reviews (1)" })).toHaveTextContent("Please approve me");
  });

  it("lists published reviews with Delete only, so one approved by mistake can still go", async () => {
    stubApi(
      answers(signIn(owner), listed([review({}), review({ _id: "r2", status: "approved", text: "Approved spam" })]), ({ method, path }) =>
        method === "DELETE" && path === "/api/reviews/r2" ? [200, [review({})]] : undefined,
      ),
    );
    renderWithApp(<PendingReviews status="approved" />);
    const panel = await screen.findByRole("region", { name: "Published reviews (1)" });
    expect(within(panel).queryByText("Please approve me")).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole("button", { name: "Delete review by sam" }));
    expect(await screen.findByText("Review deleted")).toBeInTheDocument();
    expect(await screen.findByText("No published reviews.")).toBeInTheDocument();
  });
});
