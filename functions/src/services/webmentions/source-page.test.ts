import { describe, expect, it } from "vitest";
import { readSourcePage } from "./source-page";
import { endpointInLinkHeader, linksOf } from "./sent";

const target = "https://site.example/blogs/abc";
const page = (inner: string) => `<html><body><div class="h-entry"><a class="p-author h-card" href="https://carol.example/">Carol</a>${inner}</div></body></html>`;

describe("reading a webmention's source", () => {
  it("tells a reply, a like and a repost by their h-entry properties, relative links resolved", () => {
    const base = "https://site.example/notes/1";
    expect(readSourcePage(page(`<a class="u-in-reply-to" href="/blogs/abc">re</a><p class="e-content">Hi <b>there</b></p>`), base, target)).toMatchObject({
      linksToTarget: true,
      type: "reply",
      text: "Hi there",
      author: { name: "Carol", url: "https://carol.example/" },
    });
    expect(readSourcePage(page(`<a class="u-like-of" href="${target}#top">like</a>`), base, target)).toMatchObject({ linksToTarget: true, type: "like" });
    const withPhoto = `<div class="h-entry"><div class="p-author h-card"><img class="u-photo" src="/me.png" alt=""><a class="p-name u-url" href="/me">Carol</a></div><a class="u-in-reply-to" href="${target}">re</a></div>`;
    expect(readSourcePage(withPhoto, base, target).author).toEqual({ name: "Carol", url: "https://site.example/me", photo: "https://site.example/me.png" });
    expect(readSourcePage(page(`<a class="u-repost-of" href="${target}">rt</a>`), base, target)).toMatchObject({ linksToTarget: true, type: "repost" });
  });

  it("takes a plain link with text as a reply, and no link at all as not linking", () => {
    expect(readSourcePage(page(`<p class="e-content">See <a href="${target}">this</a></p>`), "https://b.example/", target)).toMatchObject({ linksToTarget: true, type: "reply", text: "See this" });
    expect(readSourcePage(`<p>Nothing here about <a href="https://site.example/blogs/other">it</a></p>`, "https://b.example/", target).linksToTarget).toBe(false);
  });

  it("keeps text only, never markup, cut to the comment limit; a script's words are no author photo", () => {
    const long = "word ".repeat(1000);
    const reading = readSourcePage(page(`<a class="u-in-reply-to" href="${target}">x</a><div class="e-content"><script>alert(1)</script><img src=x onerror=alert(1)>${long}</div>`), "https://b.example/", target);
    expect(reading.text).not.toContain("<");
    expect(reading.text.length).toBeLessThanOrEqual(2000);
  });
});

describe("sending webmentions", () => {
  it("collects a body's absolute links once each, not the site's own, up to the cap", () => {
    const markdown = `---\nurl: https://site.example/blogs/me\n---\nRead https://a.example/x, then [b](https://b.example/y?q=1). Again https://a.example/x. Mine: https://site.example/blogs/2`;
    expect(linksOf(markdown, "https://site.example")).toEqual(["https://a.example/x", "https://b.example/y?q=1"]);
    expect(linksOf(markdown, "https://site.example", 1)).toEqual(["https://a.example/x"]);
  });

  it("finds the endpoint in a Link header among others, resolved against the target", () => {
    expect(endpointInLinkHeader('<https://t.example/feed>; rel="alternate", </wm?x=1>; rel="other webmention"', "https://t.example/post")).toBe("https://t.example/wm?x=1");
    expect(endpointInLinkHeader("<https://t.example/a>; rel=webmention", "https://t.example/")).toBe("https://t.example/a");
    expect(endpointInLinkHeader('<https://t.example/a>; rel="alternate"', "https://t.example/")).toBeNull();
    expect(endpointInLinkHeader(null, "https://t.example/")).toBeNull();
  });
});
