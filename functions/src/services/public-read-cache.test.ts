import { describe, expect, it, vi } from "vitest";
import { forgetPublicReads, publicReadCache } from "./public-read-cache";

/** A clock the test moves by hand. */
const clock = () => {
  let time = 0;
  return { now: () => time, pass: (ms: number) => (time += ms) };
};

describe("publicReadCache", () => {
  it("answers a key from one read until the time to live has passed", async () => {
    const time = clock();
    const cache = publicReadCache<number>(10, 30_000, time.now);
    const load = vi.fn(async () => load.mock.calls.length);
    for (let request = 0; request < 20; request += 1) expect(await cache.read("home", load)).toBe(1);
    time.pass(29_999);
    expect(await cache.read("home", load)).toBe(1);
    time.pass(1);
    expect(await cache.read("home", load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one read among requests that miss at the same time", async () => {
    const cache = publicReadCache<string>(10);
    let finish: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.read("sitemap", load)));
    finish("the sitemap");
    expect(await answers).toEqual(Array(20).fill("the sitemap"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps at most maxKeys keys, dropping the oldest, so varied requests cannot grow it", async () => {
    const cache = publicReadCache<string>(3);
    const load = vi.fn(async () => "page");
    for (const key of ["a", "b", "c", "d"]) await cache.read(key, load);
    await cache.read("d", load);
    await cache.read("b", load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.read("a", load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it("reads anew when asked for a fresh answer, and keeps that one", async () => {
    const cache = publicReadCache<string>(3);
    await cache.read("reports", async () => "old");
    expect(await cache.read("reports", async () => "new", true)).toBe("new");
    expect(await cache.read("reports", async () => "newer")).toBe("new");
  });

  it("does not keep a failed read", async () => {
    const cache = publicReadCache<string>(3);
    await expect(cache.read("home", () => Promise.reject(new Error("unavailable")))).rejects.toThrow("unavailable");
    expect(await cache.read("home", async () => "fresh")).toBe("fresh");
  });

  it("forgets every cache's answers when this instance changes what they show", async () => {
    const comments = publicReadCache<string>(1);
    const sitemap = publicReadCache<string>(1);
    await comments.read("newest", async () => "old comments");
    await sitemap.read("every kind", async () => "old sitemap");
    forgetPublicReads();
    expect(await comments.read("newest", async () => "new comments")).toBe("new comments");
    expect(await sitemap.read("every kind", async () => "new sitemap")).toBe("new sitemap");
  });
});
