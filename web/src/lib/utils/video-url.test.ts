import { describe, expect, it } from "vitest";
import { isVideoUrl } from "./video-url";

describe("isVideoUrl", () => {
  it.each([
    "https://cdn.example.com/clip.mp4",
    "https://cdn.example.com/clip.WEBM",
    "/media/clip.ogg",
    "http://127.0.0.1:9199/v0/b/demo.appspot.com/o/media%2Fposts%2Fclip.mp4?alt=media&token=abc",
  ])("plays %s as a video", (url) => {
    expect(isVideoUrl(url)).toBe(true);
  });

  it.each([
    "https://cdn.example.com/photo.jpg",
    "https://cdn.example.com/photo.svg?name=clip.mp4",
    "https://cdn.example.com/photo.png#clip.webm",
    "https://cdn.example.com/mp4",
    "",
  ])("shows %s as an image", (url) => {
    expect(isVideoUrl(url)).toBe(false);
  });
});
