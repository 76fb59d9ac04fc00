import { describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "../../contract/limits";
import { remoteText } from "./remote-text";

describe("remoteText", () => {
  it("keeps paragraphs and line breaks, drops tags and decodes entities", () => {
    expect(remoteText("<p>Hello <b>there</b> &amp; welcome</p><p>Second<br>line &#8212; &#x2713;</p>", "alex")).toBe(
      "Hello there & welcome\n\nSecond\nline — ✓",
    );
  });

  it("leaves out the leading mention of our account, which every reply starts with", () => {
    const html = '<p><span class="h-card"><a href="https://site/ap/users/alex" class="u-url mention">@<span>alex</span></a></span> Great post!</p>';
    expect(remoteText(html, "alex")).toBe("Great post!");
    expect(remoteText("<p>@alex@site.example Great post!</p>", "alex")).toBe("Great post!");
    expect(remoteText("<p>Ask @alex about it</p>", "alex")).toBe("Ask @alex about it");
  });

  it("keeps markup as text: a script tag's content is plain words, never markup", () => {
    expect(remoteText("<script>alert(1)</script><p>&lt;img src=x onerror=alert(1)&gt;</p>", "alex")).toBe(
      "alert(1)<img src=x onerror=alert(1)>",
    );
  });

  it("cuts the HTML before reading it and the text to a comment's length", () => {
    expect(remoteText(`<p>${"a".repeat(50_000)}</p>`, "alex")).toHaveLength(TEXT_LIMITS.comment);
    expect(remoteText("<".repeat(100_000), "alex").length).toBeLessThanOrEqual(TEXT_LIMITS.comment);
  });
});
