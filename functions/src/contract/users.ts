import { z } from "zod";

/** The picture of a user who has not uploaded one, served by the web app. */
export const DEFAULT_PROFILE_IMAGE = "/images/default-avatar.svg";

/** A user as anybody may see them: never an email, hash or code. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  profileImage: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  score: z.number().int(),
  /** Whether the signed-in viewer follows this user; false for guests and for oneself. */
  isFollowing: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user, from GET /api/profile. */
export const currentUserSchema = publicUserSchema.omit({ isFollowing: true }).extend({
  email: z.string(),
  /** Owner-only controls show from this; the API still decides on its own. */
  isOwner: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/profile: success false (with status 401) means the visitor is a guest. */
export const profileAnswerSchema = z.discriminatedUnion("success", [
  z.object({ success: z.literal(true), user: currentUserSchema, message: z.string() }),
  z.object({ success: z.literal(false), user: z.null(), message: z.string() }),
]);
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

export const userAnswerSchema = z.object({ success: z.literal(true), user: publicUserSchema, message: z.string() });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

export const followActionSchema = z.enum(["follow", "unfollow"]);
export type FollowAction = z.infer<typeof followActionSchema>;

/** POST /api/user/{username}/follow: without an action the call toggles; with one it is idempotent. */
export const followRequestSchema = z.object({ action: followActionSchema.optional() });

export const followAnswerSchema = z.object({ success: z.literal(true), action: followActionSchema });
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

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

const text = (message: string) => z.string({ error: message });

export const passwordSchema = text(SIGNUP_MESSAGES.password).regex(PASSWORD_PATTERN, SIGNUP_MESSAGES.password);
export const emailSchema = text(SIGNUP_MESSAGES.email)
  .trim()
  .toLowerCase()
  .max(254, SIGNUP_MESSAGES.email)
  .regex(EMAIL_PATTERN, SIGNUP_MESSAGES.email);

export const signupRequestSchema = z
  .object({
    name: text(SIGNUP_MESSAGES.name).trim().regex(NAME_PATTERN, SIGNUP_MESSAGES.name),
    username: text(SIGNUP_MESSAGES.username).regex(USERNAME_PATTERN, SIGNUP_MESSAGES.username),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: text(SIGNUP_MESSAGES.confirmPassword),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: SIGNUP_MESSAGES.confirmPassword,
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginAnswerSchema = z.object({ success: z.literal(true), token: z.string(), message: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const codeSchema = z.string({ error: "Enter the 6-digit code." }).trim().regex(/^\d{6}$/, "Enter the 6-digit code.");

export const confirmRequestSchema = z.object({ email: emailSchema, confirmationCode: codeSchema });
export const emailRequestSchema = z.object({ email: emailSchema });
export const forgotVerifyRequestSchema = z.object({ email: emailSchema, forgotCode: codeSchema });
/**
 * The answer to a right reset code. `resetToken` proves to step 3 that this browser passed step 2;
 * without it, anyone who knew the email could race the owner of the inbox to the reset.
 */
export const forgotVerifyAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resetToken: z.string(),
});
export type ForgotVerifyAnswer = z.infer<typeof forgotVerifyAnswerSchema>;

export const VERIFY_FIRST_MESSAGE = "Please verify the code from your email first.";

export const forgotResetRequestSchema = z
  .object({
    email: emailSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
    resetToken: z.string({ error: VERIFY_FIRST_MESSAGE }).min(1, VERIFY_FIRST_MESSAGE).max(200),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: SIGNUP_MESSAGES.confirmPassword,
  });

/** Answers of the forgot-password steps and other acknowledgements. */
export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

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
