/** Paths of SPEC section 7, built in one place for the web adapter and the tests. */
export const apiPaths = {
  profile: "/api/profile",
  reviews: "/api/reviews",
  projects: "/api/projects",
  project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
  // Account calls (SPEC section 7).
  login: "/api/login",
  signup: "/api/signup",
  confirm: "/api/confirm",
  resend: "/api/resend",
  forgotRequest: "/api/forgot-request",
  forgotVerify: "/api/forgot-verify",
  forgotResend: "/api/forgot-resend",
  forgotReset: "/api/forgot-reset",
  logout: "/api/logout",
  uploadProfileImage: "/api/upload-profile-image",
  user: (username: string) => `/api/user/${encodeURIComponent(username)}`,
  userFollow: (username: string) => `/api/user/${encodeURIComponent(username)}/follow`,
  userProfileImage: (username: string) => `/api/user/${encodeURIComponent(username)}/profile-image`,
} as const;
