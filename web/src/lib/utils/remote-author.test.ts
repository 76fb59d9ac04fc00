import { DEFAULT_PROFILE_IMAGE } from "@contract/site";
import { describe, expect, it } from "vitest";
import { remoteAvatarSrc, remoteProfileHref } from "./remote-author";

describe("remote authors", () => {
  it("loads a remote avatar over https only, or from the local emulators' Storage", () => {
    expect(remoteAvatarSrc("https://files.mastodon.example/a.png")).toBe("https://files.mastodon.example/a.png");
    const local = "http://127.0.0.1:9199/v0/b/demo-portfolio.appspot.com/o/fediverse-avatars%2Fa.webp?alt=media";
    expect(remoteAvatarSrc(local)).toBe(local);
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
