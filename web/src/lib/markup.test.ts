import { describe, expect, it } from "vitest";
import { parseMarkup } from "./markup";

describe("parseMarkup", () => {
  it("turns newlines and backslash-n into line breaks", () => {
    expect(parseMarkup("one\ntwo\\nthree")).toEqual([
      { type: "text", text: "one" },
      { type: "br" },
      { type: "text", text: "two" },
      { type: "br" },
      { type: "text", text: "three" },
    ]);
  });

  it("turns =url<label> into a link and (text) into bold", () => {
    expect(parseMarkup("See =https://example.com/a?b=1<the docs> for (details).")).toEqual([
      { type: "text", text: "See " },
      { type: "link", href: "https://example.com/a?b=1", label: "the docs" },
      { type: "text", text: " for " },
      { type: "strong", text: "details" },
      { type: "text", text: "." },
    ]);
  });

  it("uses the URL as the label when the label is empty", () => {
    expect(parseMarkup("=http://example.org<>")).toEqual([
      { type: "link", href: "http://example.org/", label: "http://example.org/" },
    ]);
  });

  it.each([
    "=javascript:alert(1)<click>",
    "=data:text/html,<script>alert(1)</script><x>",
    "=//evil.example<x>",
    "=vbscript:msgbox<x>",
  ])("never makes a link of a non-http(s) URL: %s", (payload) => {
    const nodes = parseMarkup(payload);
    expect(nodes.some((node) => node.type === "link")).toBe(false);
  });

  it.each([
    '<img src=x onerror="alert(1)">',
    "<script>alert(document.cookie)</script>",
    '"><svg onload=alert(1)>',
  ])("keeps HTML payloads as plain text: %s", (payload) => {
    const nodes = parseMarkup(payload);
    expect(nodes.every((node) => node.type === "text" || node.type === "strong")).toBe(true);
    expect(nodes[0]).toMatchObject({ type: "text", text: expect.stringMatching(/^["<]/) });
  });

  it("does not let a link label or URL smuggle markup", () => {
    const nodes = parseMarkup('=https://ok.example/"onmouseover="x<label>');
    const link = nodes.find((node) => node.type === "link");
    expect(link).toMatchObject({ href: "https://ok.example/%22onmouseover=%22x", label: "label" });
  });

  it("answers no nodes for an empty description", () => {
    expect(parseMarkup("")).toEqual([]);
  });
});
