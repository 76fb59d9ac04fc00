// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import committed from "../../../../../site.config.json";
import { AboutSection } from "./about-section";

afterEach(cleanup);

describe("AboutSection", () => {
  it("shows the about title, intro, paragraphs and skills", () => {
    render(<AboutSection />);
    expect(screen.getByRole("heading", { name: committed.about.title })).toBeInTheDocument();
    expect(screen.getByText(committed.about.intro)).toBeInTheDocument();
    for (const paragraph of committed.about.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    const skills = screen.getByRole("list", { name: "Skills" });
    for (const group of committed.about.skills) {
      expect(within(skills).getByRole("heading", { name: group.title })).toBeInTheDocument();
      for (const skill of group.items) expect(within(skills).getByText(skill)).toBeInTheDocument();
    }
  });
});
