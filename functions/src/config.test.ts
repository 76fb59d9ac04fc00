import { afterEach, describe, expect, it, vi } from "vitest";
import committed from "../../site.config.json";

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
