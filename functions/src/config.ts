/** The owner's account, from function params (functions/.env locally and on deploy). */
export function ownerAccount(): { username: string; email: string } {
  return {
    username: process.env.OWNER_USERNAME ?? "",
    email: (process.env.OWNER_EMAIL ?? "").trim().toLowerCase(),
  };
}
