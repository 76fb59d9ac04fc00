import { afterEach, describe, expect, it, vi } from "vitest";
import committed from "../../site.config.json";
import { readSiteOrigin } from "./config";

afterEach(() => {
  vi.doUnmock("../../site.config.json");
  vi.resetModules();
});

describe("the function's config", () => {
  it("takes the owner's login from site.config.json, the email in lower case", async () => {
    vi.resetModules();
    vi.doMock("../../site.config.json", () => ({
      default: { ...committed, ownerAccount: { username: "samrivera", email: " Sam@Example.COM " } },
    }));
    const { ownerAccount } = await import("./config");
    expect(ownerAccount()).toEqual({ username: "samrivera", email: "sam@example.com" });
  });

  it("refuses to load with a wrong field, naming it", async () => {
    vi.resetModules();
    vi.doMock("../../site.config.json", () => ({
      default: { ...committed, ownerAccount: { username: "sam", email: "owner@devfolio.test" } },
    }));
    await expect(import("./config")).rejects.toThrow(/ownerAccount\.username: Username must be 5-20 characters/);
  });
});

describe("readSiteOrigin", () => {
  it("takes an http(s) origin, with or without a trailing slash", () => {
    expect(readSiteOrigin("https://example.web.app")).toBe("https://example.web.app");
    expect(readSiteOrigin("https://example.web.app/")).toBe("https://example.web.app");
    expect(readSiteOrigin("http://127.0.0.1:5200")).toBe("http://127.0.0.1:5200");
  });

  it("fails loudly when it is missing, so a deploy without it does not load", () => {
    expect(() => readSiteOrigin(undefined)).toThrow(/SITE_ORIGIN is not set/);
    expect(() => readSiteOrigin("")).toThrow(/SITE_ORIGIN is not set/);
  });

  it("refuses anything but a bare http(s) origin", () => {
    for (const bad of ["example.web.app", "ftp://example.web.app", "https://example.web.app/path", "https://a.example?x=1", "javascript:alert(1)"]) {
      expect(() => readSiteOrigin(bad), bad).toThrow(/SITE_ORIGIN must be/);
    }
  });
});

describe("isSiteOrigin", () => {
  it("takes the configured origin and the project's own Hosting domains, and nothing a request could name", async () => {
    const saved = { site: process.env.SITE_ORIGIN, project: process.env.GCLOUD_PROJECT };
    process.env.SITE_ORIGIN = "https://blog.example.com";
    process.env.GCLOUD_PROJECT = "my-portfolio";
    try {
      vi.resetModules();
      const { isSiteOrigin } = await import("./config");
      for (const ours of ["https://blog.example.com", "https://my-portfolio.web.app", "https://my-portfolio.firebaseapp.com"]) {
        expect(isSiteOrigin(ours), ours).toBe(true);
      }
      for (const theirs of ["https://evil.example", "http://blog.example.com", "https://my-portfolio.web.app.evil.example", "null"]) {
        expect(isSiteOrigin(theirs), theirs).toBe(false);
      }
    } finally {
      // Assigning undefined would store the text "undefined".
      for (const [name, value] of [["SITE_ORIGIN", saved.site], ["GCLOUD_PROJECT", saved.project]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
