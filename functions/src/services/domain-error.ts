/**
 * What went wrong, in the services' own words. Services know nothing of HTTP (DESIGN.md, house style 5):
 * they throw these, and the http layer maps each kind to its status code.
 */
export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "unsupported-media"
  | "rate-limited"
  | "unavailable";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field name to the message shown beside that field. */
    readonly fields?: Record<string, string>,
    /** For "rate-limited": how long until trying again makes sense. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
