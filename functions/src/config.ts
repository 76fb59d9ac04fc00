import siteConfigFile from "../../site.config.json";
import { parseSiteConfig } from "./contract/site-config";

// Checked when the function loads, so a wrong field in site.config.json fails the emulator's start or the deploy
// with the field's name, rather than a request later. The file is inlined by the bundle (functions/build.mjs):
// editing it takes a rebuild, and in production a redeploy.
const siteConfig = parseSiteConfig(siteConfigFile);

/** The owner's account, from site.config.json: nobody else can register this username. */
export function ownerAccount(): { username: string; email: string } {
  return {
    username: siteConfig.ownerAccount.username,
    email: siteConfig.ownerAccount.email.toLowerCase(),
  };
}

/** The owner's display name, from site.config.json: the name an account made by the admin command starts with. */
export const ownerName = (): string => siteConfig.owner.name;

/** The site's one-line description, from site.config.json: the fediverse account's bio too. */
export const siteDescription = (): string => siteConfig.site.description;
