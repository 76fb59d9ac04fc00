import type SharpModule from "sharp";

export type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | null = null;

/**
 * sharp, loaded on the first image an upload brings rather than when the function starts: it is a native library
 * (libvips) that only uploads use, and every cold start of a page or API request would otherwise pay for loading it
 * (issue 21; `npm run bench:cold-start` measures what the function's load costs). tests/build/function-load.test.ts
 * fails if the bundle loads it at start again.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // One image at a time and no cache: a function instance has little memory to spare, and uploads are rare.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
