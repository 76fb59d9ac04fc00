/**
 * A response's body, read only while it stays within `maxBytes`: a declared length over the bound is refused before
 * reading, and an undeclared one is cut off as it streams, so an endless or huge answer is never held whole. Null when
 * it runs past the bound or has no body.
 */
export async function boundedBody(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body || Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}
