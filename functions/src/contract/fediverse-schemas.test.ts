import { describe, expect, it } from "vitest";
import { FEDIVERSE_MESSAGES } from "./fediverse";
import { blockedDomainsSchema } from "./fediverse-schemas";

describe("blockedDomainsSchema", () => {
  it("keeps each domain once, in lower case and sorted", () => {
    expect(blockedDomainsSchema.parse({ domains: [" Bad.Example ", "spam.social", "bad.example", "10.0.0.1", "localhost"] })).toEqual({
      domains: ["10.0.0.1", "bad.example", "localhost", "spam.social"],
    });
  });

  it("refuses what is not a domain name, with the message the form shows", () => {
    for (const domain of ["not a domain", "https://bad.example", "bad.example/path", "-bad.example", "bad..example", "a".repeat(254), ""]) {
      const result = blockedDomainsSchema.safeParse({ domains: [domain] });
      expect(result.success, domain).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FEDIVERSE_MESSAGES.domainInvalid);
    }
  });

  it("refuses more than 500 domains", () => {
    const domains = Array.from({ length: 501 }, (_, index) => `server${index}.example`);
    expect(blockedDomainsSchema.safeParse({ domains }).error?.issues[0]?.message).toBe(FEDIVERSE_MESSAGES.tooManyDomains);
  });
});
