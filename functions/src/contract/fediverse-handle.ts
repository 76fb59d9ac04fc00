/**
 * The owner's fediverse handle, as people type it into a Mastodon search: `@alexmorgan@example.com` (issue 23).
 * A module of its own: the web's sidebar shows the handle on every page, and fediverse.ts would bring all its bounds
 * and messages into every page's first load with it.
 */
export const fediverseHandle = (username: string, host: string) => `@${username}@${host}`;
