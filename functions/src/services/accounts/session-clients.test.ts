import { describe, expect, it } from "vitest";
import { browserDigest, describeClient, shortenAddress, trimUserAgent, USER_AGENT_MAX } from "./session-clients";

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROME_LINUX_NEWER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("describeClient", () => {
  it("names the browser with its major version and the system", () => {
    expect(describeClient(CHROME_LINUX)).toEqual({ browser: "Chrome 131", system: "Linux" });
    expect(describeClient(FIREFOX_WINDOWS)).toEqual({ browser: "Firefox 133", system: "Windows 10" });
    expect(describeClient(SAFARI_IPHONE)).toEqual({ browser: "Safari 17", system: "iOS 17.5" });
  });

  it("says so when a User-Agent names nothing it knows", () => {
    expect(describeClient("")).toEqual({ browser: "Unknown browser", system: "Unknown system" });
    expect(describeClient("curl/8.5.0").system).toBe("Unknown system");
  });
});

describe("browserDigest", () => {
  it("is the same across a browser's updates and differs between browsers", () => {
    expect(browserDigest(CHROME_LINUX)).toBe(browserDigest(CHROME_LINUX_NEWER));
    expect(browserDigest(CHROME_LINUX)).not.toBe(browserDigest(FIREFOX_WINDOWS));
    expect(browserDigest(CHROME_LINUX)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("trimUserAgent", () => {
  it("trims and bounds what is kept", () => {
    expect(trimUserAgent("  Agent/1  ")).toBe("Agent/1");
    expect(trimUserAgent(undefined)).toBe("");
    expect(trimUserAgent("x".repeat(5000))).toHaveLength(USER_AGENT_MAX);
  });
});

describe("shortenAddress", () => {
  it("keeps an IPv4 address's /24", () => {
    expect(shortenAddress("203.0.113.57")).toBe("203.0.113.x");
    expect(shortenAddress("::ffff:198.51.100.7")).toBe("198.51.100.x");
  });

  it("keeps an IPv6 address's /48", () => {
    expect(shortenAddress("2001:db8:1234:5678::1")).toBe("2001:db8:1234::/48");
    expect(shortenAddress("2001:0db8:0000:0001:0:0:0:1")).toBe("2001:db8:0::/48");
    expect(shortenAddress("::1")).toBe("0:0:0::/48");
    expect(shortenAddress("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(shortenAddress("64:ff9b::192.0.2.33")).toBe("64:ff9b:0::/48");
  });

  it("keeps nothing of what is not an address", () => {
    expect(shortenAddress("")).toBe("");
    expect(shortenAddress("not an address")).toBe("");
    expect(shortenAddress("203.0.113.500")).toBe("");
  });
});
