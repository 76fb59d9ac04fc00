import type { Plugin } from "vite";
import siteConfig from "../../site.config.json" with { type: "json" };

/**
 * The owner's username, for the site's fediverse handle (@username@host) that the sidebar shows everybody. The web
 * never imports `ownerAccount` itself: a bundler ships an imported JSON object whole, email included, however
 * little of it the code reads. This plugin hands the build (and the web's unit tests) that one string instead, as
 * the constant `__OWNER_USERNAME__` (declared and read in src/lib/utils/site.ts).
 */
export function siteHandle(): Plugin {
  return {
    name: "site-handle",
    config: () => ({ define: { __OWNER_USERNAME__: JSON.stringify(siteConfig.ownerAccount.username) } }),
  };
}
