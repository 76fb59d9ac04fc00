// The account rules and messages of SPEC sections 5 and 8, as plain values (no zod), shared by the API and the web.

/** The signup rules and messages of SPEC section 5, used by the form and the server alike. */
export const SIGNUP_MESSAGES = {
  name: "Name must be 5-20 characters and include spaces/punctuation.",
  username: "Username must be 5-20 characters, lowercase letters & numbers only.",
  email: "Invalid email format.",
  password: "Password must be 6-20 chars, include uppercase, lowercase, number & symbol.",
  confirmPassword: "Passwords do not match.",
} as const;

export const NAME_PATTERN = /^[\p{L}\p{N}.,'"!?\- ]{5,20}$/u;
export const USERNAME_PATTERN = /^[a-z0-9]{5,20}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_SYMBOLS = "@$!%*?&";
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{6,20}$/;

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
