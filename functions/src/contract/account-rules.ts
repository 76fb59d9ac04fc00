// The account rules and messages of SPEC sections 5 and 8, as plain values (no zod), shared by the API and the web.

/** The signup rules and messages of SPEC section 5, used by the form and the server alike. */
export const SIGNUP_MESSAGES = {
  name: "Name must be 5-20 characters and include spaces/punctuation.",
  username: "Username must be 5-20 characters, lowercase letters & numbers only.",
  email: "Invalid email format.",
  password: "Password must be 6-20 chars, include uppercase, lowercase, number & symbol.",
  confirmPassword: "Passwords do not match.",
} as const;

// Every pattern here runs in time linear in its input (DESIGN.md, Input before CPU), and the schemas check a
// length before any of them (contract/users.ts), so a long input is refused before a pattern reads it.
export const NAME_PATTERN = /^[\p{L}\p{N}.,'"!?\- ]{5,20}$/u;
export const USERNAME_PATTERN = /^[a-z0-9]{5,20}$/;
export const PASSWORD_SYMBOLS = "@$!%*?&";
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{6,20}$/;

/** The most UTF-16 units an email may have (RFC 5321's path limit); longer is refused before any other check. */
export const EMAIL_MAX_LENGTH = 254;
/** Names are 5-20 letters, which UTF-16 can take up to 40 units to carry: longer is refused before the pattern. */
export const NAME_MAX_UNITS = 40;

/**
 * Text, "@", then a domain holding a dot that is neither its first nor its last character, no whitespace: what
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ accepted. That one let two quantifiers share the domain's dots, so it tried every dot
 * as the separator from every place it reached: `"a@" + "."×60,000 + "@"` took 10 s. Here the part before the
 * domain's first dot after its first character cannot hold a dot, so that dot is the only split there is, and a
 * failing input is given up after one pass.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The live checklist beside the password field. */
export const PASSWORD_CHECKS = [
  { label: "6-20 characters", test: (p: string) => p.length >= 6 && p.length <= 20 },
  { label: "A lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { label: "An uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { label: "A number", test: (p: string) => /\d/.test(p) },
  { label: `A symbol (${PASSWORD_SYMBOLS})`, test: (p: string) => /[@$!%*?&]/.test(p) },
] as const;

export const PROFILE_IMAGE_TYPES = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/gif": [".gif"],
} as const;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The multipart field of POST /api/upload-profile-image (SPEC section 7). */
export const PROFILE_IMAGE_FIELD = "uploaded_file";

/** The login failure the web turns into a link to /confirm (SPEC section 8), so both sides must spell it alike. */
export const LOGIN_UNCONFIRMED_MESSAGE = "Please confirm your email before logging in.";
