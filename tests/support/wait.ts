/**
 * What `read` gives once `done` says so, or the last it gave after `timeoutMs`: the caller's assertion on it then says
 * what was there instead. For changes a task makes after the call that asked for them.
 */
export async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000, everyMs = 200): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
