/** The site's name, shared by page titles and the emails the API sends. */
export const SITE_NAME = "DevFolio";

/** The picture of a user who has not uploaded one, served by the web app. */
export const DEFAULT_PROFILE_IMAGE = "/images/default-avatar.svg";
