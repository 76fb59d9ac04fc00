import { describe, expect, it } from "vitest";
import { cdata, escapeXml, xmlSafe } from "./xml-text";

describe("cdata", () => {
  it("splits a CDATA end so the section ends only where it should", () => {
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
    expect(cdata("<p>plain</p>")).toBe("<![CDATA[<p>plain</p>]]>");
  });
});

describe("xmlSafe", () => {
  it("drops the characters XML 1.0 cannot carry and keeps every other one", () => {
    expect(xmlSafe("a\u0000b\u0001c\u000Bd\uFFFEe\uD800f")).toBe("abcdef");
    expect(xmlSafe("tab\tline\nreturn\r é 中 😀 \uE000")).toBe("tab\tline\nreturn\r é 中 😀 \uE000");
  });
});

describe("escapeXml", () => {
  it("escapes markup and both quotes", () => {
    expect(escapeXml(`<a b="c" d='e'>&</a>`)).toBe("&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;&lt;/a&gt;");
  });
});
