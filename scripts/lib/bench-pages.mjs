// What the browser benches share: Debian's Chromium and its flags, and a real item id to open a detail page with.
import { existsSync } from "node:fs";
import { SITE_URL } from "./config.mjs";

/**
 * Chromium's flags for a measurement: nothing of its own running beside the page (no updates, sync or first-run
 * work), and no GPU, which these machines lack. Playwright adds its own headless flag; chrome-launcher needs
 * `--headless=new` added.
 */
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumPath() {
  const path = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((candidate) => candidate && existsSync(candidate));
  if (!path) throw new Error("Chromium is missing: run `apt-get install -y chromium` (or set CHROMIUM_PATH).");
  return path;
}

/** The id of the first item a list call answers, so the detail page measured exists. */
export async function firstId(listPath) {
  const response = await fetch(`${SITE_URL}${listPath}`);
  if (!response.ok) throw new Error(`GET ${listPath} answered ${response.status}`);
  const [item] = await response.json();
  if (!item) throw new Error(`GET ${listPath} answered no items: the database has no demo content.`);
  return item._id;
}
