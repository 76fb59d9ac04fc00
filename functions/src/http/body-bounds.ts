import { PROFILE_IMAGE_MAX_BYTES } from "../contract/account-rules";
import { AUTOSAVE_LIMITS } from "../contract/autosave";
import { FEDIVERSE_LIMITS } from "../contract/fediverse";
import { IMPORT_LIMITS } from "../contract/import-job-names";
import { TEXT_LIMITS } from "../contract/limits";
import { LONG_FORM_LIMITS } from "../contract/long-form";
import { MEDIA_LIMITS } from "../contract/media";
import { REFERRER_HOST_MAX } from "../contract/referrers";
import { VIEW_PATH_MAX } from "../contract/stats-paths";
import { WEBMENTION_LIMITS } from "../contract/webmentions";

// The most bytes each route's request body may have (DESIGN.md, Input before CPU). The router refuses a bigger
// body with 413 before any handler, schema or pattern of ours reads it. In front of us, the Cloud Functions
// framework has already read the body and parsed JSON itself (JSON.parse, linear, under the platform's 32 MB
// request cap): that cost we cannot move, everything after it this bound keeps small.

const KB = 1024;

/**
 * A JSON body carrying texts of these lengths, in UTF-16 units as zod counts them: JSON may spell a unit as
 * `\u0000` (6 bytes), plus a kilobyte for the keys, the other fields and the braces.
 */
const jsonOf = (...units: number[]) => units.reduce((sum, each) => sum + each, 0) * 6 + KB;

export const BODY_BOUNDS = {
  /** Routes that read no body (every GET, the DELETEs, approve and seen): room for a stray `{}`, no more. */
  none: KB,
  /** A follow's `{action}`. */
  small: KB,
  /** Account calls: an email (254), a password or token (200), a name, a username, a code: a few KB at most. */
  account: 4 * KB,
  comment: jsonOf(TEXT_LIMITS.comment),
  /** A second factor's proof or a new passkey: a passkey's answer (attestation, client data, ids) is a few KB. */
  factor: 16 * KB,
  /** PUT /api/subscriptions: a few kind names and two flags. */
  subscriptions: 2 * KB,
  /** RFC 8058's one-click POST: `List-Unsubscribe=One-Click`, urlencoded or as multipart form data, which is ignored. */
  unsubscribe: 4 * KB,
  /** A webmention's form: two addresses of at most 2,048 characters, percent-encoded (up to 3 bytes a character). */
  webmention: 2 * WEBMENTION_LIMITS.urlLength * 3 + KB,
  /** A page view's `{path, referrer}`: a few KB, so a beacon can never be made to carry anything else. */
  view: jsonOf(VIEW_PATH_MAX, REFERRER_HOST_MAX),
  review: jsonOf(TEXT_LIMITS.reviewText),
  report: jsonOf(TEXT_LIMITS.reportSubject, TEXT_LIMITS.reportDescription),
  contact: jsonOf(TEXT_LIMITS.title, TEXT_LIMITS.email, TEXT_LIMITS.reportSubject, TEXT_LIMITS.contactMessage),
  /** The owner's list of blocked fediverse domains: 500 names of at most 253 characters. */
  blockedDomains: jsonOf(FEDIVERSE_LIMITS.blockedDomains * (FEDIVERSE_LIMITS.domainLength + 3)),
  /** The editor's live preview: one long-form body (docs/long-form.md). */
  bodyPreview: jsonOf(LONG_FORM_LIMITS.bodyChars),
  /** The editor's autosave: every text field of a form, the body among them (contract/autosave.ts). */
  autosave: jsonOf(AUTOSAVE_LIMITS.totalChars),
  /** One image and the form's boundaries and headers around it. */
  profileImage: PROFILE_IMAGE_MAX_BYTES + 64 * KB,
  /** The platform takes 32 MB a request; the files may fill 30 MB of it, the text fields and form framing the rest. */
  publishing: MEDIA_LIMITS.requestBytes + 1024 * KB,
  /** An import file (docs/import-export.md) and the form around it. */
  importFile: IMPORT_LIMITS.fileBytes + 1024 * KB,
  /** The kinds an import's types go to: at most 50 names of 100 characters. */
  importStart: 16 * KB,
} as const;

/** "4 KB", "31 MB": the bound as the 413 message gives it. */
export function describeBytes(bytes: number): string {
  return bytes >= 1024 * KB ? `${Math.round(bytes / (1024 * KB))} MB` : `${Math.round(bytes / KB)} KB`;
}
