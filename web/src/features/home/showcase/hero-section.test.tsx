// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import committed from "../../../../../site.config.json";
import { renderWithApp } from "@/testing/app-harness";
import { HeroSection } from "./hero-section";

afterEach(cleanup);

describe("HeroSection", () => {
  it("shows the hero's greeting, title with the owner's name set apart, subtitle and typed lines", async () => {
    renderWithApp(<HeroSection />);
    const title = await screen.findByRole("heading", { level: 1 });
    expect(title).toHaveTextContent(committed.hero.title);
    expect(title.querySelector(".hero__name")).toHaveTextContent(committed.owner.name);
    expect(screen.getByText(committed.hero.greeting)).toBeInTheDocument();
    expect(screen.getByText(committed.hero.subtitle)).toBeInTheDocument();
    // Screen readers read every typed line at once.
    expect(screen.getByText(committed.hero.typedTexts.join(" "))).toBeInTheDocument();
  });
});
