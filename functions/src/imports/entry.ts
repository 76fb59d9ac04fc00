// The readers' entry point: the readers land with the import readers' branch, which replaces this file whole.
import type { ParsedImport } from "../contract/imports";

export type ZipFiles = Map<string, Uint8Array>;
export type ReadImport = { format: "entries"; parsed: ParsedImport; files: ZipFiles } | { format: "devfolio-export"; files: ZipFiles };
export declare function readImportFile(bytes: Uint8Array, fileName: string): ReadImport;
export declare class ImportFileError extends Error {}
