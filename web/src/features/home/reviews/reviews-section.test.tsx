// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { Review } from "@contract/community";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReviewsSection } from "./reviews-section";

function review(overrides: Partial<Review>): Review {
  return {
    _id: "r1",
    username: "janedoe",
    profileImage: "https://example.com/jane.png",
    rating: 4,
    text: "Lovely projects!",
    status: "approved",
    createdAt: "2024-05-01T10:00:00.000Z",
    ...overrides,
  };
}

function answerWith(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
  );
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReviewsSection />
    </QueryClientProvider>,
  );
}

describe("ReviewsSection", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the first twelve approved reviews, and folds the rest under a count of them", async () => {
    answerWith(
      200,
      Array.from({ length: 15 }, (_, index) => review({ _id: `r${index}`, text: `Review ${index}`, status: index === 3 ? "pending" : "approved" })),
    );
    renderSection();

    const shown = await screen.findByRole("list", { name: "Reviews" });
    expect(within(shown).getAllByRole("article")).toHaveLength(12);
    const folded = screen.getByText("Show 2 more reviews").closest("details")!;
    expect(folded).not.toHaveAttribute("open");
    const rest = within(folded).getByRole("list", { hidden: true });
    expect(within(rest).getAllByRole("article", { hidden: true }).map((card) => card.textContent)).toEqual([
      expect.stringContaining("Review 13"),
      expect.stringContaining("Review 14"),
    ]);
  });

  it("has no fold when every review fits", async () => {
    answerWith(200, Array.from({ length: 12 }, (_, index) => review({ _id: `r${index}` })));
    renderSection();
    expect(within(await screen.findByRole("list", { name: "Reviews" })).getAllByRole("article")).toHaveLength(12);
    expect(screen.queryByText(/more review/)).not.toBeInTheDocument();
  });

  it("shows the approved reviews with name, stars, text and a default avatar fallback", async () => {
    answerWith(200, [
      review({}),
      review({ _id: "r2", username: "sam", rating: 5, text: "Great site", profileImage: "" }),
      review({ _id: "r3", username: "pending-pete", status: "pending" }),
    ]);
    renderSection();

    expect(screen.getByRole("heading", { level: 2, name: "Reviews" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");

    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole("heading", { name: "janedoe" })).toBeInTheDocument();
    expect(first.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(first.getByText("Lovely projects!")).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    expect(cards[1]!.querySelector("img.avatar")).toHaveAttribute("src", "/images/default-avatar.svg");
    expect(screen.queryByText("pending-pete")).not.toBeInTheDocument();
  });

  it("says so when there are no reviews yet", async () => {
    answerWith(200, [review({ status: "pending" })]);
    renderSection();
    expect(await screen.findByText("No reviews yet.")).toBeInTheDocument();
  });

  it("shows an error when the reviews cannot be loaded", async () => {
    answerWith(500, { success: false, message: "Boom" });
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error fetching reviews");
  });
});
