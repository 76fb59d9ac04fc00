import builtShell from "web-shell";

const FRESH_FOR_MS = 60_000;
let cached: { shell: string; origin: string; at: number } | null = null;

/**
 * The app's shell as Hosting serves it now (/app-shell, from app-shell.html: its CSS and hashed scripts around an empty #root).
 * It is read from the site rather than only taken from the function's bundle, because the web can be built and
 * deployed again without the function: a stale shell would name scripts that are gone. A copy is kept for a
 * minute; if the site cannot be reached, the shell built into the bundle serves.
 */
export async function appShell(origin: string): Promise<string> {
  const now = Date.now();
  if (cached && cached.origin === origin && now - cached.at < FRESH_FOR_MS) return cached.shell;
  try {
    const response = await fetch(`${origin}/app-shell`, { signal: AbortSignal.timeout(3_000) });
    const shell = response.ok ? await response.text() : "";
    if (shell.includes('<div id="root"></div>')) {
      cached = { shell, origin, at: now };
      return shell;
    }
  } catch {
    // Unreachable or slow: the built-in copy below.
  }
  return builtShell;
}
