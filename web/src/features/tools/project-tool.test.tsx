import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProjectTool } from "./project-tool";

afterEach(cleanup);

describe("ProjectTool", () => {
  it("loads the tool named by the project's exact title", async () => {
    render(<ProjectTool projectTitle="Life Timer" />);
    expect(screen.getByRole("heading", { name: "Try it live" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Date of birth")).toBeInTheDocument();
  });

  it("shows nothing for other projects, or a title that only looks like a tool's", () => {
    for (const projectTitle of ["Weather CLI", "life timer", "Life Timer ", "QR Code Generator 2"]) {
      const { container } = render(<ProjectTool projectTitle={projectTitle} />);
      expect(container).toBeEmptyDOMElement();
      cleanup();
    }
  });
});
