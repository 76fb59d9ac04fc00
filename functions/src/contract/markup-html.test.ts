import { describe, expect, it } from "vitest";
import { escapeHtml, markupHtml, markupPlainText, markupText } from "./markup-html";

describe("markupHtml", () => {
  it("writes line breaks, bold and http(s) links as the site's pages show them", () => {
    expect(markupHtml("See =https://example.com/a?b=1&c=2<the docs>\nfor (details).")).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow ugc">the docs</a><br>for <strong>details</strong>.</p>',
    );
  });

  it("leaves every other mark as text: no tag, attribute or script of the writer's gets through", () => {
    expect(markupHtml(`<script>alert"x"</script> =javascript:alert<go> <img src=x onerror='y'>`)).toBe(
      "<p>&lt;script&gt;alert&quot;x&quot;&lt;/script&gt; =javascript:alert&lt;go&gt; &lt;img src=x onerror=&#39;y&#39;&gt;</p>",
    );
    expect(markupHtml('(<b onclick="x">)')).toBe("<p><strong>&lt;b onclick=&quot;x&quot;&gt;</strong></p>");
  });

  it("writes nothing for an empty or blank text", () => {
    expect(markupHtml("")).toBe("");
    expect(markupHtml("  ")).toBe("");
  });
});

describe("markupText", () => {
  it("keeps the words a reader sees, without the marks, on one line", () => {
    expect(markupText("A (bold) =https://example.com<link>\\nand  more\n")).toBe("A bold link and more");
  });
});

describe("markupPlainText", () => {
  it("writes clean prose for a mail's text part: line breaks kept, links written out, no marks", () => {
    expect(markupPlainText("A (bold) word and =https://example.com<example>\\nNext  line")).toBe(
      "A bold word and example (https://example.com/)\nNext line",
    );
    expect(markupPlainText("See =https://example.com<https://example.com>")).toBe("See https://example.com/");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that could open a tag or end an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});
