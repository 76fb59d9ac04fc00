import { describe, expect, it } from "vitest";
import { readSiteOrigin } from "./site-origin";

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
