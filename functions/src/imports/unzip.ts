import { unzipSync } from "fflate";
import { ImportFileError } from "./import-file-error";
import { IMPORT_LIMITS } from "./limits";

/** Files inside an uploaded zip, by their path in it (images of Markdown posts; our own export's files). */
export type ZipFiles = Map<string, Uint8Array>;

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);

/**
 * A path we keep: relative, without `..`, and not a folder. A hostile zip names "../../x" or "/etc/x" to be written
 * outside where it is unpacked; nobody writes these files to disk, but the lead resolves paths against each other,
 * so such names are left out here once.
 */
export function safeZipPath(name: string): string | null {
  const path = name.replaceAll("\\", "/");
  if (path.startsWith("/") || /^[a-zA-Z]:/.test(path) || path.endsWith("/")) return null;
  const parts = path.split("/");
  if (parts.some((part) => part === ".." )) return null;
  const kept = parts.filter((part) => part !== "" && part !== ".");
  return kept.length ? kept.join("/") : null;
}

/**
 * Inflates a zip within IMPORT_LIMITS. fflate's filter sees each entry's declared sizes from the central directory
 * before inflating it, and inflates into a buffer of exactly the declared size, so a header that lies about its size
 * cannot make it write more: counting declared sizes bounds the memory for real.
 */
export function readZip(bytes: Uint8Array): ZipFiles {
  const files: ZipFiles = new Map();
  let entries = 0;
  let total = 0;
  let raw: Record<string, Uint8Array>;
  const kept = new Map<string, string>();
  try {
    raw = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (entries > IMPORT_LIMITS.zipEntries) {
          throw new ImportFileError(`This zip holds more than ${IMPORT_LIMITS.zipEntries} files; import at most that many at once.`);
        }
        const path = safeZipPath(file.name);
        if (path === null || path.startsWith("__MACOSX/")) return false;
        total += file.originalSize;
        if (total > IMPORT_LIMITS.zipUncompressedBytes) {
          throw new ImportFileError("This zip holds more than 200 MB once unpacked; import it in smaller parts.");
        }
        kept.set(file.name, path);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`This zip could not be read: ${error instanceof Error ? error.message : "it is damaged"}.`);
  }
  for (const [name, data] of Object.entries(raw)) {
    const path = kept.get(name);
    if (path !== undefined) files.set(path, data);
  }
  return files;
}
