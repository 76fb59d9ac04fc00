import { afterEach, describe, expect, it, vi } from "vitest";

// The guard as production runs it: the module reads FUNCTIONS_EMULATOR when it loads.
async function productionGuard() {
  vi.resetModules();
  vi.stubEnv("FUNCTIONS_EMULATOR", "");
  return (await import("./loaders")).isDeliverable;
}

afterEach(() => vi.unstubAllEnvs());

describe("isDeliverable (SSRF guard on follower inboxes)", () => {
  it("refuses loopback, private, link-local and metadata addresses, and anything but https, in production", async () => {
    const isDeliverable = await productionGuard();
    for (const inbox of [
      "https://127.0.0.1/inbox",
      "https://10.1.2.3/inbox",
      "https://192.168.0.10/inbox",
      "https://169.254.169.254/computeMetadata/v1/",
      "https://[::1]/inbox",
      "http://mastodon.example/inbox",
      "ftp://mastodon.example/inbox",
      "not a url",
    ]) {
      expect(await isDeliverable(inbox), inbox).toBe(false);
    }
  });

  it("takes a public https address in production", async () => {
    const isDeliverable = await productionGuard();
    expect(await isDeliverable("https://8.8.8.8/inbox")).toBe(true);
  });

  it("allows the loopback on the emulators only, where the tests' second server listens", async () => {
    vi.resetModules();
    vi.stubEnv("FUNCTIONS_EMULATOR", "true");
    const { isDeliverable } = await import("./loaders");
    expect(await isDeliverable("http://127.0.0.1:4321/inbox")).toBe(true);
  });
});
