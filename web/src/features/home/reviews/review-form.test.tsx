// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Review } from "@contract/community";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReviewForm } from "./review-form";
import { answers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";

const review: Review = {
  _id: "r1",
  username: "janedoe",
  profileImage: "",
  rating: 4,
  text: "Lovely",
  status: "approved",
  createdAt: "2024-05-01T10:00:00.000Z",
};

describe("ReviewForm", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("tells a guest to log in and sends nothing", async () => {
    const calls = stubApi(() => undefined);
    renderWithApp(<ReviewForm />);
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole("radio", { name: "5 stars" }));
    await userActions.type(screen.getByLabelText("Your review"), "Great");
    await userActions.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("You must be logged in to submit a review!")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("asks for a rating and a text beside the fields before sending", async () => {
    const calls = stubApi(signIn(user()));
    renderWithApp(<ReviewForm />);
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Rating is required.")).toBeInTheDocument();
    expect(screen.getByText("Review text is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your review")).toHaveAttribute("aria-invalid", "true");
    // The keyboard lands on the first field with a message.
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("is chosen by keyboard, limited in length, and sends the rating and text", async () => {
    const calls = stubApi(
      answers(signIn(user()), ({ method, path }) => (method === "POST" && path === "/api/reviews" ? [200, [review]] : undefined)),
    );
    renderWithApp(<ReviewForm />);
    const userActions = userEvent.setup();
    expect(await screen.findByRole("group", { name: "Rating" })).toBeInTheDocument();
    expect(screen.getByLabelText("Your review")).toHaveAttribute("maxLength", "2000");

    await userActions.click(screen.getByRole("radio", { name: "2 stars" }));
    await userActions.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await userActions.type(screen.getByLabelText("Your review"), "  Really nice site  ");
    await userActions.click(screen.getByRole("button", { name: "Submit review" }));

    expect(await screen.findByText("Review submitted and pending approval.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ rating: 4, text: "Really nice site" });
    await waitFor(() => expect(screen.getByLabelText("Your review")).toHaveValue(""));
    expect(screen.getByRole("radio", { name: "4 stars" })).not.toBeChecked();
  });

  it("shows the server's field messages beside the fields", async () => {
    stubApi(
      answers(signIn(user()), ({ method }) =>
        method === "POST" ? [400, { success: false, message: "Invalid input.", errors: { text: "Reviews are limited to 2000 characters." } }] : undefined,
      ),
    );
    renderWithApp(<ReviewForm />);
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole("radio", { name: "3 stars" }));
    await userActions.type(screen.getByLabelText("Your review"), "Hello");
    await userActions.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Error submitting review.")).toBeInTheDocument();
    expect(screen.getByText("Reviews are limited to 2000 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your review")).toHaveAttribute("aria-invalid", "true");
  });

  it("says how long to wait when the server rate-limits", async () => {
    const wait = "You have posted the most reviews allowed for today. Please try again in 23 hours.";
    stubApi(answers(signIn(user()), ({ method }) => (method === "POST" ? [429, { success: false, message: wait }] : undefined)));
    renderWithApp(<ReviewForm />);
    const userActions = userEvent.setup();
    await userActions.click(await screen.findByRole("radio", { name: "5 stars" }));
    await userActions.type(screen.getByLabelText("Your review"), "Again");
    await userActions.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Error submitting review.")).toBeInTheDocument();
    expect(screen.getByText(wait)).toBeInTheDocument();
    // The text stays, to send later.
    expect(screen.getByLabelText("Your review")).toHaveValue("Again");
  });
});
