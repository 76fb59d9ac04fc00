import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_PATTERN, PASSWORD_PATTERN, SIGNUP_MESSAGES, USERNAME_PATTERN } from "@contract/account-rules";
import type { SignupRequest } from "@contract/users";

export type SignupField = keyof SignupRequest;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const SIGNUP_FIELDS: readonly SignupField[] = ["name", "username", "email", "password", "confirmPassword"];

/** The messages of SPEC section 5, one per field at most; an empty object means the form may be sent. */
export function validateSignup(form: SignupRequest): SignupErrors {
  const errors: SignupErrors = {};
  if (!NAME_PATTERN.test(form.name.trim())) errors.name = SIGNUP_MESSAGES.name;
  if (!USERNAME_PATTERN.test(form.username)) errors.username = SIGNUP_MESSAGES.username;
  const email = form.email.trim();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = SIGNUP_MESSAGES.email;
  if (!PASSWORD_PATTERN.test(form.password)) errors.password = SIGNUP_MESSAGES.password;
  if (form.confirmPassword !== form.password) errors.confirmPassword = SIGNUP_MESSAGES.confirmPassword;
  return errors;
}

/** Keeps only the server's messages for fields this form shows; the rest go to the form-level message. */
export function pickSignupErrors(errors: Record<string, string>): SignupErrors {
  const picked: SignupErrors = {};
  for (const field of SIGNUP_FIELDS) {
    const message = errors[field];
    if (message) picked[field] = message;
  }
  return picked;
}
