import { describe, expect, it } from "vitest";
import committed from "../../../site.config.json";
import editorSchema from "../../../site.config.schema.json";
import { ownerAccount } from "../config";
import { parseSiteConfig, siteConfigJsonSchema, type SiteConfig } from "./site-config";
import { SITE_NAME, pageTitleOf, siteTitle } from "./site";

const copy = (): SiteConfig => structuredClone(committed) as SiteConfig;

/** The message a config with one change fails with. */
function problemsWith(change: (config: SiteConfig) => void): string {
  const config = copy();
  change(config);
  try {
    parseSiteConfig(config);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the config was accepted");
}

describe("site.config.json", () => {
  it("passes its schema as committed", () => {
    expect(parseSiteConfig(committed)).toEqual(committed);
  });

  it("has an editor schema (site.config.schema.json) that matches the contract's: run node scripts/site-config-schema.mjs", () => {
    expect(editorSchema).toEqual(siteConfigJsonSchema());
  });

  it("is where the site's name, titles and the owner's login come from", () => {
    expect(SITE_NAME).toBe(committed.site.name);
    expect(siteTitle("Projects")).toBe(`${committed.site.name} | Projects`);
    expect(siteTitle()).toBe(committed.site.name);
    expect(pageTitleOf(siteTitle("A | B"))).toBe("A | B");
    expect(pageTitleOf(committed.site.name)).toBe(committed.site.name);
    expect(ownerAccount()).toEqual({ username: committed.ownerAccount.username, email: committed.ownerAccount.email });
  });

  it("names each wrong field with what is wrong", () => {
    const message = problemsWith((config) => {
      config.ownerAccount.email = "owner-at-example";
      config.ownerAccount.username = "Alex Morgan";
      config.site.name = "  ";
      delete (config.hero as Partial<SiteConfig["hero"]>).subtitle;
    });
    expect(message).toContain("site.config.json is not valid");
    expect(message).toContain("ownerAccount.email: Invalid email format.");
    expect(message).toContain("ownerAccount.username: Username must be 5-20 characters, lowercase letters & numbers only.");
    expect(message).toContain("site.name: Must not be empty.");
    expect(message).toContain("hero.subtitle: Missing: this field is required.");
    expect(message).toContain("docs/site-config.md");
  });

  it("refuses links a browser would run as script, and typos in field names", () => {
    expect(problemsWith((config) => (config.socialLinks[0]!.url = "javascript:alert(1)"))).toContain(
      "socialLinks.0.url: Must be an http(s):// address or mailto:name@example.com.",
    );
    expect(problemsWith((config) => Object.assign(config.socialLinks[1]!, { link: "https://example.com" }))).toContain(
      'socialLinks.1: Unrecognized key: "link"',
    );
    expect(problemsWith((config) => (config.socialLinks[1]!.url = config.socialLinks[0]!.url))).toContain(
      "socialLinks: Each link must have its own address.",
    );
    expect(problemsWith((config) => Object.assign(config.hero, { typedText: ["One"] }))).toContain('hero: Unrecognized key: "typedText"');
  });

  it("accepts any site as a link and an empty chat, and wants widget ids with a Tawk property id", () => {
    const config = copy();
    config.socialLinks = [{ label: "Blog", url: "https://blog.example.org/me" }, { label: "Mail", url: "mailto:me@example.org" }];
    config.chat = { tawkPropertyId: "", tawkWidgetIds: [] };
    expect(parseSiteConfig(config).socialLinks).toHaveLength(2);
    expect(problemsWith((bad) => (bad.chat = { tawkPropertyId: "64f0c0ffee", tawkWidgetIds: [] }))).toContain(
      "chat.tawkWidgetIds: With a Tawk property id, give its widget id(s) too",
    );
    config.chat = { tawkPropertyId: "64f0c0ffee", tawkWidgetIds: ["1h8abc", "default"] };
    expect(parseSiteConfig(config).chat.tawkWidgetIds).toEqual(["1h8abc", "default"]);
  });
});
