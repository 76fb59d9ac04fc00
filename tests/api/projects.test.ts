import { describe, expect, it } from "vitest";
import { DEMO_TOOL_TITLES, LIST_PAGE, PROJECT_CATEGORIES } from "@contract/limits";
import { projectListSchema, projectSchema, type ProjectSummary } from "@contract/projects";
import { listAll } from "../support/items";
import { callSite } from "../support/stack";

/** Every project, page after page, as cards matching the contract. */
const listProjects = async () => projectListSchema.parse(await listAll<ProjectSummary>("projects"));

describe("GET /api/projects", () => {
  it("answers the first page of cards matching the contract, newest first", async () => {
    const answer = await callSite("/api/projects");
    expect(answer.status).toBe(200);
    const projects = projectListSchema.parse(answer.body);
    expect(projects).toHaveLength(LIST_PAGE.defaultSize);
    const dates = projects.map((project) => project.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("has several demo projects in every category and one per demo tool", async () => {
    const projects = await listProjects();
    for (const category of PROJECT_CATEGORIES) {
      expect(projects.filter((project) => project.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    for (const title of DEMO_TOOL_TITLES) {
      expect(projects.filter((project) => project.title === title), title).toHaveLength(1);
    }
  });

  it("points at images that the Storage emulator serves", async () => {
    // A seeded project with its header image: other test files publish projects without one beside this test.
    const project = (await listProjects()).find((each) => each.headerImg);
    const image = await fetch(project!.headerImg);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  });

  it("leaves comments out of the list so it stays small", async () => {
    const answer = await callSite<Record<string, unknown>[]>("/api/projects");
    for (const card of answer.body) expect(card).not.toHaveProperty("comments");
  });
});

describe("GET /api/projects/{id}", () => {
  it("answers the whole project with its comments, oldest first", async () => {
    const lifeTimer = (await listProjects()).find((project) => project.title === "Life Timer");
    const answer = await callSite(`/api/projects/${lifeTimer?._id}`);
    expect(answer.status).toBe(200);
    const project = projectSchema.parse(answer.body);
    expect(project.title).toBe("Life Timer");
    expect(project.likedByMe).toBe(false);
    expect(project.commentCount).toBe(project.comments.length);
    expect(project.comments.length).toBeGreaterThanOrEqual(2);
    const dates = project.comments.map((comment) => comment.createdAt);
    expect([...dates].sort()).toEqual(dates);
    expect(JSON.stringify(answer.body)).not.toMatch(/@devfolio\.test|"uid"|"email"/);
  });

  it("answers 404 JSON for an unknown project", async () => {
    const answer = await callSite("/api/projects/doesNotExist123");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: "Project not found" });
  });

  it("answers 404, never 5xx, for ids that are not document ids", async () => {
    // (A malformed escape such as %E0%A4%A is refused by the Hosting emulator before it reaches the function.)
    for (const id of ["..", "a%2Fb", "%24%7Bid%7D", "x".repeat(300)]) {
      const answer = await callSite(`/api/projects/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body, id).toMatchObject({ success: false });
    }
  });
});
