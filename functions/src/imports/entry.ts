/**
 * The import readers' entry (issue 36): an uploaded file's bytes in, what it holds out. Its own bundle,
 * lib/imports.js (functions/build.mjs), loaded on demand by src/imports-bundle.ts: only an import pays for the
 * parsers. The format is read from the content, never from the name alone.
 */
import type { ParsedImport } from "../contract/imports";
import { EXPORT_FORMAT, EXPORT_MANIFEST_PATH } from "../contract/site-export";
import { ghostData, readGhost } from "./ghost";
import { ImportFileError } from "./import-file-error";
import { isMarkdownPath, readMarkdownFiles } from "./markdown-files";
import { isZip, readZip, safeZipPath, type ZipFiles } from "./unzip";
import { readWordpress } from "./wordpress";

export type { ZipFiles };
export type ReadImport =
  | { format: "entries"; parsed: ParsedImport; files: ZipFiles }
  | { format: "devfolio-export"; files: ZipFiles };
export { ImportFileError };

const NOT_KNOWN = "This file is not a WordPress export, a Ghost export or a zip of Markdown files.";
/** The most an upload can be (the import's route refuses more before this runs); a bound here too, for other callers. */
const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

function text(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new ImportFileError(NOT_KNOWN);
  }
}

function isOurExport(files: ZipFiles): boolean {
  const manifest = files.get(EXPORT_MANIFEST_PATH);
  if (!manifest) return false;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(manifest));
    return !!value && typeof value === "object" && (value as { format?: unknown }).format === EXPORT_FORMAT;
  } catch {
    return false;
  }
}

/** WXR's namespace, in either spelling WordPress has written (http and https). */
const WXR_NAMESPACE = /xmlns:wp="https?:\/\/wordpress\.org\/export\/1\.[0-9]+\/?"/;

/** Reads an uploaded import file; a file it cannot read throws ImportFileError with a sentence for the owner. */
export function readImportFile(bytes: Uint8Array, fileName: string): ReadImport {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImportFileError("This file is larger than 30 MB; an import file can be at most that.");
  if (isZip(bytes)) {
    const files = readZip(bytes);
    if (isOurExport(files)) return { format: "devfolio-export", files };
    if (![...files.keys()].some((path) => isMarkdownPath(path) || path.toLowerCase().endsWith(".mdx"))) throw new ImportFileError("This zip holds no Markdown files.");
    return { format: "entries", parsed: readMarkdownFiles(files), files };
  }
  const content = text(bytes);
  const start = content.trimStart();
  // A lone Markdown file is any text: its name says it is one, once the content is neither export.
  const name = safeZipPath(fileName.split(/[\\/]/).pop() ?? "");
  const markdownFile = name !== null && isMarkdownPath(name) ? name : null;
  if (start.startsWith("<") && WXR_NAMESPACE.test(start.slice(0, 4096))) {
    // The namespace is declared on <rss>, near the top: looking at the head keeps this a bounded check.
    return { format: "entries", parsed: readWordpress(content), files: new Map() };
  }
  if (start.startsWith("{") && !markdownFile) {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (error) {
      const head = start.slice(0, 2048);
      if (head.includes('"db"') || head.includes('"posts"')) {
        throw new ImportFileError(`This Ghost export could not be read: ${error instanceof Error ? error.message.slice(0, 200) : "it is not JSON"}.`);
      }
      throw new ImportFileError(NOT_KNOWN);
    }
    if (!ghostData(json)) throw new ImportFileError(NOT_KNOWN);
    return { format: "entries", parsed: readGhost(json), files: new Map() };
  }
  if (markdownFile) return { format: "entries", parsed: readMarkdownFiles(new Map([[markdownFile, bytes]])), files: new Map() };
  throw new ImportFileError(NOT_KNOWN);
}
