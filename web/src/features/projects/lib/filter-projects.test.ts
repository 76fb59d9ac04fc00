import { describe, expect, it } from "vitest";
import type { ProjectSummary } from "@contract/projects";
import { filterProjects } from "./filter-projects";

const card = (title: string, category: ProjectSummary["category"], technologiesUsed: string[] = []): ProjectSummary => ({
  _id: title,
  title,
  shortDescription: `${title} description`,
  shortFeature1: "",
  shortFeature2: "",
  shortFeature3: "",
  description: "",
  variants: {},
  technologiesUsed,
  keyFeatures: [],
  codeSnippet: "",
  githubLink: "",
  category,
  headerImg: "",
  additionalImg1: "",
  additionalImg2: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  likeCount: 0,
  commentCount: 0,
});

const projects = [card("Life Timer", "Simple", ["React"]), card("Weather CLI", "Python", ["Click"])];

describe("filterProjects", () => {
  it("matches title, description or technology, ignoring case", () => {
    expect(filterProjects(projects, "  LIFE ", "All").map((p) => p.title)).toEqual(["Life Timer"]);
    expect(filterProjects(projects, "click", "All").map((p) => p.title)).toEqual(["Weather CLI"]);
  });

  it("keeps only the chosen category", () => {
    expect(filterProjects(projects, "", "Python").map((p) => p.title)).toEqual(["Weather CLI"]);
    expect(filterProjects(projects, "life", "Python")).toEqual([]);
  });
});
