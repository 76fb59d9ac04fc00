import { describe, expect, it } from "vitest";
import { REFERRER_MIN_VISITORS, classifyReferrer, isListedReferrer, isReferrerHost, looksLikeDomain, normalizeReferrerHost } from "./referrers";

const OWN = ["devfolio.web.app"];

describe("classifyReferrer", () => {
  it.each([
    ["www.google.com", "search"],
    ["google.co.uk", "search"],
    ["www.google.de", "search"],
    ["bing.com", "search"],
    ["duckduckgo.com", "search"],
    ["search.brave.com", "search"],
    ["yandex.ru", "search"],
    ["t.co", "social"],
    ["x.com", "social"],
    ["m.facebook.com", "social"],
    ["l.instagram.com", "social"],
    ["www.linkedin.com", "social"],
    ["old.reddit.com", "social"],
    ["news.ycombinator.com", "social"],
    ["bsky.app", "social"],
    ["github.com", "other"],
    ["dev.example.org", "other"],
    ["googleblog.example.com", "other"],
    ["notgoogle.com", "other"],
    ["fakefacebook.com", "other"],
  ])("%s is %s", (host, expected) => {
    expect(classifyReferrer(host, OWN)).toBe(expected);
  });

  it("calls a view with no referrer direct", () => {
    expect(classifyReferrer(undefined, OWN)).toBe("direct");
    expect(classifyReferrer("", OWN)).toBe("direct");
  });

  it("calls the site's own host internal, whatever its case, www or port", () => {
    expect(classifyReferrer("WWW.DevFolio.web.app", OWN)).toBe("internal");
    expect(classifyReferrer("127.0.0.1:5000", ["127.0.0.1"])).toBe("internal");
  });
});

describe("referrer hosts", () => {
  it("normalizes case, port and www", () => {
    expect(normalizeReferrerHost("WWW.Example.COM:8443")).toBe("example.com");
  });

  it.each(["example.com", "news.ycombinator.com", "127.0.0.1:5000", "a.b-c.d"])("takes %s", (host) => {
    expect(isReferrerHost(host)).toBe(true);
  });

  it.each(["https://example.com", "example.com/path", "-a.com", "a b", "a".repeat(300), "exa mple.com", ""])("refuses %s", (host) => {
    expect(isReferrerHost(host)).toBe(false);
  });
});

// Issue 31: any made-up Referer host used to show in the owner's top referring sites.
describe("which referring hosts the Stats page names", () => {
  it.each(["github.com", "blog.example.co.uk", "xn--bcher-kva.example", "dev.to"])("%s looks like a domain", (host) => {
    expect(looksLikeDomain(host)).toBe(true);
  });

  it.each(["localhost", "203.0.113.9", "intranet", "a.b-c.d", "best-seo-offers.x1", "-x.com", "x.123"])("%s does not", (host) => {
    expect(looksLikeDomain(host)).toBe(false);
  });

  it("names a known search engine or social site from one visitor", () => {
    expect(isListedReferrer("google.com", "search", 1)).toBe(true);
    expect(isListedReferrer("t.co", "social", 1)).toBe(true);
  });

  it(`names another site only once ${REFERRER_MIN_VISITORS} different visitors came from it on a day`, () => {
    expect(isListedReferrer("github.com", "other", REFERRER_MIN_VISITORS - 1)).toBe(false);
    expect(isListedReferrer("github.com", "other", REFERRER_MIN_VISITORS)).toBe(true);
    expect(isListedReferrer("localhost", "other", 1000)).toBe(false);
  });
});
