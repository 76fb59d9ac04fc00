/** The image formats we accept, told apart by their first bytes, never by a name or a declared type alone. */
export interface ImageType {
  contentType: "image/jpeg" | "image/png" | "image/gif";
  extension: ".jpg" | ".png" | ".gif";
}

const SIGNATURES: { type: ImageType; bytes: number[] }[] = [
  { type: { contentType: "image/png", extension: ".png" }, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: { contentType: "image/jpeg", extension: ".jpg" }, bytes: [0xff, 0xd8, 0xff] },
  // "GIF87a" and "GIF89a"
  { type: { contentType: "image/gif", extension: ".gif" }, bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: { contentType: "image/gif", extension: ".gif" }, bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const match = SIGNATURES.find(({ bytes: signature }) => signature.every((byte, index) => bytes[index] === byte));
  return match?.type ?? null;
}
