import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HydrateLater } from "./hydrate-later";

describe("HydrateLater", () => {
  it("renders its part at once when the page is not being hydrated", () => {
    render(
      <HydrateLater>
        <section aria-label="Later">Below the fold</section>
      </HydrateLater>,
    );
    expect(screen.getByRole("region", { name: "Later" }).textContent).toBe("Below the fold");
  });
});
