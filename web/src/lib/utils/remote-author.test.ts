import { DEFAULT_PROFILE_IMAGE } from "@contract/site";
import { describe, expect, it } from "vitest";
import { remoteAvatarSrc, remoteProfileHref } from "./remote-author";

describe("remote authors", () => {
  it("loads a remote avatar over https only", () => {
    expect(remoteAvatarSrc("https://files.mastodon.example/a.png")).toBe("https://files.mastodon.example/a.png");
    for (const avatar of ["", "http://files.mastodon.example/a.png", "javascript:alert(1)", "data:image/png;base64,AAAA", "/a.png"]) {
      expect(remoteAvatarSrc(avatar)).toBe(DEFAULT_PROFILE_IMAGE);
    }
  });

  it("links a profile only when it is an http(s) page", () => {
    expect(remoteProfileHref("https://mastodon.example/@bob")).toBe("https://mastodon.example/@bob");
    expect(remoteProfileHref("javascript:alert(1)")).toBeNull();
    expect(remoteProfileHref("")).toBeNull();
  });
});
