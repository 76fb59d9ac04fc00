const VIDEO_EXTENSION = /\.(mp4|webm|ogg)$/i;

/**
 * SPEC section 9: media ending in mp4, webm or ogg is a video. Only the path counts: storage download
 * URLs carry `?alt=media&token=...` after the file name.
 */
export function isVideoUrl(url: string): boolean {
  let path: string;
  try {
    path = new URL(url, "http://localhost").pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? "";
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray % leaves the path as it was.
  }
  return VIDEO_EXTENSION.test(path);
}
