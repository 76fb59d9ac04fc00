import { describe, expect, it } from "vitest";
import { parseMarkup, safeHttpUrl } from "./markup";

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

// The old parser, one global pattern: each "=http://" of a long run without a label made it read the whole run
// again, so a 20,000-character text of them took 124 ms and 80,000 took 1.5 s (quadratic).
const OLD_TOKEN = /(\\n|\r?\n)|=(https?:\/\/[^\s<>]+)<([^<>\n]*)>|\(([^()\n]+)\)/gi;
function oldParseMarkup(source: string) {
  const nodes: { type: string; text?: string; href?: string; label?: string }[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = nodes[nodes.length - 1];
    if (last?.type === "text") last.text += text;
    else nodes.push({ type: "text", text });
  };
  let cursor = 0;
  for (const match of source.matchAll(OLD_TOKEN)) {
    const [whole, lineBreak, url, label, bold] = match;
    pushText(source.slice(cursor, match.index));
    cursor = match.index + whole.length;
    if (lineBreak) nodes.push({ type: "br" });
    else if (url !== undefined) {
      const href = safeHttpUrl(url);
      if (href) nodes.push({ type: "link", href, label: label?.trim() || href });
      else pushText(whole);
    } else if (bold !== undefined) nodes.push({ type: "strong", text: bold });
  }
  pushText(source.slice(cursor));
  return nodes;
}

describe("parseMarkup on hostile text", () => {
  it("parses as the old single pattern did", () => {
    const pieces = ["=http://a", "=HTTPS://b.c/?d=e", "<", ">", "<x>", "<>", "(", ")", "(b)", "\\n", "\\N", "\n", "\r\n", "\r", " ", "=", "a", "http://"];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let round = 0; round < 20_000; round += 1) {
      const text = Array.from({ length: 1 + Math.floor(next() * 12) }, () => pieces[Math.floor(next() * pieces.length)]).join("");
      expect(parseMarkup(text), JSON.stringify(text)).toEqual(oldParseMarkup(text));
    }
  });

  it("reads a long run of '=http://' without a label in linear time", () => {
    const text = "=http://".repeat(25_000);
    const started = performance.now();
    const nodes = parseMarkup(text);
    const ms = performance.now() - started;
    console.log(`parseMarkup on 200,000 characters of "=http://": ${ms.toFixed(1)} ms`);
    expect(nodes).toEqual([{ type: "text", text }]);
    expect(ms).toBeLessThan(100);
  });
});
