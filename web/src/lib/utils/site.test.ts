import { describe, expect, it } from "vitest";
import committed from "@/../../site.config.json";
import { OWNER, OWNER_USERNAME, SITE_DESCRIPTION, SITE_NAME, SOCIAL_LINKS, networkOf } from "./site";

describe("the site's identity", () => {
  it("comes from site.config.json", () => {
    expect(SITE_NAME).toBe(committed.site.name);
    expect(SITE_DESCRIPTION).toBe(committed.site.description);
    expect(OWNER.displayName).toBe(committed.owner.name);
    expect(SOCIAL_LINKS.map(({ label, href }) => ({ label, url: href }))).toEqual(committed.socialLinks);
    expect(OWNER_USERNAME).toBe(committed.ownerAccount.username);
  });

  it("never carries the owner's email, which the browser does not need (the username is the public handle)", () => {
    const shipped = JSON.stringify({ SITE_NAME, SITE_DESCRIPTION, OWNER, OWNER_USERNAME, SOCIAL_LINKS });
    expect(shipped).not.toContain(committed.ownerAccount.email);
  });
});

describe("networkOf", () => {
  it("picks the icon of the known networks by the link's host", () => {
    expect(networkOf("https://github.com/alexmorgan")).toBe("github");
    expect(networkOf("https://www.linkedin.com/in/alex")).toBe("linkedin");
    expect(networkOf("https://x.com/alex")).toBe("x");
    expect(networkOf("https://twitter.com/alex")).toBe("x");
    expect(networkOf("mailto:alex@example.com")).toBe("email");
  });

  it("shows a globe for any other site, even one whose path names a network", () => {
    expect(networkOf("https://alex.dev")).toBe("website");
    expect(networkOf("https://example.com/github.com")).toBe("website");
    expect(networkOf("https://notgithub.com/")).toBe("website");
  });
});
