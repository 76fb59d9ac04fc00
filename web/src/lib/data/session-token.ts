/**
 * The "token" of SPEC section 4: a UI hint for the route guards and the sidebar.
 * It is never a credential; the httpOnly session cookie is.
 */
const TOKEN_KEY = "token";

export function hasSessionToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

export function storeSessionToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearSessionToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}
