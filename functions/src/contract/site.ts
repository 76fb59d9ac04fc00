/** The site's name, shared by page titles and the emails the API sends. */
export const SITE_NAME = "DevFolio";
