import { BRIDGY_FED } from "../../contract/fediverse";
import { siteOrigin } from "../../config";
import type { Handler } from "../../http/router";
import { readFediverseSettings } from "../services/settings";

/**
 * GET /.well-known/site.standard.publication (issue 37, docs/bluesky.md): standard.site verifies a web site by this
 * address, and Bridgy Fed's docs ask a site bridged as a fediverse account to redirect it to Bridgy Fed's own
 * (`protocol=ap`, the site's domain), which answers the publication record it made on Bluesky. Only while the owner
 * bridges to Bluesky; otherwise the address is unknown (404). Kept by nobody, so a switch shows at once.
 */
export const standardSitePublicationHandler: Handler = async () => {
  const { bridgeToBluesky } = await readFediverseSettings();
  const headers = { "Cache-Control": "no-store" };
  if (!bridgeToBluesky) return { status: 404, body: { success: false, message: "This site is not bridged to Bluesky." }, headers };
  return { status: 302, redirect: BRIDGY_FED.publication(new URL(siteOrigin()).hostname), body: null, headers };
};
