/** Paths of SPEC section 7, built in one place for the web adapter and the tests. */
export const apiPaths = {
  profile: "/api/profile",
  reviews: "/api/reviews",
  projects: "/api/projects",
  project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
} as const;
