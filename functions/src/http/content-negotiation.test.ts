import { describe, expect, it } from "vitest";
import { wantsActivityJson } from "./content-negotiation";

describe("wantsActivityJson", () => {
  it("answers ActivityPub to what Mastodon and other servers send", () => {
    expect(wantsActivityJson("application/activity+json")).toBe(true);
    expect(wantsActivityJson('application/ld+json; profile="https://www.w3.org/ns/activitystreams"')).toBe(true);
    expect(wantsActivityJson('application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"')).toBe(true);
  });

  it("answers the page to browsers, to nothing asked and to lower preferences", () => {
    expect(wantsActivityJson("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(wantsActivityJson(undefined)).toBe(false);
    expect(wantsActivityJson("*/*")).toBe(false);
    expect(wantsActivityJson("text/html, application/activity+json;q=0.5")).toBe(false);
    expect(wantsActivityJson("application/activity+json;q=0")).toBe(false);
  });
});
