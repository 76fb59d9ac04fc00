import { describe, expect, it } from "vitest";
import { useBrowser, visit } from "./browser";

const session = useBrowser();

describe("the home page", () => {
  it("has the title, meta description and every section anchor", async () => {
    const page = await session.newPage();
    await visit(page, "/");
    await expect.poll(() => page.title()).toBe("DevFolio | Home");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    for (const id of ["about", "projects", "blogs", "reviews", "reports", "contact", "comments"]) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    expect(await page.getByRole("link", { name: /projects/i }).first().getAttribute("href")).toBeTruthy();
  });

  it("types the hero texts one character at a time", async () => {
    const page = await session.newPage();
    await visit(page, "/");
    const typed = page.locator(".hero__typed span").first();
    // The typing starts once the hero has hydrated, which a busy machine may put after the app is ready.
    await expect.poll(() => typed.textContent(), { timeout: 5000 }).not.toBe("");
    const first = await typed.textContent();
    // A finished text holds for 2.5 s before the next one starts, so give it longer than that to move on.
    await expect.poll(() => typed.textContent(), { timeout: 5000 }).not.toBe(first);
  });

  it("shows approved reviews on the wall in up to four columns", async () => {
    const page = await session.newPage({ width: 1600, height: 900 });
    await visit(page, "/");
    await page.getByRole("img", { name: /Rated \d out of 5/ }).first().waitFor();
    await expect.poll(() => page.getByRole("img", { name: /Rated \d out of 5/ }).count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.getByText("Would love more Python projects.").count()).toBe(0);
    const columns = await page
      .locator("#reviews .review-grid")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBeGreaterThanOrEqual(1);
    expect(columns).toBeLessThanOrEqual(4);
  });

  it("hides the up button near the top and the down button near the bottom", async () => {
    const page = await session.newPage({ width: 1280, height: 700 });
    await visit(page, "/");
    // A hidden button leaves the accessibility tree, so these are found by their title.
    const up = page.locator(`button[title="Scroll to top"]`);
    const down = page.locator(`button[title="Scroll to bottom"]`);
    // Both start hidden in the server's markup until the page has been measured, so wait for the measure.
    await expect.poll(() => down.getAttribute("data-visible")).toBe("true");
    expect(await up.getAttribute("data-visible")).toBe("false");
    await down.click();
    await expect.poll(() => up.getAttribute("data-visible"), { timeout: 8000 }).toBe("true");
    await expect.poll(() => down.getAttribute("data-visible"), { timeout: 8000 }).toBe("false");
  });
});
