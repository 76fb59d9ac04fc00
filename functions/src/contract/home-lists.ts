/**
 * The web app's cache keys of the three community lists on the home page. The `api` function renders the home page
 * with the lists a guest sees inlined under these keys, so the app shows them without asking again.
 */
export const HOME_LIST_KEYS = {
  reviews: ["reviews"],
  reports: ["reports"],
  homeComments: ["home-comments"],
} as const;
