// The function's pages, feeds and lists go out compressed when the client takes it, as Hosting's static files
// do: a rendered page repeats its data inline, and uncompressed it cost a phone on slow 4G a quarter second.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { siteUrl } from "../support/stack";

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET through Hosting that keeps the body as sent (fetch would decompress it and hide the coding). */
function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    const call = request(`${siteUrl}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, bytes: Buffer.concat(chunks) }));
      answer.on("error", reject);
    });
    call.on("error", reject);
    call.end();
  });
}

describe("compressed answers of the function", () => {
  it.each(["/", "/projects", "/sitemap.xml", "/rss/articles.xml", "/api/projects"])(
    "%s comes as brotli or gzip, whichever the client prefers, and the same as uncompressed",
    async (path) => {
      const plain = await rawGet(path);
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();

      const brotli = await rawGet(path, "gzip, deflate, br");
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(brotliDecompressSync(brotli.bytes).toString()).toBe(plain.bytes.toString());

      const gzip = await rawGet(path, "gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.bytes).toString()).toBe(plain.bytes.toString());
    },
  );

  it("leaves a short answer uncompressed", async () => {
    const answer = await rawGet("/api/profile", "br");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString())).toMatchObject({ success: false, user: null });
  });
});
