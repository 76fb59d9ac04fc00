import { describe, expect, it } from "vitest";
import { normalOldPath } from "./old-links";

describe("an old address as it is kept and looked up", () => {
  it("drops the trailing slash and the case, and keeps a WordPress post number", () => {
    expect(normalOldPath("/2024/05/My-Post/")).toBe("/2024/05/my-post");
    expect(normalOldPath("/2024/05/my-post")).toBe("/2024/05/my-post");
    expect(normalOldPath("/?p=12")).toBe("/?p=12");
    expect(normalOldPath("/?page_id=7")).toBe("/?page_id=7");
    expect(normalOldPath("/blog/post/?utm_source=x")).toBe("/blog/post");
  });

  it("refuses what is no address of the site", () => {
    for (const address of ["", "/", "https://other.example/a", "//other.example/a", "relative/path", `/${"a".repeat(1_001)}`, "/?s=search"]) {
      expect(normalOldPath(address), address).toBeNull();
    }
  });
});
