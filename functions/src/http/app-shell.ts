import builtShell from "web-shell";

const FRESH_FOR_MS = 60_000;
const cached = new Map<string, { page: string; at: number }>();

/**
 * A page as Hosting serves it now: the app's shell (/app-shell, from app-shell.html: its CSS and hashed scripts around
 * an empty #root), or the prerendered not-found page (/404). It is read from the site rather than only taken from the
 * function's bundle, because the web can be built and deployed again without the function: a stale page would name
 * scripts that are gone. A copy is kept for a minute; if the site cannot be reached, the shell built into the bundle
 * serves (the app then draws the page itself).
 */
async function hostedPage(origin: string, path: "/app-shell" | "/404", looksWhole: (page: string) => boolean): Promise<string> {
  const now = Date.now();
  const key = `${origin}${path}`;
  const kept = cached.get(key);
  if (kept && now - kept.at < FRESH_FOR_MS) return kept.page;
  try {
    const response = await fetch(key, { signal: AbortSignal.timeout(3_000) });
    // The not-found page answers its own 404.
    const page = response.ok || (path === "/404" && response.status === 404) ? await response.text() : "";
    if (looksWhole(page)) {
      cached.set(key, { page, at: now });
      return page;
    }
  } catch {
    // Unreachable or slow: the built-in copy below.
  }
  return builtShell;
}

export const appShell = (origin: string) => hostedPage(origin, "/app-shell", (page) => page.includes('<div id="root"></div>'));

/** The not-found page, rendered already, for addresses Hosting has no file for and the function no page. */
export const notFoundPage = (origin: string) => hostedPage(origin, "/404", (page) => page.includes('id="root"'));
