// Helpers for tests that need fresh accounts: each test makes its own, so tests never share state.
import { randomBytes } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { DEFAULT_PROFILE_IMAGE } from "../../functions/src/contract/site";
import { ACCOUNTS, USERNAMES, USERS } from "../../functions/src/services/accounts/users-service";
import { adminAuth, adminDb, postJson, randomAddress, sessionCookieFor } from "./stack";

export interface NewUser {
  name: string;
  username: string;
  email: string;
  password: string;
}

export const TEST_PASSWORD = "Tester@123";

/** A user nobody has registered yet; usernames are 5-20 lowercase letters and digits. */
export function newUser(): NewUser {
  const tag = randomBytes(6).toString("hex");
  return { name: "Test User", username: `t${tag}`, email: `t${tag}@example.test`, password: TEST_PASSWORD };
}

/** A network address of its own, so one test's failed logins never count against another's. */
export function newAddress(): Record<string, string> {
  return { "X-Forwarded-For": randomAddress() };
}

/** Signs up from an address of its own, so the per-address signup limit never trips across tests. */
export function signUp(user: NewUser) {
  return postJson("/api/signup", { ...user, confirmPassword: user.password }, { headers: newAddress() });
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  code: string;
}

/** Every email sent to an address, oldest first, read from the outbox as a developer would. */
export async function mailTo(email: string): Promise<SentMail[]> {
  const snapshot = await adminDb.collection("mail").where("to", "==", email).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis())
    .map((data) => ({
      to: data.to,
      subject: data.message.subject,
      text: data.message.text,
      html: data.message.html,
      code: /\b(\d{6})\b/.exec(data.message.text)?.[1] ?? "",
    }));
}

export async function latestCode(email: string): Promise<string> {
  const mails = await mailTo(email);
  const code = mails.at(-1)?.code;
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** Signs up and confirms a new user, as the web would; answers the user and a signed-in Cookie header. */
export async function confirmedUser(): Promise<{ user: NewUser; cookie: string }> {
  const user = newUser();
  const signup = await signUp(user);
  if (signup.status !== 201) throw new Error(`Signup failed: ${JSON.stringify(signup.body)}`);
  // The web sends back the signup's secret with the code (the browser that signed up kept it).
  const { signupToken } = signup.body as { signupToken: string };
  const confirm = await postJson("/api/confirm", { email: user.email, confirmationCode: await latestCode(user.email), signupToken });
  if (confirm.status !== 200) throw new Error(`Confirm failed: ${JSON.stringify(confirm.body)}`);
  return { user, cookie: await sessionCookieFor(user.email, user.password) };
}

/**
 * Writes a confirmed account straight into the emulators with firebase-admin, in the state that POST
 * /api/signup (accounts-service createAccount) and then POST /api/confirm leave it: a verified Auth user,
 * users/{uid}, usernames/{username} and accounts/{uid}. No function runs.
 */
async function writeConfirmedAccount(user: NewUser): Promise<void> {
  const { uid } = await adminAuth.createUser({
    email: user.email,
    password: user.password,
    displayName: user.name,
    emailVerified: true,
  });
  const createdAt = FieldValue.serverTimestamp();
  const batch = adminDb.batch();
  batch.create(adminDb.collection(USERNAMES).doc(user.username), { uid });
  batch.create(adminDb.collection(USERS).doc(uid), {
    name: user.name,
    username: user.username,
    profileImage: DEFAULT_PROFILE_IMAGE,
    followers: 0,
    following: 0,
    score: 0,
    createdAt,
  });
  batch.create(adminDb.collection(ACCOUNTS).doc(uid), { email: user.email, emailConfirmed: true, createdAt });
  await batch.commit();
}

/**
 * A confirmed user written directly with firebase-admin (no signup calls), logged in through POST /api/login;
 * answers the user and a signed-in Cookie header, like confirmedUser. For tests that need people but do
 * not test signup: one function call instead of three.
 */
export async function directUser(): Promise<{ user: NewUser; cookie: string }> {
  const user = newUser();
  await writeConfirmedAccount(user);
  return { user, cookie: await sessionCookieFor(user.email, user.password) };
}

/**
 * `count` direct users. The accounts are written in parallel (emulator calls only), the logins run one at a
 * time: on two cores the Functions emulator starts a worker process per concurrent call, and a burst of
 * logins would make setup, not the behaviour under test, the slow and flaky part.
 */
export async function directUsers(count: number): Promise<{ user: NewUser; cookie: string }[]> {
  const users = Array.from({ length: count }, () => newUser());
  await Promise.all(users.map(writeConfirmedAccount));
  const signedIn: { user: NewUser; cookie: string }[] = [];
  for (const user of users) signedIn.push({ user, cookie: await sessionCookieFor(user.email, user.password) });
  return signedIn;
}

/** A code that is not the right one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
