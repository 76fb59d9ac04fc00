import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_UNITS,
  NAME_PATTERN,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  SIGNUP_MESSAGES,
  USERNAME_PATTERN,
} from "./account-rules";
import { lengthFirst } from "./length-first";
import { SITE_NAME } from "./site";

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
  /** The owner has turned this member's commenting off: comment boxes say so instead (the API refuses anyway). */
  commentingDisabled: z.boolean().optional(),
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

const text = (message: string) => z.string({ error: message });

export const passwordSchema = text(SIGNUP_MESSAGES.password)
  .max(20, lengthFirst(SIGNUP_MESSAGES.password))
  .regex(PASSWORD_PATTERN, SIGNUP_MESSAGES.password);
export const emailSchema = text(SIGNUP_MESSAGES.email)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, lengthFirst(SIGNUP_MESSAGES.email))
  .regex(EMAIL_PATTERN, SIGNUP_MESSAGES.email);

export const signupRequestSchema = z
  .object({
    name: text(SIGNUP_MESSAGES.name).trim().max(NAME_MAX_UNITS, lengthFirst(SIGNUP_MESSAGES.name)).regex(NAME_PATTERN, SIGNUP_MESSAGES.name),
    username: text(SIGNUP_MESSAGES.username).max(20, lengthFirst(SIGNUP_MESSAGES.username)).regex(USERNAME_PATTERN, SIGNUP_MESSAGES.username),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: text(SIGNUP_MESSAGES.confirmPassword),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: SIGNUP_MESSAGES.confirmPassword,
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * `signupToken` is the signup's secret: the browser that signed up keeps it and sends it with the code, which
 * shows that whoever confirms is whoever chose the password. Elsewhere, the password itself does.
 */
export const signupAnswerSchema = z.object({ success: z.literal(true), message: z.string(), signupToken: z.string() });
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginAnswerSchema = z.object({ success: z.literal(true), token: z.string(), message: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const CODE_MESSAGE = "Enter the 6-digit code.";
const codeSchema = z.string({ error: CODE_MESSAGE }).trim().max(6, lengthFirst(CODE_MESSAGE)).regex(/^\d{6}$/, CODE_MESSAGE);

/** What POST /api/confirm answers when the code alone does not show who signed up (accounts-service.ts). */
export const CONFIRM_MESSAGES = {
  passwordNeeded: "This browser did not sign up for this account. Enter the password chosen at signup to confirm it.",
  wrongPassword: "That is not the password chosen at signup.",
  busy: "Too many tries. Please try again in a few minutes.",
} as const;

export const confirmRequestSchema = z.object({
  email: emailSchema,
  confirmationCode: codeSchema,
  signupToken: z.string().max(200).optional(),
  password: z.string().max(200).optional(),
});
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

/**
 * The one-time link in a reset mail (`/forgot?token=`): a long random token that stands in for steps 1 and 2. It
 * cannot be guessed, so trying it is never limited, and a stranger's wrong codes never stop it.
 */
export const RESET_LINK_MESSAGES = {
  opened: "Link verified. Choose a new password.",
  dead: "This reset link has expired, was already used, or was replaced by a newer one. Enter your email to get a new code.",
} as const;
export const forgotLinkRequestSchema = z.object({
  token: z.string({ error: RESET_LINK_MESSAGES.dead }).min(1, RESET_LINK_MESSAGES.dead).max(200, RESET_LINK_MESSAGES.dead),
});
/** The link is alive: the email it was mailed to, for step 3 to name. The token itself is step 3's `resetToken`. */
export const forgotLinkAnswerSchema = z.object({ success: z.literal(true), message: z.string(), email: z.string() });
export type ForgotLinkAnswer = z.infer<typeof forgotLinkAnswerSchema>;

/** Answers of the forgot-password steps and other acknowledgements. */
export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** How comments, replies, reviews and reports of a deleted account show their author. */
export const DELETED_USERNAME = "deleted user";

/**
 * The name "Download my data" saves the file under (GET /api/my-data, issue 36): the site, the username and the day.
 * Usernames are letters, digits and underscores, so the name needs no quoting beyond its own quotes.
 */
export const myDataFileName = (username: string, exportedAt: string) => `${SITE_NAME.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-data-${username.replace(/[^A-Za-z0-9_]/g, "")}-${exportedAt.slice(0, 10)}.json`;

export const ACCOUNT_DELETION_MESSAGES = {
  password: "Enter your password to delete your account.",
  wrongPassword: "That password is not right. Your account was not deleted.",
  owner: "The owner account cannot be deleted.",
  done: "Your account has been deleted.",
} as const;

/** POST /api/delete-account: the password again, so a borrowed or stolen session cannot delete the account. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: ACCOUNT_DELETION_MESSAGES.password })
    .min(1, ACCOUNT_DELETION_MESSAGES.password)
    .max(200, ACCOUNT_DELETION_MESSAGES.password),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
