// The site's identity comes from site.config.json (docs/site-config.md). Named imports only: the web's bundler
// then ships just these parts of the file, never the owner's login. Bundlers inline the file at build time, so
// an edit shows after a rebuild (and, in production, a deploy).
import { site } from "../../../site.config.json";

/** The site's name, shared by page titles, feeds and the emails the API sends. */
export const SITE_NAME: string = site.name;

/** What the site is, in a sentence: the home page's description, and llms.txt's summary. */
export const SITE_DESCRIPTION: string = site.description;

const TITLE_SEPARATOR = " | ";

/** A page's full title, "DevFolio | Projects", or the site's name alone for a page without one. */
export const siteTitle = (title?: string): string => (title ? `${SITE_NAME}${TITLE_SEPARATOR}${title}` : SITE_NAME);

/** The page's own part of a full title: "Projects" from "DevFolio | Projects". */
export const pageTitleOf = (fullTitle: string): string =>
  fullTitle.startsWith(SITE_NAME + TITLE_SEPARATOR) ? fullTitle.slice(SITE_NAME.length + TITLE_SEPARATOR.length) : fullTitle;

/** The picture of a user who has not uploaded one, served by the web app. */
export const DEFAULT_PROFILE_IMAGE = "/images/default-avatar.svg";
