import { describe, expect, it } from "vitest";
import { repointImage } from "./entry-media";

describe("pointing a body's image elsewhere", () => {
  const body = "Before\n\n![A chart](zip:posts/chart.png)\n\n![](zip:posts/chart.png \"t\")\n\n[not an image](zip:posts/chart.png)";

  it("points each image at its stored copy, giving a description to one without", () => {
    expect(repointImage(body, "zip:posts/chart.png", { url: "https://store/x.webp", alt: "Image from [Post]" })).toBe(
      "Before\n\n![A chart](https://store/x.webp)\n\n![Image from \\[Post\\]](https://store/x.webp \"t\")\n\n[not an image](zip:posts/chart.png)",
    );
  });

  it("makes an image that could not be brought in a link to where it was", () => {
    expect(repointImage("![Gone](https://old.example/a.png)", "https://old.example/a.png", { link: true })).toBe("[Gone](https://old.example/a.png)");
  });
});
