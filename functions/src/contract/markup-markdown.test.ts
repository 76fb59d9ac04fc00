import { describe, expect, it } from "vitest";
import { markdownText, markupMarkdown } from "./markup-markdown";

describe("markupMarkdown", () => {
  it("keeps bold, links and line breaks as Markdown", () => {
    expect(markupMarkdown("Made with (React) and =https://vitejs.dev<Vite>.\\nSecond line")).toBe(
      "Made with **React** and [Vite](https://vitejs.dev/).\\\nSecond line",
    );
  });

  it("escapes what Markdown would read as marks, so text stays text", () => {
    expect(markupMarkdown("# not a heading")).toBe("\\# not a heading");
    expect(markdownText("1. not a list\n- nor this\n  > nor this")).toBe("1\\. not a list\n\\- nor this\n  \\> nor this");
    expect(markdownText("<script>alert(1)</script> *x* [a](b) `c`")).toBe("\\<script\\>alert(1)\\</script\\> \\*x\\* \\[a\\](b) \\`c\\`");
  });

  it("encodes spaces and parentheses in a link's address", () => {
    expect(markupMarkdown("=https://en.wikipedia.org/wiki/Rust_(language)<Rust>")).toBe("[Rust](https://en.wikipedia.org/wiki/Rust_%28language%29)");
  });

  it("leaves a javascript: link as the text the page shows", () => {
    // The page shows "(1)" as a bold 1, and the link as text.
    expect(markupMarkdown("=javascript:alert(1)<x>")).toBe("=javascript:alert**1**\\<x\\>");
  });
});
