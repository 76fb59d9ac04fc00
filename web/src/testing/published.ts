/** The state fields of an item or card fixture that is public, as every answer before drafts was (issue 22). */
export const PUBLISHED = {
  status: "published",
  publishedAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
} as const;
