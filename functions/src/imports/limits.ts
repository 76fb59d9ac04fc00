/**
 * Bounds on what an uploaded file may make us do, checked before the work (DESIGN.md, "Input before CPU"). The upload
 * itself is at most 30 MB; a zip can still hold far more once inflated, so its entries and their sizes are bounded too.
 */
export const IMPORT_LIMITS = {
  /** Entries of a zip, directories included: past this the zip is refused before anything is inflated. */
  zipEntries: 5_000,
  /** What a zip's files may add up to once inflated (a zip bomb stops here). */
  zipUncompressedBytes: 200 * 1024 * 1024,
} as const;
